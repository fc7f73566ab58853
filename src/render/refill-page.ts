import type { ProductList } from '../content/schemas/product.ts';
import type { PageRecord as RouteRecord } from './page-record.ts';
import type { ListingDataUrls, ListingFile } from '../listing/listing-data.ts';
import { isFolderSink, type OutputSink } from '../output/output-sink.ts';
import type { Route } from '../routes/route.ts';
import type { PageRenderer } from './render-route.ts';

/** One listing card data address a page names: the one it was written with, and today's. */
export interface AddressChange {
  readonly from: string;
  readonly to: string;
}

/**
 * A page an earlier build wrote, with the listing card data addresses it was written with replaced
 * by today's: for a page whose only change is those addresses (its template fingerprint is the
 * same), this gives the bytes rendering would, at a hundredth of the cost. After an edit to one
 * product, the hundred-odd listing pages of its lists are made this way instead of rendered.
 *
 * The addresses are content-hashed file names that nothing else on a page can spell, and the page
 * must name them exactly as often as its template had placeholders for them (`expected`);
 * otherwise (a file edited by hand, an address written in another form) undefined: render it.
 */
export function refillPage(page: string, changes: readonly AddressChange[], expected: number): string | undefined {
  let found = 0;
  for (const { from } of changes) {
    if (from === '') return undefined;
    found += occurrences(page, from);
  }
  if (found !== expected) return undefined;
  return changes.reduce((html, { from, to }) => (from === to ? html : html.replaceAll(from, () => to)), page);
}

function occurrences(text: string, part: string): number {
  let count = 0;
  for (let at = text.indexOf(part); at !== -1; at = text.indexOf(part, at + part.length)) count += 1;
  return count;
}

/** What the state keeps of a page's template: its fingerprint, and how often it names card data. */
export function templateRecord(template: { readonly html: string; readonly fingerprint: string }): NonNullable<RouteRecord['template']> {
  return { fingerprint: template.fingerprint, addresses: occurrences(template.html, '@@listing-data:') };
}

/**
 * The page the previous build wrote, with today's card data addresses, when nothing else it is made
 * from changed (its template fingerprint is the one recorded then); undefined when it must be rendered.
 */
export function refillFromPrevious(
  route: Route,
  known: RouteRecord,
  renderer: PageRenderer,
  sink: OutputSink,
  then: ReadonlyMap<string, ListingFile>,
  now: ListingDataUrls,
): string | undefined {
  if (!known.template || !isFolderSink(sink)) return undefined;
  if (renderer.templateFingerprint(route, known) !== known.template.fingerprint) return undefined;
  const changes = known.dependencies.listingData.map((key) => ({ from: then.get(key)?.url ?? '', to: now.get(key as ProductList | 'shop') ?? '' }));
  if (changes.some(({ to }) => to === '')) return undefined;
  const page = sink.readKept(route.file);
  return page === undefined ? undefined : refillPage(page, changes, known.template.addresses);
}
