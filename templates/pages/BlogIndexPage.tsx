import type { BlogPost } from '../../src/content/site-model.ts';
import { paths } from '../../src/shared/url-paths.ts';
import { Img } from '../components/Img.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { Pagination } from '../components/Pagination.tsx';
import { formatDate } from '../components/format.ts';

export interface BlogIndexPageProps {
  posts: readonly BlogPost[];
  page: number;
  pageCount: number;
  /** Set on a category's filtered listing. */
  category?: { name: string; slug: string };
}

export function BlogIndexPage({ posts, page, pageCount, category }: BlogIndexPageProps) {
  const title = category ? `Blog: ${category.name}` : 'Blogs';
  const trail = category
    ? [{ label: 'Blogs', href: paths.blog }, { label: category.name }]
    : page > 1
      ? [{ label: 'Blogs', href: paths.blog }, { label: `Page ${page}` }]
      : [{ label: 'Blogs' }];
  return (
    <>
      <PageHeader title={title} trail={trail} />
      <div className="container section">
        <ul className="card-grid">
          {posts.map((post, index) => (
            <li key={post.slug} className="card post-card">
              <Img src={post.image} alt="" priority={index < 2} sizes="(min-width: 992px) 33vw, (min-width: 768px) 50vw, 100vw" />
              <p className="post-card__meta">
                <time dateTime={post.date}>{formatDate(post.date)}</time> · <a href={paths.blogCategory(post.categorySlug)}>{post.category}</a>
              </p>
              <h2><a href={paths.blogPost(post.slug)}>{post.title}</a></h2>
              <p>{post.description}</p>
            </li>
          ))}
        </ul>
        {!category && <Pagination page={page} pageCount={pageCount} href={paths.blogPage} label="Blog pages" />}
      </div>
    </>
  );
}
