import type { Route } from '../routes/route.ts';
import { absoluteUrl } from '../shared/url-paths.ts';
import { xmlEscape } from './xml-escape.ts';

/** Every indexable page, per https://www.sitemaps.org/protocol.html; route paths carry the base path. */
export function buildSitemap(routes: readonly Route[], origin: string): string {
  const urls = routes
    .filter((route) => !route.meta.noindex && route.path.endsWith('/'))
    .map((route) => `<url><loc>${xmlEscape(absoluteUrl(origin, route.path))}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
