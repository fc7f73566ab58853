import type { ComponentType } from 'react';
import type { PageMeta } from '../page-api/page-meta.ts';

/** One page of the site: its address, the component that renders it, and that component's props. */
export interface Route<P extends object = object> {
  readonly path: string;
  readonly file: string;
  readonly component: ComponentType<P>;
  readonly props: P;
  readonly meta: PageMeta;
}
