import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Site } from '../content/site-model.ts';
import type { PageMeta } from '../page-api/page-meta.ts';
import type { Route } from '../routes/route.ts';
import { isMainIsland, type IslandName } from '../shared/island-names.ts';
import type { ImageVariants } from '../assets/image-variants.ts';
import type { ListingDataUrls } from '../listing/listing-data.ts';
import { createDigester, hashText } from '../incremental/digest.ts';
import { policyForMeta, type PolicyOptions } from '../seo/security-policy.ts';
import { endOfFirstView } from './first-view.ts';
import { currentMenuHref, navigation } from '../../templates/components/navigation.ts';
import { Head, type HeadProps } from '../../templates/layouts/Head.tsx';
import type { BrandFiles } from '../assets/brand/brand-files.ts';
import { ChromeAfter, ChromeBefore, MainContent } from '../../templates/layouts/SiteLayout.tsx';
import { DependencyRecorder, type RouteDependencies } from './dependency-tracking.ts';
import { joinSheets, pageStyleComposer, type PageSheets, type PageStyles } from '../assets/styles/compose-page-styles.ts';
import type { StylesheetCatalogue } from '../assets/styles/stylesheet-catalogue.ts';
import { FIRST_VIEW_END } from '../page-api/first-view.tsx';
import { PageContext, type PageContextValue } from '../page-api/page-context.ts';
import { createFragmentMemo } from './fragment-memo.ts';
import { LEADING_HINTS } from '../shared/leading-hints.ts';

export interface IslandAsset {
  /** URL of the island's entry module. */
  readonly src: string;
  /** URLs of the shared chunks it imports, preloaded so they download in parallel. */
  readonly imports: readonly string[];
  /** A classic script with all it imports (a main island: see build-islands.ts), not an ES module. */
  readonly classic: boolean;
}

/** What pages name besides themselves. */
export interface PageAssets {
  /** Every stylesheet a page can use: each page gets those its components declare (useStylesheet). */
  readonly stylesheets: StylesheetCatalogue;
  /** Address of the web fonts' stylesheet, asked for after the page has loaded (assets/fonts.ts). */
  readonly webFonts: string;
  readonly islands: ReadonlyMap<IslandName, IslandAsset>;
  readonly images: ImageVariants;
  readonly listingData: ListingDataUrls;
  readonly iconSprite: string;
  /** Shards of the search index (0: the build makes none). */
  readonly searchShards: number;
  /** The icons made from the favicon, and the logo's link-preview card (assets/brand/brand-files.ts). */
  readonly brand: BrandFiles;
}

export interface RenderedPage {
  readonly html: string;
  /**
   * For a page that names the listing card data (whose addresses change with every edit to a
   * product list): its HTML with placeholders for those addresses, and the fingerprint of
   * everything else it is made from. A later build whose only change to the page is a new data
   * address fills the placeholders in again instead of rendering the page (see TemplateCache).
   */
  readonly template?: { readonly html: string; readonly fingerprint: string };
  /** Every island the page uses, chrome included, sorted. */
  readonly islands: readonly IslandName[];
  /** What the page's own templates read besides their props (see dependency-tracking.ts). */
  readonly dependencies: RouteDependencies;
  /** The page's fingerprint (see PageRenderer.fingerprint), computed from what it read. */
  readonly fingerprint: string;
  /** The stylesheets its components and islands declared (see compose-page-styles.ts). */
  readonly stylesheets: PageSheets;
}

export interface PageRenderer {
  render(route: Route): RenderedPage;
  /** The page from a template made by an earlier build (see RenderedPage.template). */
  fill(template: string): string;
  /** The fingerprint of a page's template: its fingerprint without the card data's addresses. */
  templateFingerprint(route: Route, page: PageUses): string;
  /**
   * A fingerprint of everything a page is made from: the code, its address and props, the chrome
   * and head around it, and the parts of the site, images and island bundles it read when it was
   * last rendered. Equal fingerprints mean equal bytes, so a build may keep the page it has.
   */
  fingerprint(route: Route, page: PageUses): string;
  /** A page's CSS, from the stylesheets it used (the same for every page that used the same). */
  styles(route: Route, sheets: PageSheets): PageStyles;
}

/** What a page used when it was rendered, besides its route: what its fingerprint is computed from. */
export interface PageUses {
  readonly dependencies: RouteDependencies;
  readonly islands: readonly IslandName[];
  readonly stylesheets: PageSheets;
}

interface Fragment {
  readonly html: string;
  readonly islands: readonly IslandName[];
  /** Resource hints React put before the markup (image preloads); they go into the head. */
  readonly hints: string;
  /** The stylesheets its components declared, each true when declared in the first view. */
  readonly stylesheets: ReadonlyMap<string, boolean>;
}

const CHARSET = '<head><meta charSet="utf-8"/>';

/**
 * Makes the page renderer of one build. The header and footer are about half of a product page's
 * markup and the same on thousands of pages, so each distinct rendering of them is kept and reused
 * (with the islands it used) instead of being rendered again for every page.
 */
export function createRenderer(site: Site, assets: PageAssets, codeVersion = '', { record = true, fragmentMemo = createFragmentMemo() } = {}): PageRenderer {
  const fragments = new Map<string, Fragment>();
  const menu = navigation(site);
  const digestOf = createDigester();
  const baseContext = {
    site,
    islands: new Set<IslandName>(),
    images: assets.images,
    listingData: assets.listingData,
    iconSprite: assets.iconSprite,
    searchShards: assets.searchShards,
    stylesheets: new Map<string, boolean>(),
    firstView: false,
    fragments: fragmentMemo,
  };
  const composeStyles = pageStyleComposer(assets.stylesheets, site.paths);
  const policies = new Map<string, string>();
  const policyOf = (hash: string) => {
    let meta = policies.get(hash);
    if (meta === undefined) {
      meta = policyMetaOf(site, hash);
      policies.set(hash, meta);
    }
    return meta;
  };
  // Everything every page's head and chrome share, fingerprinted once.
  const defaultShare = site.settings.shareImage ? assets.images.get(site.settings.shareImage.image) : undefined;
  const { logo, logoLight } = site.settings.brand;
  const brandImages = [logo, logoLight].map((image) => (image ? assets.images.get(image) : undefined));
  const shared = digestOf([
    codeVersion,
    site.settings,
    site.origin,
    site.paths.base,
    assets.webFonts,
    assets.iconSprite,
    site.buildYear,
    defaultShare,
    // What pages name of the brand files: the icons' fixed addresses and the link-preview card, not
    // the manifest's icons (a new favicon changes those files, and no page).
    { ico: assets.brand.icons.ico, svg: assets.brand.icons.svg, appleTouch: assets.brand.icons.appleTouch, card: assets.brand.card },
    brandImages,
  ]);
  const chromeDigests = new Map<string, string>();
  // The icon sprite's hashed URL is on <html> so browser code can draw the same icons. The
  // language is a canonical BCP 47 tag (letters, digits and hyphens: language-tag.ts), safe in an attribute.
  const root = `<html lang="${site.settings.language}" data-icon-sprite="${assets.iconSprite}">`;

  const renderFragment = (element: ReactElement, context: PageContextValue, firstView = false): Fragment => {
    const islands = new Set<IslandName>();
    const stylesheets = new Map<string, boolean>();
    const markup = renderToStaticMarkup(createElement(PageContext.Provider, { value: { ...context, islands, stylesheets, firstView } }, element));
    const hints = LEADING_HINTS.exec(markup)?.[0] ?? '';
    return { html: markup.slice(hints.length), islands: [...islands], hints, stylesheets };
  };
  const chrome = (route: Route): { before: Fragment; after: Fragment; digest: string } => {
    const key = currentMenuHref(menu, route.path) ?? '';
    const cached = fragments.get(`before ${key}`);
    const context: PageContextValue = { ...baseContext, path: route.path };
    // What comes before <main> (the header) is in every page's first view.
    const before = cached ?? renderFragment(createElement(ChromeBefore), context, true);
    if (!cached) fragments.set(`before ${key}`, before);
    let after = fragments.get('after');
    if (!after) {
      after = renderFragment(createElement(ChromeAfter), context);
      fragments.set('after', after);
    }
    let digest = chromeDigests.get(key);
    if (digest === undefined) {
      digest = hashText(
        [before.html, before.islands.join(','), before.hints, after.html, after.islands.join(','), after.hints, ...[before, after].map(sheetsText)].join('\n'),
      );
      chromeDigests.set(key, digest);
    }
    return { before, after, digest };
  };

  // Thousands of pages read the same parts of the site and use the same islands: each distinct
  // list is fingerprinted once per build.
  const lists = new Map<string, string>();
  const listDigest = (kind: string, keys: readonly string[], value: (key: string) => unknown): string => {
    const id = `${kind}:${keys.join(',')}`;
    let digest = lists.get(id);
    if (digest === undefined) {
      digest = keys.map((key) => `${key}=${digestOf(value(key))}`).join(';');
      lists.set(id, digest);
    }
    return digest;
  };
  const siteParts = site as unknown as Record<string, unknown>;
  const fingerprintOf = (route: Route, { dependencies, islands, stylesheets }: PageUses, withData: boolean): string => {
    const styles = composeStyles(route.stylesheet, stylesheets);
    return hashText(
      [
        shared,
        route.stylesheet,
        // The page's CSS: its head's rules and the address of the rest (which names their digest).
        styles.hash,
        styles.rest.href,
        route.path,
        route.file,
        digestOf(route.meta),
        digestOf(route.props),
        chrome(route).digest,
        route.meta.image === undefined ? '' : digestOf(assets.images.get(route.meta.image)),
        listDigest('site', dependencies.site, (key) => siteParts[key]),
        dependencies.images.map((key) => `${key}=${digestOf(assets.images.get(key))}`).join(';'),
        withData ? listDigest('lists', dependencies.listingData, (key) => assets.listingData.get(key as never)) : dependencies.listingData.join(','),
        listDigest('islands', islands, (name) => assets.islands.get(name as IslandName)),
      ].join('\n'),
    );
  };

  const fingerprint = (route: Route, page: PageUses) => fingerprintOf(route, page, true);
  const templateFingerprint = (route: Route, page: PageUses) => fingerprintOf(route, page, false);
  // The templates see placeholders for the card data's addresses; `fill` puts the addresses in.
  const placeholders = new Map([...assets.listingData.keys()].map((key) => [key, `@@listing-data:${key}@@`] as const));
  const fill = (template: string) => template.replace(/@@listing-data:([a-z]+)@@/g, (token, key: string) => assets.listingData.get(key as never) ?? token);

  const render = (route: Route): RenderedPage => {
    const { before, after } = chrome(route);
    // The page's own templates see a site, images and card data that record what they read;
    // a build that keeps no record for the next one (--no-cache) skips that work.
    const recorder = new DependencyRecorder();
    const context: PageContextValue = record
      ? {
          ...baseContext,
          site: recorder.trackSite(site),
          path: route.path,
          images: recorder.trackImages(assets.images),
          listingData: recorder.trackListingData(placeholders),
          get iconSprite() {
            recorder.readIconSprite();
            return assets.iconSprite;
          },
        }
      : { ...baseContext, path: route.path };
    // The body renders before the head, so the island collector knows which islands the page used
    // before the head links their scripts.
    const main = renderFragment(createElement(MainContent, null, createElement(route.component, route.props)), context);
    const parts = [before, main, after];
    const islands = new Set(parts.flatMap((part) => part.islands));
    const stylesheets = pageSheets(parts, islands, assets.stylesheets);
    const styles = composeStyles(route.stylesheet, stylesheets);
    // Only the high-priority picture of the first view is hinted in the head. An eager picture of
    // normal priority (the rest of a grid's first row) is asked for where the parser finds it: hinted,
    // a phone would fetch it before its first paint though it lies below the phone's fold.
    const hints = [...new Set(parts.flatMap((part) => part.hints.match(/<link[^>]*>/g) ?? []))]
      .filter((hint) => hint.includes('fetchPriority="high"'))
      .join('');
    // The rest of the page's CSS is linked right after the first view: it holds back what follows,
    // so nothing shows unstyled, and never the first view, whose CSS is in the head.
    const firstViewEnd = main.html.indexOf(FIRST_VIEW_END);
    if (firstViewEnd === -1) throw new Error(`${route.file}: its page renders no <FirstView>, so its first view's CSS cannot be put in its head`);
    // Low priority asks for the normal stylesheet priority (High), not the render-blocking one
    // (VeryHigh) a stylesheet gets by default: it must not compete with the first view's image.
    const rest = `<link rel="stylesheet" href="${styles.rest.href}" fetchpriority="low"/>`;
    // The web fonts: browser code links them once the page has loaded (src/client/lib/load-web-fonts.ts);
    // without JavaScript, this link at the very end, which holds nothing back.
    const fonts = `<noscript data-web-fonts="${assets.webFonts}"><link rel="stylesheet" href="${assets.webFonts}"/></noscript>`;
    const bodyWithoutScripts = `${before.html}${main.html.slice(0, firstViewEnd)}${rest}${main.html.slice(firstViewEnd + FIRST_VIEW_END.length)}${after.html}${fonts}`;

    const used = [...islands].sort();
    const bundle = (name: IslandName) => {
      const asset = assets.islands.get(name);
      if (!asset) throw new Error(`The island "${name}" has no bundle; add src/client/islands/${name}.ts`);
      return asset;
    };
    // What the visitor can use in the first view runs at once: the chrome, and an island whose
    // markup is in the first view (the home banner's bullets). A page's main island (MAIN_ISLANDS)
    // runs as soon as the parser has passed its controls. The others wait for the load event, and
    // the chrome, which loads them, comes first.
    const firstView = `${before.html}${main.html.slice(0, endOfFirstView(main.html))}`;
    const waits = (name: IslandName) => name !== 'chrome' && used.includes('chrome') && !firstView.includes(`data-island="${name}"`);
    const soon = used.filter(isMainIsland);
    const now = [...used.filter((name) => name === 'chrome'), ...used.filter((name) => name !== 'chrome' && !isMainIsland(name) && !waits(name))];
    const later = used.filter((name) => waits(name) && !isMainIsland(name));
    const chunksOf = (names: readonly IslandName[]) => new Set(names.flatMap((name) => bundle(name).imports));
    const preloads = chunksOf(now);
    const scripts = {
      now: now.map((name) => bundle(name).src),
      preloads: [...preloads],
      later: later.map((name) => bundle(name).src),
      laterChunks: [...chunksOf(later)].filter((chunk) => !preloads.has(chunk)),
    };
    // A main island's script is asked for from the head, at high priority, so it downloads while
    // the page is parsed; it runs from an async script at the start of <main> (placeScripts). It is
    // a classic script with all its code (see build-islands.ts: a module runs later).
    const soonPreloads = soon
      .map((name) => {
        if (!bundle(name).classic) throw new Error(`The main island "${name}" was built as a module; build-islands.ts makes main islands classic scripts`);
        return `<link rel="preload" as="script" href="${bundle(name).src}" fetchpriority="high"/>`;
      })
      .join('');
    const body = placeScripts(
      bodyWithoutScripts,
      soon.map((name) => bundle(name).src),
    );
    const share = shareOf(route.meta, site, assets);
    const head = renderToStaticMarkup(
      createElement(Head, {
        meta: route.meta,
        settings: site.settings,
        path: route.path,
        paths: site.paths,
        origin: site.origin,
        styles: { name: styles.name, css: styles.inline },
        scripts,
        icons: assets.brand.icons,
        ...(share ? { share } : {}),
      }),
    );
    if (!head.endsWith('</head>') || !head.startsWith(CHARSET)) throw new Error('Head must render one <head> element that starts with the charset');
    // The first view's images are hinted right after the page's CSS, before the scripts,
    // which do not hold up the first paint.
    const scriptsAt = head.search(/<link rel="modulepreload"|<script /);
    const at = scriptsAt === -1 ? head.length - '</head>'.length : scriptsAt;
    // React puts the charset, the viewport and the stylesheet first in the head; the policy goes right
    // after the charset, ahead of every resource the page names, so it governs all of them. It holds
    // the hash of the page's head CSS.
    const document = `${CHARSET}${policyOf(styles.hash)}${head.slice(CHARSET.length, at)}${hints}${soonPreloads}${head.slice(at)}<body>${body}</body>`;
    const dependencies = recorder.result();
    const html = `<!doctype html>${root}${document}</html>`;
    if (!record) return { html, islands: used, dependencies, fingerprint: '', stylesheets };
    const uses = { dependencies, islands: used, stylesheets };
    return {
      stylesheets,
      html: dependencies.listingData.length > 0 ? fill(html) : html,
      islands: used,
      dependencies,
      fingerprint: fingerprint(route, uses),
      ...(dependencies.listingData.length > 0 ? { template: { html, fingerprint: templateFingerprint(route, uses) } } : {}),
    };
  };

  return { render, fingerprint, fill, templateFingerprint, styles: (route, sheets) => composeStyles(route.stylesheet, sheets) };
}

function sheetsText(fragment: Fragment): string {
  return [...fragment.stylesheets].map(([name, first]) => `${name}${first ? '!' : ''}`).join(',');
}

/**
 * The stylesheets a page uses: those its components declared (in its first view, or after it), and
 * those of the islands it runs, which are the islands' own (src/client/islands/{name}.css) and come
 * with the rest. A sheet declared in the first view and again later is in the first view only.
 */
function pageSheets(parts: readonly Fragment[], islands: ReadonlySet<IslandName>, catalogue: StylesheetCatalogue): PageSheets {
  const first = new Set<string>();
  const rest = new Set<string>();
  for (const part of parts) for (const [name, inFirstView] of part.stylesheets) (inFirstView ? first : rest).add(name);
  for (const island of islands) {
    const sheet = `src/client/islands/${island}.css`;
    if (catalogue.sheets.has(sheet)) rest.add(sheet);
  }
  return { first: joinSheets(first), rest: joinSheets([...rest].filter((name) => !first.has(name))) };
}

/**
 * Puts the main islands' script elements at the start of <main>. An async script runs once it has
 * arrived and the browser has a moment for it; from there, that wait overlaps the parsing of the
 * markup the island enhances, and the island takes it once it is parsed (client/lib/on-island-parsed.ts).
 */
function placeScripts(body: string, scripts: readonly string[]): string {
  if (scripts.length === 0) return body;
  const elements = scripts.map((src) => `<script async="" src="${src}"></script>`).join('');
  const main = /<main\b[^>]*>/.exec(body);
  if (!main) throw new Error('A page with a main island must have a <main> element for its script');
  const at = main.index + main[0].length;
  return `${body.slice(0, at)}${elements}${body.slice(at)}`;
}

/**
 * The policy of the whole site, which _headers sends with every page: it allows every page's head
 * CSS. A page's meta tag carries the same policy with its own head's hash alone (policyMetaOf); a
 * browser enforces both, so a page's head is allowed and no other.
 */
export function sitePolicy(site: Site, styles: ReadonlyMap<string, Pick<PageStyles, 'hash'>>): PolicyOptions {
  return policyAllowing(site, [...new Set([...styles.values()].map((sheet) => sheet.hash))].sort());
}

function policyAllowing(site: Site, styleHashes: readonly string[]): PolicyOptions {
  return { newsletterAction: site.settings.newsletterAction, styleHashes };
}

/** The policy's <meta> element of the pages whose head CSS has `hash`. */
export function policyMetaOf(site: Site, hash: string): string {
  return renderToStaticMarkup(
    createElement('meta', {
      httpEquiv: 'Content-Security-Policy',
      content: policyForMeta(policyAllowing(site, [hash])),
    }),
  );
}

/**
 * The picture a link to the page shows: the page's own, else the site's default share picture,
 * each as the JPEG prepareImages made for sharing (never the original, never an SVG); else the
 * logo on a card (brand-files.ts), so that a link never shows a blank square.
 */
function shareOf(meta: PageMeta, site: Site, { images, brand }: Pick<PageAssets, 'images' | 'brand'>): HeadProps['share'] {
  const own = meta.image ? images.get(meta.image)?.share : undefined;
  if (own) return { ...own, alt: meta.imageAlt ?? meta.title };
  const fallback = site.settings.shareImage;
  const made = fallback ? images.get(fallback.image)?.share : undefined;
  return fallback && made ? { ...made, alt: fallback.alt } : { ...brand.card, alt: site.settings.name };
}
