import type { Site } from '../../src/page-api/site-model.ts';
import { usePaths } from '../../src/page-api/page-context.ts';
import { Img } from './Img.tsx';
import { formatDate } from './format.ts';
import { useStylesheet } from '../../src/page-api/stylesheets.ts';

/** Newest posts as small links with a thumbnail and date: the footer's and the blog sidebar's list. */
export function RecentPostList({ posts, className }: { posts: readonly Site['blogPosts'][number][]; className: 'footer-posts' | 'recent-posts' }) {
  useStylesheet(import.meta.url);
  const paths = usePaths();
  return (
    <ul className={className}>
      {posts.map((post) => (
        <li key={post.slug}>
          <Img src={post.image} alt="" className={`${className}__image`} sizes="72px" />
          <div>
            <time dateTime={post.date}>{formatDate(post.date)}</time>
            <a href={paths.blogPost(post.slug)}>{post.title}</a>
          </div>
        </li>
      ))}
    </ul>
  );
}
