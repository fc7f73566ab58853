import type { BlogPost } from '../../src/content/site-model.ts';
import { usePage } from '../../src/render/page-context.ts';
import { paths } from '../../src/shared/url-paths.ts';
import { Img } from '../components/Img.tsx';
import { JsonLd } from '../components/JsonLd.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { formatDate } from '../components/format.ts';

export interface BlogPostPageProps {
  post: BlogPost;
  /** The older neighbour (previous) and the newer one (next); absent at the ends. */
  previous?: BlogPost;
  next?: BlogPost;
}

export function BlogPostPage({ post, previous, next }: BlogPostPageProps) {
  const { site, path, images } = usePage();
  return (
    <>
      <PageHeader title={post.title} trail={[{ label: 'Blogs', href: paths.blog }, { label: post.title }]} />
      <article className="container section prose">
        <p className="post-meta">
          <time dateTime={post.date}>{formatDate(post.date)}</time> · <a href={paths.blogCategory(post.categorySlug)}>{post.category}</a>
          {post.author && <> · {post.author}</>}
        </p>
        <Img src={post.image} alt="" priority sizes="(min-width: 992px) 60vw, 100vw" />
        <div dangerouslySetInnerHTML={{ __html: post.html }} />
        {post.tags.length > 0 && (
          <p className="tags">
            Tags: {post.tags.join(', ')}
          </p>
        )}
        <nav className="post-nav" aria-label="More posts">
          {previous ? <a href={paths.blogPost(previous.slug)} rel="prev">Previous: {previous.title}</a> : <span aria-disabled="true">Previous</span>}
          {next ? <a href={paths.blogPost(next.slug)} rel="next">Next: {next.title}</a> : <span aria-disabled="true">Next</span>}
        </nav>
        <section aria-labelledby="comments">
          <h2 id="comments">{post.comments.length} Comment{post.comments.length === 1 ? '' : 's'}</h2>
          <ol className="comments">
            {post.comments.map((comment) => (
              <li key={`${comment.name}-${comment.date}`}>
                <p><strong>{comment.name}</strong> · <time dateTime={comment.date}>{formatDate(comment.date)}</time></p>
                <p>{comment.text}</p>
              </li>
            ))}
          </ol>
        </section>
      </article>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: post.title,
          description: post.description,
          datePublished: post.date,
          image: `${site.settings.baseUrl}${images.get(post.image)?.src ?? `/${post.image}`}`,
          url: `${site.settings.baseUrl}${path}`,
          keywords: post.tags.join(', '),
          articleSection: post.category,
          ...(post.author ? { author: { '@type': 'Person', name: post.author } } : {}),
          publisher: { '@type': 'Organization', name: site.settings.name },
        }}
      />
    </>
  );
}
