import type { Site } from '../content/site-model.ts';
import type { BlogSearchEntry } from '../shared/blog-search.ts';

/**
 * What the blog's search looks through: every post's title, description and tags, and its address.
 * One file at a fixed address (paths.blogSearchData), which the blog-search island fetches when a
 * visitor starts to search. Carried in every blog page instead, it was 1 KB gzip of each (the
 * seven sample posts), growing with every post, and enough to keep a post from arriving in one
 * round trip. Its address never changes, so no page changes when a post does; like the pages, it
 * is not cached as immutable (docs/owner/publishing.md).
 */
export function buildBlogSearchData(site: Site): string {
  const entries: BlogSearchEntry[] = site.blogPosts.map((post) => ({
    title: post.title,
    description: post.description,
    tags: post.tags,
    href: site.paths.blogPost(post.slug),
  }));
  return JSON.stringify(entries);
}
