import type { ManifestIcon } from '../assets/brand/brand-files.ts';
import type { Site } from '../content/site-model.ts';
import type { OutputSink } from '../output/output-sink.ts';
import { sitePolicy } from '../render/page-policy.ts';
import type { Route } from '../routes/route.ts';
import { buildBlogSearchData } from '../seo/blog-search-data.ts';
import { buildFeed } from '../seo/feed.ts';
import { buildHeaders } from '../seo/headers.ts';
import { buildRobots } from '../seo/robots.ts';
import { buildSitemap } from '../seo/sitemap.ts';
import { buildWebManifest } from '../seo/web-manifest.ts';
import { absoluteUrl } from '../shared/url-paths.ts';

/** The files about the site rather than of it: sitemap, robots.txt, the feed and the blog's search data, the web manifest and `_headers`. */
export async function writeSeoFiles(site: Site, routes: readonly Route[], icons: readonly ManifestIcon[], sink: OutputSink): Promise<void> {
  const { paths, origin } = site;
  await Promise.all([
    sink.write('sitemap.xml', buildSitemap(routes, origin)),
    sink.write('robots.txt', buildRobots(absoluteUrl(origin, paths.sitemap))),
    sink.write('blog/feed.xml', buildFeed(site)),
    sink.write('blog/posts.json', buildBlogSearchData(site)),
    sink.write('site.webmanifest', buildWebManifest(site, icons)),
    // The pages' meta tags carry this policy, each allowing its own head's CSS by hash (render/page-policy.ts).
    sink.write('_headers', buildHeaders(paths.base, sitePolicy(site))),
  ]);
}
