import type { BlogPost } from '../../src/page-api/site-model.ts';
import { useSite } from '../../src/page-api/page-context.ts';
import { BlogSidebar } from '../components/BlogSidebar.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { Pagination } from '../components/Pagination.tsx';
import { PostCard } from '../components/PostCard.tsx';
import { FirstView } from '../../src/page-api/first-view.tsx';
import { useStylesheet } from '../../src/page-api/stylesheets.ts';

export interface BlogIndexPageProps {
  posts: readonly BlogPost[];
  page: number;
  pageCount: number;
  /** Set on a category's filtered listing. */
  category?: { name: string; slug: string };
}

/**
 * The posts of the first row, two from 640 px: loaded at once, since they are in the first view on a
 * desktop. A lazy one is asked for only once the layout is known, and being as large as the first,
 * it is as likely to be the largest paint.
 */
const FIRST_ROW = 2;

export function BlogIndexPage(props: BlogIndexPageProps) {
  const { page, category } = props;
  const { paths, pages, labels } = useSite();
  const blog = pages.blog.title;
  const title = category ? category.name : blog;
  const trail = category
    ? [{ label: blog, href: paths.blog }, { label: category.name }]
    : page > 1
      ? [{ label: blog, href: paths.blog }, { label: `${labels.page} ${page}` }]
      : [{ label: blog }];
  return (
    <>
      {/* The posts and the sidebar are the first view: drawn and usable before the rest of the CSS arrives. */}
      <FirstView>
        <PageHeader title={title} trail={trail} />
        <PostsAndSidebar {...props} />
      </FirstView>
    </>
  );
}

/** The posts and the sidebar, drawn and usable before the rest of the CSS arrives. */
function PostsAndSidebar({ posts, page, pageCount, category }: BlogIndexPageProps) {
  useStylesheet(import.meta.url);
  const { paths, labels } = useSite();
  return (
    <div className="container section blog-layout">
      <div>
        <h2 className="visually-hidden">{category ? `${labels['posts-in']} ${category.name}` : labels['all-posts']}</h2>
        <ul className="grid post-grid">
          {posts.map((post, index) => (
            <li key={post.slug}>
              <PostCard
                post={post}
                full
                priority={index < 1}
                eager={index < FIRST_ROW}
                sizes="(min-width: 1304px) 420px, (min-width: 1040px) calc(50vw - 225px), (min-width: 992px) calc(100vw - 420px), (min-width: 640px) 50vw, calc(100vw - 32px)"
              />
            </li>
          ))}
        </ul>
        {!category && <Pagination page={page} pageCount={pageCount} href={paths.blogPage} label={labels['blog-pages']} />}
      </div>
      <BlogSidebar />
    </div>
  );
}
