import type { PageMeta } from '../../src/page-api/page-meta.ts';
import { ogLocale, REFERRER_POLICY, type SiteIcons } from '../../src/page-api/head-parts.ts';
import type { SiteSettings } from '../../src/page-api/site-model.ts';
import { absoluteUrl, type SitePaths } from '../../src/shared/url-paths.ts';
import { joinAddresses } from '../../src/shared/address-list.ts';

export interface HeadProps {
  meta: PageMeta;
  settings: SiteSettings;
  /** The blog feed's name, in the owner's words (the blog-feed label). */
  feedTitle: string;
  /** The page's address, under the base path. */
  path: string;
  paths: SitePaths;
  /** Scheme and host the site is published at. */
  origin: string;
  /** The page's CSS above the footer, and the name of its kind of page (site dev swaps it by that). */
  styles: { name: string; css: string };
  /**
   * The scripts the page runs at once (the chrome's first, then those of islands in the first view)
   * with the chunks they import, and the page's other islands with their chunks, which the chrome
   * loads once the page has loaded and painted (src/client/lib/load-islands.ts).
   */
  scripts: { now: readonly string[]; preloads: readonly string[]; later: readonly string[]; laterChunks: readonly string[] };
  /** The link-preview picture (made by prepareImages for sharing, or the logo's card). */
  share?: { src: string; width: number; height: number; alt: string };
  /** The icons made from the owner's favicon (src/assets/brand/brand-files.ts). */
  icons: Pick<SiteIcons, 'ico' | 'svg' | 'appleTouch'>;
}

/** The document head: title, description, canonical, link previews, the page's CSS and its island scripts. */
export function Head({ meta, settings, feedTitle, path, paths, origin, styles, scripts, share, icons }: HeadProps) {
  const canonical = absoluteUrl(origin, path === paths.notFound ? paths.home : path);
  const title = path === paths.home ? `${settings.name} | ${meta.title}` : `${meta.title} | ${settings.name}`;
  const locale = ogLocale(settings.language);
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="referrer" content={REFERRER_POLICY} />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{title}</title>
      <meta name="description" content={meta.description} />
      {meta.noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={canonical} />}
      <meta name="theme-color" content={settings.accent.blue} />
      <meta property="og:site_name" content={settings.name} />
      <meta property="og:type" content={meta.ogType === 'article' ? 'article' : 'website'} />
      <meta property="og:title" content={meta.title} />
      <meta property="og:description" content={meta.description} />
      <meta property="og:url" content={canonical} />
      {locale && <meta property="og:locale" content={locale} />}
      {share && (
        <>
          <meta property="og:image" content={absoluteUrl(origin, share.src)} />
          <meta property="og:image:type" content="image/jpeg" />
          <meta property="og:image:width" content={String(share.width)} />
          <meta property="og:image:height" content={String(share.height)} />
          <meta property="og:image:alt" content={share.alt} />
        </>
      )}
      <meta name="twitter:card" content={share ? 'summary_large_image' : 'summary'} />
      {/* The .ico for browsers that take no SVG icon; sizes="32x32" keeps the others from choosing it. */}
      <link rel="icon" href={icons.ico} sizes="32x32" />
      {icons.svg && <link rel="icon" href={icons.svg} type="image/svg+xml" />}
      <link rel="apple-touch-icon" href={icons.appleTouch} />
      <link rel="manifest" href={paths.manifest} />
      <link rel="alternate" type="application/rss+xml" title={feedTitle} href={paths.blogFeed} />
      {/* The page's CSS is in the page, so the first paint waits for nothing after the HTML: one
          round trip. The CSP allows this element by its hash (src/seo/security-policy.ts). */}
      <style data-styles={styles.name} dangerouslySetInnerHTML={{ __html: styles.css }} />
      {scripts.preloads.map((href) => (
        <link key={href} rel="modulepreload" href={href} fetchPriority="low" />
      ))}
      {scripts.now.map((src, index) => (
        <script
          key={src}
          type="module"
          src={src}
          fetchPriority="low"
          {...(index === 0 && scripts.later.length > 0 ? { 'data-islands': joinAddresses(scripts.later) } : {})}
          {...(index === 0 && scripts.laterChunks.length > 0 ? { 'data-chunks': joinAddresses(scripts.laterChunks) } : {})}
        />
      ))}
    </head>
  );
}
