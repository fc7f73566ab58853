/**
 * Alphabetical order as an English reader expects it, with numbers by value (gallery-2 before
 * gallery-10). The locale is named rather than left to localeCompare, which follows the build
 * machine's language settings: a tie broken on the owner's laptop must be broken the same way on
 * the host that publishes the site. https://tc39.es/ecma402/#sec-collator-comparestrings
 */
const collator = new Intl.Collator('en', { numeric: true });

export function compareText(a: string, b: string): number {
  // Texts the collation counts as equal (the same letters in another Unicode form) still get an order.
  return collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}
