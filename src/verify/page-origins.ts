import type { Sourced } from '../content/load-csv-collection.ts';
import { describeSource } from '../content/issue-location.ts';
import type { Source } from '../content/schemas/collection.ts';
import { SHOP_PAGE, SHOP_TITLE_FROM, type PageRecord } from '../content/schemas/page.ts';
import type { Route } from '../routes/route.ts';

/** Where a built page's words come from, as far as the content says. */
export interface PageOrigin {
  /** The record the page's title and description are written in: a product's row, a post's file, a row of pages.csv. */
  readonly source: Source | undefined;
  /**
   * Where its title is written. Two pages with the same title from the same place are one record
   * shown at two addresses by design (a safety wear product at /shop/{slug}/ and at
   * /product/safety-ware/{id}/; the shop, which carries the safety wear listing's title), not two
   * pages the owner gave one title.
   */
  readonly titleFrom: string;
}

/** The props by which the page components receive the record they show, one record per page. */
const RECORD_PROPS = ['product', 'post', 'service', 'project'] as const;

/**
 * The origin of every page the route table makes, by address: a page made from one record carries
 * it in its props; a listing's title is its row of pages.csv (the shop's, the row it takes its title
 * from). Other pages (the home page, fixed pages) are known by their address alone.
 */
export function pageOrigins(routes: readonly Route[], pageRows: readonly Sourced<PageRecord>[]): Map<string, PageOrigin> {
  const rowOf = new Map(pageRows.map((row) => [row.page as string, row.source]));
  const origins = new Map<string, PageOrigin>();
  for (const route of routes) {
    const props = route.props as Record<string, unknown>;
    const record = RECORD_PROPS.map((name) => props[name]).find(isSourced);
    if (record) {
      origins.set(route.path, { source: record.source, titleFrom: describeSource(record.source) });
      continue;
    }
    const segment = typeof props.segment === 'string' ? props.segment : undefined;
    const row = segment === undefined ? undefined : rowOf.get(segment === SHOP_PAGE ? SHOP_TITLE_FROM : segment);
    origins.set(route.path, row ? { source: row, titleFrom: describeSource(row) } : { source: undefined, titleFrom: route.path });
  }
  return origins;
}

function isSourced(value: unknown): value is { source: Source } {
  const source = (value as { source?: { file?: unknown } } | undefined)?.source;
  return typeof source?.file === 'string';
}
