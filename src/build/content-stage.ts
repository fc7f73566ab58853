import path from 'node:path';
import { findSampleIdentity } from '../content/find-sample-identity.ts';
import { imageReferences } from '../content/image-references.ts';
import { linkReferences } from '../content/link-references.ts';
import { loadCollections } from '../content/load-collections.ts';
import type { ContentCache } from '../content/load-csv-collection.ts';
import { buildSiteModel, type Site } from '../content/site-model.ts';
import { unswatchedColoursWarning } from '../content/unswatched-colours.ts';
import { ContentError } from '../errors/content-error.ts';
import { BuildCache } from '../incremental/build-cache.ts';
import type { BuildState } from '../incremental/build-state.ts';
import { checkRoutes } from '../routes/check-routes.ts';
import { buildRouteTable } from '../routes/route-table.ts';
import { reuseRoutes } from './reuse-routes.ts';
import { normalizeBasePath } from '../shared/url-paths.ts';
import type { BuildOptions, CheckResult, ModelMade } from './build-options.ts';
import { PROJECT_ROOT } from './project.ts';

/**
 * Loads, validates and cross-checks all content and builds the page map, without writing
 * anything. Throws a ContentError listing every problem found.
 */
export async function checkSite(options: BuildOptions, cache?: ContentCache, onModel?: (site: Site, made: ModelMade) => void): Promise<CheckResult> {
  const publicDir = options.publicDir ?? path.join(PROJECT_ROOT, 'public');
  const buildCache = options.cache ?? new BuildCache();
  const { content, issues } = await loadCollections(options.contentDir, cache);
  if (issues.length > 0 || !content.settings) throw new ContentError(issues);
  const pictures = await buildCache.pictures();
  const referenceIssues = await linkReferences(content, options.contentDir, publicDir, pictures);
  if (referenceIssues.length > 0) throw new ContentError(referenceIssues);

  const settings = options.baseUrl ? { ...content.settings, baseUrl: options.baseUrl.replace(/\/+$/, '') } : content.settings;
  const model = { now: (options.now ?? new Date()).toISOString(), ...(options.basePath !== undefined ? { base: normalizeBasePath(options.basePath) } : {}) };
  const site = buildSiteModel({ ...content, settings }, { now: new Date(model.now), ...(model.base ? { base: model.base } : {}) });
  if (onModel) {
    onModel(site, { content: { ...content, settings }, model });
    // What the caller started with the model (the search indexers, the render threads) gets going before the page map.
    await new Promise((resolve) => setImmediate(resolve));
  }
  // A build that keeps no state for the next (--no-cache) fingerprints no page, so its routes need
  // not be frozen and digested for reuse: 0.2 s of a 10,000-product build, before any page.
  const table = buildRouteTable(site);
  const routes = buildCache.state ? reuseRoutes(table, buildCache.routes) : table;
  const routeIssues = checkRoutes(routes, site);
  if (routeIssues.length > 0) throw new ContentError(routeIssues);
  const sampleIdentity = await findSampleIdentity(
    { ...content, settings },
    { contentDir: options.contentDir, publicDir, baseUrlGiven: Boolean(options.baseUrl) },
  );
  if (options.strict && sampleIdentity.length > 0) throw new ContentError(sampleIdentity);
  const colourWarning = unswatchedColoursWarning(site);
  return {
    sampleIdentity,
    warnings: colourWarning === undefined ? [] : [colourWarning],
    site,
    routes,
    images: [...new Set(imageReferences(content, options.contentDir).map((reference) => reference.image))],
    content: { ...content, settings },
    model,
  };
}

/**
 * The state's validated content as the content loaders see it. `used` holds the entries this
 * build used, found or made: the next state keeps those and forgets the others.
 */
export function contentCacheOf(state: BuildState): { readonly cache: ContentCache; readonly used: Map<string, unknown> } {
  const used = new Map<string, unknown>();
  const cache: ContentCache = {
    get: (key) => {
      const value = state.content.get(key);
      if (value !== undefined) used.set(key, value);
      return value;
    },
    set: (key, value) => void used.set(key, value),
    previous: (prefix) => {
      for (const [key, value] of state.content) if (key.startsWith(prefix)) return value;
      return undefined;
    },
  };
  return { cache, used };
}
