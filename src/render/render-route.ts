import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Site } from '../content/site-model.ts';
import type { Route } from '../routes/route.ts';
import type { IslandName } from '../shared/island-names.ts';
import type { ImageVariants } from '../assets/image-variants.ts';
import type { ListingDataUrls } from '../listing/listing-data.ts';
import { Head } from '../../templates/layouts/Head.tsx';
import { SiteLayout } from '../../templates/layouts/SiteLayout.tsx';
import { PageContext } from './page-context.ts';

export interface IslandAsset {
  /** URL of the island's entry module. */
  readonly src: string;
  /** URLs of the shared chunks it imports, preloaded so they download in parallel. */
  readonly imports: readonly string[];
}

export interface PageAssets {
  readonly stylesheet: string;
  readonly fontPreloads: readonly string[];
  readonly islands: ReadonlyMap<IslandName, IslandAsset>;
  readonly images: ImageVariants;
  readonly listingData: ListingDataUrls;
  readonly iconSprite: string;
}

export interface RenderedPage {
  readonly html: string;
  readonly islands: readonly IslandName[];
}

/**
 * Renders one route to a complete HTML document. The body renders first, so that the island
 * collector knows which islands the page used before the head links their scripts.
 */
export function renderRoute(route: Route, site: Site, assets: PageAssets): RenderedPage {
  const islands = new Set<IslandName>();
  const context = { site, path: route.path, islands, images: assets.images, listingData: assets.listingData, iconSprite: assets.iconSprite };
  const body = renderToStaticMarkup(
    createElement(PageContext.Provider, { value: context }, createElement(SiteLayout, null, createElement(route.component, route.props))),
  );

  const used = [...islands].sort();
  const scripts: string[] = [];
  const preloads = new Set<string>();
  for (const name of used) {
    const asset = assets.islands.get(name);
    if (!asset) throw new Error(`The island "${name}" has no bundle; add src/client/islands/${name}.ts`);
    scripts.push(asset.src);
    for (const chunk of asset.imports) preloads.add(chunk);
  }
  const image = route.meta.image ? (assets.images.get(route.meta.image)?.src ?? `/${route.meta.image}`) : undefined;
  const head = renderToStaticMarkup(
    createElement(Head, {
      meta: route.meta,
      settings: site.settings,
      path: route.path,
      stylesheet: assets.stylesheet,
      fontPreloads: assets.fontPreloads,
      scripts,
      preloads: [...preloads],
      ...(image ? { image } : {}),
    }),
  );
  // The icon sprite's hashed URL is on <html> so browser code can draw the same icons.
  return { html: `<!doctype html><html lang="en" data-icon-sprite="${assets.iconSprite}">${head}<body>${body}</body></html>`, islands: used };
}
