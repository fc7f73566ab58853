import type { Site } from '../../../src/page-api/site-model.ts';
import { useSite } from '../../../src/page-api/page-context.ts';
import { PostCard } from '../../components/PostCard.tsx';
import { SectionHeading } from '../../components/SectionHeading.tsx';

/** The posts come from the layout: each home layout features its own selection. */
export function Blogs({ posts }: { posts: Site['blogPosts'] }) {
  const { sections } = useSite();
  return (
    <section className="section" aria-labelledby="home-blogs">
      <div className="container">
        <SectionHeading id="home-blogs" text={sections.home.blogs} />
        <ul className="home-posts">
          {posts.map((post) => (
            <li key={post.slug} data-reveal>
              <PostCard post={post} sizes="(min-width: 992px) 33vw, (min-width: 768px) 50vw, 100vw" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
