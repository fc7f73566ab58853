import type { Route } from '../routes/route.ts';

/** One page that stands for a template in the size reports: its name and its address (base path included). */
export interface TemplatePage {
  readonly template: string;
  readonly path: string;
}

/**
 * A page of each kind of page the size reports cover, in the order of the route table (the order
 * of the registry of page kinds, shared/page-kinds.ts): the routes the route table names for the
 * report. Pages made from content (a product, a post) take the first of their kind; a catalogue
 * without one has no such row.
 */
export function templatePages(routes: readonly Route[]): TemplatePage[] {
  return routes.flatMap((route) => (route.report === undefined ? [] : [{ template: route.report, path: route.path }]));
}
