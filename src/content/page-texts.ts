import type { Sourced } from './load-csv-collection.ts';
import { PAGE_KEYS, SHOP_PAGE, SHOP_TITLE_FROM, type PageKey, type PageRecord } from './schemas/page.ts';
import type { SiteSettings } from './schemas/site-settings.ts';

/** The words of one fixed page: its title tag and description (and a listing's heading and breadcrumbs). */
export interface PageText {
  readonly title: string;
  readonly description: string;
}

/**
 * The title and description of every fixed page, from pages.csv (checked by checkPages: one row for
 * each page). An empty description is the site's; the shop carries the title of safety wear.
 */
export function pageTexts(rows: readonly Sourced<PageRecord>[], settings: SiteSettings): Record<PageKey, PageText> {
  const byKey = new Map(rows.map((row) => [row.page, row]));
  const row = (key: PageKey): Sourced<PageRecord> => {
    const found = byKey.get(key);
    // linkReferences refuses content without this row before the Site model is made.
    if (!found) throw new Error(`pages.csv has no row for "${key}"; the content checks should have refused it`);
    return found;
  };
  const entries = PAGE_KEYS.map((key): [PageKey, PageText] => {
    const own = row(key);
    const title = key === SHOP_PAGE ? row(SHOP_TITLE_FROM).title : own.title;
    return [key, { title: title ?? '', description: own.description ?? settings.description }];
  });
  return Object.fromEntries(entries) as Record<PageKey, PageText>;
}
