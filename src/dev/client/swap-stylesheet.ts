/**
 * Replaces the page's stylesheet `from` with `to` without a reload: the new <link> goes in next to
 * the old one, and the old one is removed once the new one has loaded, so the page is never
 * unstyled and keeps its scroll position, open menus and form input. False when the page has no
 * such stylesheet (it then needs the ordinary reload check).
 */
export function swapStylesheet(from: string, to: string): boolean {
  const wanted = new URL(from, location.href).href;
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) => link.href === wanted);
  for (const old of links) {
    const next = old.cloneNode() as HTMLLinkElement;
    next.setAttribute('href', to);
    next.addEventListener('load', () => old.remove(), { once: true });
    // A stylesheet that fails to load would leave the page unstyled: keep the old one.
    next.addEventListener('error', () => next.remove(), { once: true });
    old.after(next);
  }
  return links.length > 0;
}
