import type { ComponentType } from 'react';

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

/** One page of the site: its address, the component that renders it, and that component's props. */
export interface Route<P extends object = object> {
  readonly path: string;
  readonly file: string;
  readonly component: ComponentType<P>;
  readonly props: P;
  readonly meta: PageMeta;
}
