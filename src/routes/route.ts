import type { ComponentType } from 'react';
import type { PageStylesheet } from '../assets/page-stylesheets.ts';
import type { PageMeta } from '../page-api/page-meta.ts';

/** One page of the site: its address, the component that renders it, and that component's props. */
export interface Route<P extends object = object> {
  readonly path: string;
  readonly file: string;
  readonly component: ComponentType<P>;
  /** The CSS its pages get (src/assets/page-stylesheets.ts), named by the route table. */
  readonly stylesheet: PageStylesheet;
  readonly props: P;
  readonly meta: PageMeta;
}
