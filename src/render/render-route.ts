import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Site } from '../content/site-model.ts';
import type { Route } from '../routes/route.ts';
import type { IslandName } from '../shared/island-names.ts';
import type { ImageVariants } from '../assets/image-variants.ts';
import type { ListingDataUrls } from '../listing/listing-data.ts';
import { currentMenuHref, navigation } from '../../templates/components/navigation.ts';
import { policyForMeta } from '../seo/security-policy.ts';
import { Head } from '../../templates/layouts/Head.tsx';
import { ChromeAfter, ChromeBefore, MainContent } from '../../templates/layouts/SiteLayout.tsx';
import { PageContext, type PageContextValue } from './page-context.ts';

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

interface Fragment {
  readonly html: string;
  readonly islands: readonly IslandName[];
  /** Resource hints React put before the markup (image preloads); they go into the head. */
  readonly hints: string;
}

const CHARSET = '<head><meta charSet="utf-8"/>';

// React writes a <link rel="preload"> for each eagerly loaded image at the start of what it renders.
const LEADING_HINTS = /^(?:<link rel="preload"[^>]*\/>)+/;

/**
 * Makes the page renderer of one build. The header and footer are about half of a product page's
 * markup and the same on thousands of pages, so each distinct rendering of them is kept and reused
 * (with the islands it used) instead of being rendered again for every page.
 */
export function createRenderer(site: Site, assets: PageAssets): (route: Route) => RenderedPage {
  const fragments = new Map<string, Fragment>();
  const menu = navigation(site.paths);
  // React puts the charset, the viewport and the stylesheet first in the head; the policy goes right
  // after the charset, ahead of every resource the page names, so it governs all of them.
  const policyMeta = renderToStaticMarkup(createElement('meta', { httpEquiv: 'Content-Security-Policy', content: policyForMeta({ newsletterAction: site.settings.newsletterAction }) }));

  const renderFragment = (element: ReactElement, context: PageContextValue): Fragment => {
    const islands = new Set<IslandName>();
    const markup = renderToStaticMarkup(createElement(PageContext.Provider, { value: { ...context, islands } }, element));
    const hints = LEADING_HINTS.exec(markup)?.[0] ?? '';
    return { html: markup.slice(hints.length), islands: [...islands], hints };
  };
  const shared = (key: string, element: ReactElement, context: PageContextValue): Fragment => {
    let fragment = fragments.get(key);
    if (!fragment) {
      fragment = renderFragment(element, context);
      fragments.set(key, fragment);
    }
    return fragment;
  };

  return (route) => {
    // Each fragment collects its islands into a set of its own (see renderFragment).
    const context: PageContextValue = { site, path: route.path, islands: new Set(), images: assets.images, listingData: assets.listingData, iconSprite: assets.iconSprite };
    // The body renders before the head, so the island collector knows which islands the page used
    // before the head links their scripts.
    const parts = [
      shared(`before ${currentMenuHref(menu, route.path) ?? ''}`, createElement(ChromeBefore), context),
      renderFragment(createElement(MainContent, null, createElement(route.component, route.props)), context),
      shared('after', createElement(ChromeAfter), context),
    ];
    const islands = new Set(parts.flatMap((part) => part.islands));
    const hints = [...new Set(parts.flatMap((part) => part.hints.match(/<link[^>]*>/g) ?? []))].join('');
    const body = parts.map((part) => part.html).join('');

    const used = [...islands].sort();
    const scripts: string[] = [];
    const preloads = new Set<string>();
    for (const name of used) {
      const asset = assets.islands.get(name);
      if (!asset) throw new Error(`The island "${name}" has no bundle; add src/client/islands/${name}.ts`);
      scripts.push(asset.src);
      for (const chunk of asset.imports) preloads.add(chunk);
    }
    const image = route.meta.image ? (assets.images.get(route.meta.image)?.src ?? site.paths.asset(route.meta.image)) : undefined;
    const head = renderToStaticMarkup(
      createElement(Head, {
        meta: route.meta,
        settings: site.settings,
        path: route.path,
        paths: site.paths,
        origin: site.origin,
        stylesheet: assets.stylesheet,
        fontPreloads: assets.fontPreloads,
        scripts,
        preloads: [...preloads],
        ...(image ? { image } : {}),
      }),
    );
    if (!head.endsWith('</head>') || !head.startsWith(CHARSET)) throw new Error('Head must render one <head> element that starts with the charset');
    // The first view's images are fetched right after the stylesheet and fonts, before the scripts,
    // which do not hold up the first paint.
    const scriptsAt = head.search(/<link rel="modulepreload"|<script /);
    const at = scriptsAt === -1 ? head.length - '</head>'.length : scriptsAt;
    const document = `${CHARSET}${policyMeta}${head.slice(CHARSET.length, at)}${hints}${head.slice(at)}<body>${body}</body>`;
    // The icon sprite's hashed URL is on <html> so browser code can draw the same icons.
    return { html: `<!doctype html><html lang="en" data-icon-sprite="${assets.iconSprite}">${document}</html>`, islands: used };
  };
}

/** Renders one route to a complete HTML document (a renderer of its own; builds use createRenderer). */
export function renderRoute(route: Route, site: Site, assets: PageAssets): RenderedPage {
  return createRenderer(site, assets)(route);
}
