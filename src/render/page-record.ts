import type { RouteRecord } from '../incremental/route-record.ts';
import type { RouteDependencies } from './dependency-tracking.ts';

/** What the last build knew about one page of the site, with what its templates read as the renderer records it. */
export type PageRecord = RouteRecord<RouteDependencies>;
