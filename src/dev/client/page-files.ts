import { splitAddresses } from '../../shared/address-list.ts';

/**
 * The site files this page is made of, relative to the site folder as the builder names them:
 * its own HTML file and every same-origin script, stylesheet, font, image and fetch it loaded
 * (the browser's resource timing list), plus the files its elements point to that may not have
 * loaded yet (a lazy image, a module preload). A build that wrote or removed none of them leaves
 * this page as it is.
 */
export function pageFiles(base: string, ownFile: string): Set<string> {
  const addresses = [
    ...performance.getEntriesByType('resource').map((entry) => entry.name),
    ...[...document.querySelectorAll<HTMLLinkElement>('link[href]')].filter((link) => USED_LINKS.test(link.rel)).map((link) => link.href),
    ...[...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => script.src),
    // The islands and chunks the chrome loads after the load event, which may not have loaded yet.
    ...[...document.querySelectorAll<HTMLScriptElement>('script[data-islands], script[data-chunks]')].flatMap((script) => [
      ...splitAddresses(script.dataset.islands),
      ...splitAddresses(script.dataset.chunks),
    ]),
    ...[...document.querySelectorAll<HTMLImageElement>('img')].flatMap((image) => [image.currentSrc, image.src]),
  ];
  const files = new Set([ownFile]);
  for (const address of addresses) {
    const file = siteFile(address, base);
    if (file !== undefined) files.add(file);
  }
  return files;
}

// rel="canonical", "alternate" (the feed) and "manifest" name files the page does not show.
const USED_LINKS = /\b(stylesheet|preload|modulepreload|icon)\b/i;

/** `/shop-site/about/` → `about/index.html`; undefined for another origin or outside the base path. */
function siteFile(address: string, base: string): string | undefined {
  if (address === '') return undefined;
  const url = new URL(address, location.href);
  if (url.origin !== location.origin || !url.pathname.startsWith(base)) return undefined;
  let relative: string;
  try {
    relative = decodeURIComponent(url.pathname.slice(base.length));
  } catch {
    return undefined;
  }
  return relative === '' || relative.endsWith('/') ? `${relative}index.html` : relative;
}
