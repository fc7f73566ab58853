/**
 * A function of a name, made once per name. A catalogue repeats a few dozen colour, size and fabric
 * names over thousands of products, and each build asks for their address words many times over
 * (the page map, every listing's filters, the card data, the swatch check). The table is emptied
 * when it grows past any real catalogue's names, so a long `site dev` never holds more.
 */
export function rememberByName(make: (name: string) => string, limit = 10_000): (name: string) => string {
  const made = new Map<string, string>();
  return (name) => {
    let value = made.get(name);
    if (value === undefined) {
      if (made.size >= limit) made.clear();
      value = make(name);
      made.set(name, value);
    }
    return value;
  };
}
