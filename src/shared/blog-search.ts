/** A blog post as the blog's search looks through it (src/seo/blog-search-data.ts, blog-search.ts). */
export interface BlogSearchEntry {
  readonly title: string;
  readonly description: string;
  readonly tags: readonly string[];
  readonly href: string;
}
