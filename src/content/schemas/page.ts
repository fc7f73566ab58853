import { emptyValue } from '../../errors/field-messages.ts';
import { defineCsv, type RecordOf } from './collection.ts';
import { slug, text } from './cell.ts';
import { DOCUMENT_PAGES } from './page-document.ts';
import { PAGE_KIND_SPECS, type CsvPageKey, type DocumentPage } from '../../shared/page-kinds.ts';
import { SHOP_LIST, segmentOf } from '../../shared/product-lists.ts';

/**
 * The fixed pages whose title and description the owner writes, in pages.csv or in
 * content/pages/{key}.md, one each: the kinds of page name them (shared/page-kinds.ts, `pages` and
 * `documents`), in their order. The key is structure (the route table asks for it); the words are
 * content. The home page takes its title and description from site.json (tagline, description),
 * and pages made from a record (a product, a post, a project, a service) from that record.
 */
export type PageKey = CsvPageKey | DocumentPage;
export const PAGE_KEYS: readonly PageKey[] = PAGE_KIND_SPECS.flatMap((kind) => [...(kind.pages ?? []), ...(kind.documents ?? [])]) as PageKey[];

/** The pages whose title and description pages.csv holds: the others are Markdown pages (page-document.ts). */
export const CSV_PAGE_KEYS: readonly CsvPageKey[] = PAGE_KIND_SPECS.flatMap((kind) => kind.pages ?? []) as CsvPageKey[];

/**
 * /shop/ is the grid of SHOP_LIST (safety wear, in stock designs; see shared/product-lists.ts), so
 * it carries that listing's title (safety-ware) in its title, heading and breadcrumb, and so do the product pages that lead back to it: one name, so the
 * two can never drift apart.
 */
export const SHOP_PAGE = 'shop';

/** about, services, privacy and terms. */
function inWords(keys: readonly string[]): string {
  return keys.length < 2 ? keys.join('') : `${keys.slice(0, -1).join(', ')} and ${keys.at(-1)}`;
}
export const SHOP_TITLE_FROM = segmentOf(SHOP_LIST);

export const pageCollection = defineCsv({
  file: 'pages.csv',
  title: `The words of the fixed pages. A row with an empty \`section\` is a page: its title (for the browser tab, followed by the business name, and its heading) and description (for search results and link previews). The home page takes its own from \`tagline\` and \`description\` in site.json; ${inWords(DOCUMENT_PAGES)} from content/pages/*.md; product, post, project and service pages from their own rows. A row with a \`section\` holds the words of one part of a page; the sections are listed below the columns`,
  fields: {
    page: slug(`Which page the row is for. Pages: ${CSV_PAGE_KEYS.map((key) => `\`${key}\``).join(', ')}.`),
    section: slug('Empty for the page itself; otherwise the part of the page, e.g. `best-sellers` on `home` (see the list below).', { optional: true }),
    eyebrow: text('For a section: the small line above its heading, e.g. Best sellers.', { optional: true, max: 60 }),
    title: text(
      `The page title, e.g. About Us, or a section's heading; required on every row but the page \`${SHOP_PAGE}\`. Leave it empty there: the shop is the safety wear grid and carries the title of \`${SHOP_TITLE_FROM}\`.`,
      { optional: true, max: 90 },
    ),
    description: text(
      'For a page: one or two sentences for search results and link previews (empty: the site description of site.json). For a section: the text under its heading; a link or **bold** may be written in Markdown.',
      { optional: true, max: 320 },
    ),
    button: text('For a section: the words on its button or link, e.g. View all products.', { optional: true, max: 60 }),
  },
  checkRow: (row) => {
    if (row.section !== undefined) return [];
    if (row.page === SHOP_PAGE && row.title !== undefined) {
      return [{ column: 'title', message: `leave the title of the shop empty: it carries the title of ${SHOP_TITLE_FROM}, so the two cannot differ` }];
    }
    const unused = (['eyebrow', 'button'] as const).filter((column) => row[column] !== undefined);
    if (unused.length > 0) return unused.map((column) => ({ column, message: 'a page row has no place for it: only a section row shows it' }));
    return row.page !== SHOP_PAGE && row.title === undefined ? [{ column: 'title', message: emptyValue('column') }] : [];
  },
});

export type PageRecord = RecordOf<typeof pageCollection.fields>;
