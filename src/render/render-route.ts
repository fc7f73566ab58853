import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Site } from '../content/site-model.ts';
import type { Route } from '../routes/route.ts';
import type { IslandName } from '../shared/island-names.ts';
import type { ImageVariants } from '../assets/image-variants.ts';
import type { ListingDataUrls } from '../listing/listing-data.ts';
import { createDigester, hashText } from '../incremental/digest.ts';
import { endOfFirstScreen } from './first-screen.ts';
import { Head } from '../../templates/layouts/Head.tsx';
import type { BrandFiles } from '../assets/brand/brand-files.ts';
import { MainContent } from '../../templates/layouts/SiteLayout.tsx';
import { DependencyRecorder, type RouteDependencies } from './dependency-tracking.ts';
import { joinSheets, pageStyleComposer, type ComposePageStyles, type PageSheets, type PageStyles } from '../assets/styles/compose-page-styles.ts';
import type { StylesheetCatalogue } from '../assets/styles/stylesheet-catalogue.ts';
import { FIRST_VIEW_END } from '../page-api/first-view.tsx';
import type { FragmentMemo, PageContextValue } from '../page-api/page-context.ts';
import { createFragmentMemo } from './fragment-memo.ts';
import { chromeFragments, type Chrome } from './chrome-fragments.ts';
import { placeScripts, planScripts, type IslandAsset } from './page-scripts.ts';
import { policyMetaOf } from './page-policy.ts';
import { renderFragment, type Fragment } from './render-fragment.ts';
import { shareOf } from './share-image.ts';

export type { IslandAsset } from './page-scripts.ts';

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

const CHARSET = '<head><meta charSet="utf-8"/>';

/**
 * Makes the page renderer of one build: the context every page's templates see, the chrome shared
 * by all pages, their fingerprints, and the document each page becomes.
 */
export function createRenderer(
  site: Site,
  assets: PageAssets,
  codeVersion = '',
  { record = true, fragmentMemo = createFragmentMemo() }: { record?: boolean; fragmentMemo?: FragmentMemo } = {},
): PageRenderer {
  const baseContext: Omit<PageContextValue, 'path'> = {
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
  const chrome = chromeFragments(site, baseContext);
  const { fingerprint, templateFingerprint } = fingerprinter(site, assets, codeVersion, composeStyles, (route) => chrome(route.path).digest);
  // The templates see placeholders for the card data's addresses; `fill` puts the addresses in.
  const placeholders = new Map([...assets.listingData.keys()].map((key) => [key, `@@listing-data:${key}@@`] as const));
  const fill = (template: string) => template.replace(/@@listing-data:([a-z]+)@@/g, (token, key: string) => assets.listingData.get(key as never) ?? token);
  const document = documentMaker(site, assets);

  const render = (route: Route): RenderedPage => {
    // The page's own templates see a site, images and card data that record what they read;
    // a build that keeps no record for the next one (--no-cache) skips that work.
    const recorder = new DependencyRecorder();
    const context = record ? recordingContext(baseContext, recorder, route.path, assets, placeholders) : { ...baseContext, path: route.path };
    // The body renders before the head, so the collectors know which islands and stylesheets the
    // page used before the head links them.
    const main = renderFragment(createElement(MainContent, null, createElement(route.component, route.props)), context);
    const parts = { ...chrome(route.path), main };
    const islands = new Set([parts.before, main, parts.after].flatMap((part) => part.islands));
    const stylesheets = pageSheets([parts.before, main, parts.after], islands, assets.stylesheets);
    const html = document(route, parts, [...islands].sort(), composeStyles(route.kind, stylesheets));
    const dependencies = recorder.result();
    const used = [...islands].sort();
    if (!record) return { html, islands: used, dependencies, fingerprint: '', stylesheets };
    const uses = { dependencies, islands: used, stylesheets };
    const withData = dependencies.listingData.length > 0;
    return {
      stylesheets,
      html: withData ? fill(html) : html,
      islands: used,
      dependencies,
      fingerprint: fingerprint(route, uses),
      ...(withData ? { template: { html, fingerprint: templateFingerprint(route, uses) } } : {}),
    };
  };

  return { render, fingerprint, fill, templateFingerprint, styles: (route, sheets) => composeStyles(route.kind, sheets) };
}

/** The context of a page whose templates record what they read of the site, the images and the card data. */
function recordingContext(
  base: Omit<PageContextValue, 'path'>,
  recorder: DependencyRecorder,
  path: string,
  assets: PageAssets,
  listingData: ListingDataUrls,
): PageContextValue {
  return {
    ...base,
    site: recorder.trackSite(base.site),
    path,
    images: recorder.trackImages(assets.images),
    listingData: recorder.trackListingData(listingData),
    get iconSprite() {
      recorder.readIconSprite();
      return assets.iconSprite;
    },
  };
}

/**
 * A fingerprint of everything a page is made from (see PageRenderer.fingerprint). What every page
 * shares is fingerprinted once; thousands of pages read the same parts of the site and use the same
 * islands, so each distinct list is fingerprinted once per build.
 */
function fingerprinter(
  site: Site,
  assets: PageAssets,
  codeVersion: string,
  composeStyles: ComposePageStyles,
  chromeDigest: (route: Route) => string,
): Pick<PageRenderer, 'fingerprint' | 'templateFingerprint'> {
  const digestOf = createDigester();
  const shared = digestOf(sharedInputs(site, assets, codeVersion));
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
    const styles = composeStyles(route.kind, stylesheets);
    return hashText(
      [
        shared,
        route.kind,
        // The page's CSS: its head's rules and the address of the rest (which names their digest).
        styles.hash,
        styles.rest.href,
        route.path,
        route.file,
        digestOf(route.meta),
        digestOf(route.props),
        chromeDigest(route),
        route.meta.image === undefined ? '' : digestOf(assets.images.get(route.meta.image)),
        listDigest('site', dependencies.site, (key) => siteParts[key]),
        dependencies.images.map((key) => `${key}=${digestOf(assets.images.get(key))}`).join(';'),
        withData ? listDigest('lists', dependencies.listingData, (key) => assets.listingData.get(key as never)) : dependencies.listingData.join(','),
        listDigest('islands', islands, (name) => assets.islands.get(name as IslandName)),
      ].join('\n'),
    );
  };
  return { fingerprint: (route, page) => fingerprintOf(route, page, true), templateFingerprint: (route, page) => fingerprintOf(route, page, false) };
}

/** Everything every page's head and chrome share. */
function sharedInputs(site: Site, assets: PageAssets, codeVersion: string): unknown[] {
  const defaultShare = site.settings.shareImage ? assets.images.get(site.settings.shareImage.image) : undefined;
  const { logo, logoLight } = site.settings.brand;
  return [
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
    [logo, logoLight].map((image) => (image ? assets.images.get(image) : undefined)),
  ];
}

type DocumentOf = (route: Route, parts: Chrome & { readonly main: Fragment }, islands: readonly IslandName[], styles: PageStyles) => string;

/** Puts a page's document together: its head (policy, CSS, hints, scripts) and its body around the chrome. */
function documentMaker(site: Site, assets: PageAssets): DocumentOf {
  // The icon sprite's hashed URL is on <html> so browser code can draw the same icons. The
  // language is a canonical BCP 47 tag (letters, digits and hyphens: language-tag.ts), safe in an attribute.
  const root = `<html lang="${site.settings.language}" data-icon-sprite="${assets.iconSprite}">`;
  const policies = new Map<string, string>();
  const policyOf = (hash: string) => {
    let meta = policies.get(hash);
    if (meta === undefined) {
      meta = policyMetaOf(site, hash);
      policies.set(hash, meta);
    }
    return meta;
  };
  return (route, { before, main, after }, islands, styles) => {
    const scripts = planScripts(islands, [before.html, main.html.slice(0, endOfFirstScreen(main.html))], assets.islands);
    const body = placeScripts(bodyOf(route, before, main, after, styles, assets.webFonts), scripts.main);
    const share = shareOf(route.meta, site, assets);
    const head = renderToStaticMarkup(
      createElement(Head, {
        meta: route.meta,
        settings: site.settings,
        feedTitle: site.labels['blog-feed'],
        path: route.path,
        paths: site.paths,
        origin: site.origin,
        styles: { name: styles.name, css: styles.inline },
        scripts: scripts.scripts,
        icons: assets.brand.icons,
        ...(share ? { share } : {}),
      }),
    );
    if (!head.endsWith('</head>') || !head.startsWith(CHARSET)) throw new Error('Head must render one <head> element that starts with the charset');
    // The first view's images are hinted right after the page's CSS, before the scripts,
    // which do not hold up the first paint.
    // Looked for after the page's CSS, which precedes them and is most of the head: the head has one
    // <style>, so its end is found from the end of the head, without reading through the CSS.
    const scriptsAt = searchFrom(head, head.lastIndexOf('</style>'), /<link rel="modulepreload"|<script /);
    const at = scriptsAt === -1 ? head.length - '</head>'.length : scriptsAt;
    // React puts the charset, the viewport and the stylesheet first in the head; the policy goes right
    // after the charset, ahead of every resource the page names, so it governs all of them. It holds
    // the hash of the page's head CSS.
    const hints = firstViewHints([before, main, after]);
    return `<!doctype html>${root}${CHARSET}${policyOf(styles.hash)}${head.slice(CHARSET.length, at)}${hints}${scripts.mainPreloads}${head.slice(at)}<body>${body}</body></html>`;
  };
}

/** Where `pattern` first matches in `text` at or after `start` (from the beginning when start is -1), or -1. */
function searchFrom(text: string, start: number, pattern: RegExp): number {
  const from = Math.max(0, start);
  const at = text.slice(from).search(pattern);
  return at === -1 ? -1 : from + at;
}

/**
 * The body: the chrome around the page's main part, the rest of its CSS linked where its first view
 * ends, and the web fonts' fallback link at the very end.
 */
function bodyOf(route: Route, before: Fragment, main: Fragment, after: Fragment, styles: PageStyles, webFonts: string): string {
  // The rest of the page's CSS is linked right after the first view: it holds back what follows,
  // so nothing shows unstyled, and never the first view, whose CSS is in the head.
  const firstViewEnd = main.html.indexOf(FIRST_VIEW_END);
  if (firstViewEnd === -1) throw new Error(`${route.file}: its page renders no <FirstView>, so its first view's CSS cannot be put in its head`);
  // Low priority asks for the normal stylesheet priority (High), not the render-blocking one
  // (VeryHigh) a stylesheet gets by default: it must not compete with the first view's image.
  const rest = `<link rel="stylesheet" href="${styles.rest.href}" fetchpriority="low"/>`;
  // The web fonts: browser code links them once the page has loaded (src/client/lib/load-web-fonts.ts);
  // without JavaScript, this link at the very end, which holds nothing back.
  const fonts = `<noscript data-web-fonts="${webFonts}"><link rel="stylesheet" href="${webFonts}"/></noscript>`;
  return `${before.html}${main.html.slice(0, firstViewEnd)}${rest}${main.html.slice(firstViewEnd + FIRST_VIEW_END.length)}${after.html}${fonts}`;
}

/**
 * Only the high-priority picture of the first view is hinted in the head. An eager picture of
 * normal priority (the rest of a grid's first row) is asked for where the parser finds it: hinted,
 * a phone would fetch it before its first paint though it lies below the phone's fold.
 */
function firstViewHints(parts: readonly Fragment[]): string {
  return [...new Set(parts.flatMap((part) => part.hints.match(/<link[^>]*>/g) ?? []))].filter((hint) => hint.includes('fetchPriority="high"')).join('');
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
