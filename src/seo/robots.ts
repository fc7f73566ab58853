/** Lets every crawler in and points it at the sitemap (https://www.rfc-editor.org/rfc/rfc9309). */
export function buildRobots(sitemapUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
}
