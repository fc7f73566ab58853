import type { ComponentType } from 'react';
import type { PageMeta } from '../page-api/page-meta.ts';
import type { PageKindName } from '../shared/page-kinds.ts';

/** One page of the site: its address, the component that renders it, and that component's props. */
export interface Route<P extends object = object> {
  readonly path: string;
  readonly file: string;
  readonly component: ComponentType<P>;
  /** Its kind of page (shared/page-kinds.ts): its CSS files and its style sets are named after it. */
  readonly kind: PageKindName;
  readonly props: P;
  readonly meta: PageMeta;
  /** For the page that stands for its kind in the size report (`site build --report`), its name there. */
  readonly report?: string;
}
