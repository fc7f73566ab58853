/**
 * A function made once per argument. A catalogue repeats a few dozen colour, size and fabric names
 * and a few hundred prices over thousands of products, and each build asks for their address words
 * and written prices many times over (the page map, every listing's filters, the card data, the
 * swatch check). The table is emptied when it grows past any real catalogue's values, so a long
 * `site dev` or an open tab never holds more.
 */
export function rememberMade<K, V>(make: (key: K) => V, limit = 10_000): (key: K) => V {
  const made = new Map<K, V>();
  return (key) => {
    let value = made.get(key);
    if (value === undefined) {
      if (made.size >= limit) made.clear();
      value = make(key);
      made.set(key, value);
    }
    return value;
  };
}
