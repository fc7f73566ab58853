import type { ComponentType } from 'react';
import type { PageMeta } from '../page-api/page-meta.ts';

/** One page of the site: its address, the component that renders it, and that component's props. */
export interface Route<P extends object = object> {
  readonly path: string;
  readonly file: string;
  readonly component: ComponentType<P>;
  /** Its kind of page, as the route table names it: its CSS files are named after it. */
  readonly stylesheet: string;
  readonly props: P;
  readonly meta: PageMeta;
}
