import type { BlogPost } from '../../src/page-api/site-model.ts';
import { useSite } from '../../src/page-api/page-context.ts';
import { useStylesheet } from '../../src/page-api/stylesheets.ts';
import { Img } from './Img.tsx';
import { formatDate } from './format.ts';

/**
 * A post in a grid: picture, date, title and summary. On the blog's index (`full`) the date is
 * followed by the post's category and the summary by a link to the whole post (the read-more label); the home page shows the
 * short version. `sizes` is the picture's width in its grid; `priority` and `eager` as for Img.
 */
export function PostCard({
  post,
  sizes,
  full = false,
  priority = false,
  eager = false,
}: {
  post: BlogPost;
  sizes: string;
  full?: boolean;
  priority?: boolean;
  eager?: boolean;
}) {
  useStylesheet(import.meta.url);
  const { paths, labels } = useSite();
  return (
    <article className="post-card">
      <Img className="post-card__image" src={post.image} alt="" priority={priority} eager={eager} sizes={sizes} />
      <div className="post-card__body">
        <p className="post-card__meta">
          <time dateTime={post.date}>{formatDate(post.date)}</time>
          {full && (
            <>
              <span aria-hidden="true"> · </span>
              <a href={paths.blogCategory(post.categorySlug)}>{post.category}</a>
            </>
          )}
        </p>
        <h3 className="post-card__title">
          <a href={paths.blogPost(post.slug)}>{post.title}</a>
        </h3>
        <p>{post.description}</p>
        {full && (
          <a className="post-card__more" href={paths.blogPost(post.slug)}>
            {labels['read-more']}
            <span className="visually-hidden">: {post.title}</span>
          </a>
        )}
      </div>
    </article>
  );
}
