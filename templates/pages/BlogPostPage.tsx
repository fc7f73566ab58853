import type { ReactNode } from 'react';
import type { BlogPost } from '../../src/page-api/site-model.ts';
import { usePage } from '../../src/page-api/page-context.ts';
import { absoluteUrl } from '../../src/shared/url-paths.ts';
import { BlogSidebar } from '../components/BlogSidebar.tsx';
import { CommentForm } from '../components/CommentForm.tsx';
import { Img } from '../components/Img.tsx';
import { JsonLd } from '../components/JsonLd.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { FirstView } from '../../src/page-api/first-view.tsx';
import { formatDate } from '../components/format.ts';
import { useStylesheet } from '../../src/page-api/stylesheets.ts';

export interface BlogPostPageProps {
  post: BlogPost;
  /** The older neighbour (previous) and the newer one (next); absent at the ends. */
  previous?: BlogPost;
  next?: BlogPost;
}

export function BlogPostPage({ post, previous, next }: BlogPostPageProps) {
  const { site, path, images } = usePage();
  const { paths, labels } = site;
  return (
    <>
      {/* The post and its picture paint with the title band, not after the rest of the CSS. */}
      <FirstView>
        <PageHeader title={post.title} trail={[{ label: site.pages.blog.title, href: paths.blog }, { label: post.title }]} />
        <PostLayout>
          <article className="post">
            <p className="post__meta">
              <time dateTime={post.date}>{formatDate(post.date)}</time>
              <span aria-hidden="true"> · </span>
              <a href={paths.blogCategory(post.categorySlug)}>{post.category}</a>
              {post.author && (
                <>
                  <span aria-hidden="true"> · </span>
                  {post.author}
                </>
              )}
            </p>
            <Img
              className="post__image"
              src={post.image}
              alt=""
              priority
              sizes="(min-width: 1304px) 872px, (min-width: 992px) calc(100vw - 420px), calc(100vw - 32px)"
            />
            <div className="prose post__body" dangerouslySetInnerHTML={{ __html: post.html }} />
            {post.tags.length > 0 && (
              <ul className="tag-list" aria-label={labels.tags}>
                {post.tags.map((tag) => (
                  <li key={tag}>{tag}</li>
                ))}
              </ul>
            )}
            <PostNav previous={previous} next={next} />
            <Comments post={post} />
          </article>
          <BlogSidebar />
        </PostLayout>
      </FirstView>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: post.title,
          description: post.description,
          datePublished: post.date,
          image: absoluteUrl(site.origin, images.get(post.image)?.share?.src ?? images.get(post.image)?.src ?? paths.asset(post.image)),
          url: absoluteUrl(site.origin, path),
          keywords: post.tags.join(', '),
          articleSection: post.category,
          ...(post.author ? { author: { '@type': 'Person', name: post.author } } : {}),
          publisher: { '@type': 'Organization', name: site.settings.name },
        }}
      />
    </>
  );
}

/** Declares the page's sheet inside <FirstView>, so the post is styled from the page's head. */
function PostLayout({ children }: { children: ReactNode }) {
  useStylesheet(import.meta.url);
  return <div className="container section blog-layout">{children}</div>;
}

/** The older and the newer post, or at an end what there is none of. */
function PostNav({ previous, next }: Omit<BlogPostPageProps, 'post'>) {
  const { paths, labels } = usePage().site;
  return (
    <nav className="post-nav" aria-label={labels['more-posts']}>
      {previous ? (
        <a className="post-nav__link" href={paths.blogPost(previous.slug)} rel="prev">
          <span>{labels['previous-post']}</span> {previous.title}
        </a>
      ) : (
        <span className="post-nav__link" aria-disabled="true">
          <span>{labels['previous-post']}</span> {labels['first-post']}
        </span>
      )}
      {next ? (
        <a className="post-nav__link post-nav__link--next" href={paths.blogPost(next.slug)} rel="next">
          <span>{labels['next-post']}</span> {next.title}
        </a>
      ) : (
        <span className="post-nav__link post-nav__link--next" aria-disabled="true">
          <span>{labels['next-post']}</span> {labels['newest-post']}
        </span>
      )}
    </nav>
  );
}

/** The post's comments, oldest first, and the form to add one. */
function Comments({ post }: { post: BlogPost }) {
  const { labels } = usePage().site;
  return (
    <section className="comments" aria-labelledby="comments-title">
      <h2 id="comments-title">
        {post.comments.length} {post.comments.length === 1 ? labels.comment : labels.comments}
      </h2>
      {post.comments.length > 0 && (
        <ol className="comments__list">
          {post.comments.map((comment) => (
            <li key={`${comment.name}-${comment.date}`} className="comment">
              <p className="comment__meta">
                <strong>{comment.name}</strong> <time dateTime={comment.date}>{formatDate(comment.date)}</time>
              </p>
              <p>{comment.text}</p>
            </li>
          ))}
        </ol>
      )}
      <CommentForm postTitle={post.title} />
    </section>
  );
}
