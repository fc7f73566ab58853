import type { Site } from '../../../src/page-api/site-model.ts';
import { usePaths, useSite } from '../../../src/page-api/page-context.ts';
import { Img } from '../../components/Img.tsx';
import { formatDate } from '../../components/format.ts';
import { SectionHeading } from '../../components/SectionHeading.tsx';
import { useStylesheet } from '../../../src/page-api/stylesheets.ts';

/** The posts come from the layout: each home layout features its own selection. */
export function Blogs({ posts }: { posts: Site['blogPosts'] }) {
  useStylesheet(import.meta.url, '../../components/blog.css');
  const paths = usePaths();
  const { sections } = useSite();
  return (
    <section className="section" aria-labelledby="home-blogs">
      <div className="container">
        <SectionHeading id="home-blogs" text={sections.home.blogs} />
        <ul className="home-posts">
          {posts.map((post) => (
            <li key={post.slug} data-reveal>
              <article className="post-card">
                <Img className="post-card__image" src={post.image} alt="" sizes="(min-width: 992px) 33vw, (min-width: 768px) 50vw, 100vw" />
                <div className="post-card__body">
                  <p className="post-card__meta">
                    <time dateTime={post.date}>{formatDate(post.date)}</time>
                  </p>
                  <h3 className="post-card__title">
                    <a href={paths.blogPost(post.slug)}>{post.title}</a>
                  </h3>
                  <p>{post.description}</p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
