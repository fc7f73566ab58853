import { useSite } from '../../src/page-api/page-context.ts';
import { Island } from './Island.tsx';
import { RecentPostList } from './RecentPostList.tsx';
import { useStylesheet } from '../../src/page-api/stylesheets.ts';
import { useFieldStyles } from './Fields.tsx';

/** Search, categories with counts, the three newest posts and the tags, beside every blog page. */
export function BlogSidebar() {
  useStylesheet(import.meta.url);
  useFieldStyles();
  const site = useSite();
  const { paths, labels } = site;
  const tags = [...new Set(site.blogPosts.flatMap((post) => post.tags))].sort((a, b) => a.localeCompare(b));
  return (
    <aside className="blog-sidebar" aria-label={labels['blog-sidebar']}>
      <Island
        name="blog-search"
        as="section"
        className="blog-sidebar__box"
        // The posts it looks through are fetched when the visitor searches (src/seo/blog-search-data.ts).
        props={{ source: paths.blogSearchData }}
        aria-labelledby="blog-search-title"
      >
        <h2 id="blog-search-title">{labels.search}</h2>
        <form role="search" className="blog-search" aria-label={labels['search-blog']}>
          <label className="visually-hidden" htmlFor="blog-search-input">
            {labels['search-posts']}
          </label>
          <input id="blog-search-input" type="search" placeholder={labels['search-posts']} autoComplete="off" />
        </form>
        <p className="blog-search__status" role="status" data-search-status />
        <ul className="blog-search__results" data-search-results />
      </Island>
      <section className="blog-sidebar__box" aria-labelledby="blog-categories-title">
        <h2 id="blog-categories-title">{labels.categories}</h2>
        <ul className="blog-categories">
          {site.blogCategories.map((category) => (
            <li key={category.slug}>
              <a href={paths.blogCategory(category.slug)}>
                {category.name} <span>({category.count})</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
      <section className="blog-sidebar__box" aria-labelledby="blog-recent-title">
        <h2 id="blog-recent-title">{labels['recent-posts']}</h2>
        <RecentPostList posts={site.blogPosts.slice(0, 3)} className="recent-posts" />
      </section>
      <section className="blog-sidebar__box" aria-labelledby="blog-tags-title">
        <h2 id="blog-tags-title">{labels.tags}</h2>
        <ul className="tag-list">
          {tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      </section>
    </aside>
  );
}
