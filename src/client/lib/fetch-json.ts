/**
 * Fetches a JSON file of the site and fails, rather than returning an error page's body, when the
 * server answers anything but 2xx: fetch() itself only rejects when no answer arrives at all.
 */
export async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Fetches every card data file of a product list and joins them; fails if any one cannot load. */
export async function fetchProductSets<T>(urls: readonly string[]): Promise<T[]> {
  const sets = await Promise.all(urls.map((url) => fetchJson<unknown>(url)));
  if (!sets.every(Array.isArray)) throw new Error('The card data is not a list of products');
  return (sets as T[][]).flat();
}
