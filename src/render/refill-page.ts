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
