interface Swap {
  readonly name: string;
  readonly first: string;
  readonly rest: { readonly from: string; readonly to: string };
}

/**
 * Replaces the page's CSS with a new version without a reload. A page carries its first view's CSS
 * in a <style data-styles="{kind of page}"> element and links the rest; the new first-view CSS comes
 * as a file, which the Content-Security-Policy allows from the site itself (a changed <style> would
 * need a hash the page's policy does not have). Each new <link> goes in next to the element it
 * replaces, which is removed once the new CSS has loaded, so the page is never unstyled and keeps
 * its scroll position, open menus and form input. False when the page is of another kind (it then
 * needs the ordinary reload check).
 */
export function swapStylesheet(swap: Swap): boolean {
  const first = document.querySelector<HTMLElement>(`[data-styles="${CSS.escape(swap.name)}"]`);
  if (!first) return false;
  replace(first, swap.first, swap.name);
  const wanted = new URL(swap.rest.from, location.href).href;
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    if (link.href === wanted) replace(link, swap.rest.to);
  }
  return true;
}

function replace(current: HTMLElement, href: string, name?: string): void {
  const next = document.createElement('link');
  next.rel = 'stylesheet';
  next.href = href;
  if (name) next.dataset.styles = name;
  next.addEventListener('load', () => current.remove(), { once: true });
  // A stylesheet that fails to load would leave the page unstyled: keep the current one.
  next.addEventListener('error', () => next.remove(), { once: true });
  current.after(next);
}
