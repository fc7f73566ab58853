/**
 * A label or section text of the owner's with its {placeholders} filled in:
 * fillWords('{product} saved', { product: 'Hoodie' }). A placeholder with no value stays as written.
 */
export function fillWords(words: string, values: Readonly<Record<string, string | number>>): string {
  return words.replace(/\{([a-z]+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
