/** What the head says about one page: its title, its description and its link preview. */
export interface PageMeta {
  /** The page's own title; the layout appends the business name. */
  readonly title: string;
  readonly description: string;
  /** Image for link previews (Open Graph), relative to content/ or public/. */
  readonly image?: string;
  /** What that image shows, for people who cannot see it (og:image:alt); the page title by default. */
  readonly imageAlt?: string;
  /** Pages that should not appear in search results (sign-in, cart, 404). */
  readonly noindex?: boolean;
  readonly ogType?: 'website' | 'article' | 'product';
}
