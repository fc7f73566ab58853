import type { PageMeta } from '../../src/routes/route.ts';
import type { SiteSettings } from '../../src/content/schemas/site-settings.ts';
import { REFERRER_POLICY } from '../../src/seo/security-policy.ts';
import { absoluteUrl, type SitePaths } from '../../src/shared/url-paths.ts';

export interface HeadProps {
  meta: PageMeta;
  settings: SiteSettings;
  /** The page's address, under the base path. */
  path: string;
  paths: SitePaths;
  /** Scheme and host the site is published at. */
  origin: string;
  stylesheet: string;
  /** The font files the first view needs. */
  fontPreloads: readonly string[];
  /** Entry scripts of the islands this page rendered, and the shared chunks they import. */
  scripts: readonly string[];
  preloads: readonly string[];
  /** Address of the link-preview image, if any. */
  image?: string;
}

/** The document head: title, description, canonical, link previews, the stylesheet and the page's island scripts. */
export function Head({ meta, settings, path, paths, origin, stylesheet, fontPreloads, scripts, preloads, image }: HeadProps) {
  const canonical = absoluteUrl(origin, path === paths.notFound ? paths.home : path);
  const title = path === paths.home ? `${settings.name} | ${meta.title}` : `${meta.title} | ${settings.name}`;
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
      {image && <meta property="og:image" content={absoluteUrl(origin, image)} />}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <link rel="icon" href={paths.asset('favicon.ico')} sizes="32x32" />
      <link rel="icon" href={paths.asset('favicon.svg')} type="image/svg+xml" />
      <link rel="manifest" href={paths.manifest} />
      <link rel="alternate" type="application/rss+xml" title={`${settings.name} blog`} href={paths.blogFeed} />
      {fontPreloads.map((href) => (
        <link key={href} rel="preload" as="font" type="font/woff2" href={href} crossOrigin="anonymous" />
      ))}
      {/* With a precedence React puts the stylesheet first in the head, so the one file the first
          paint waits for is requested before the fonts and scripts. */}
      <link rel="stylesheet" href={stylesheet} precedence="site" />
      {preloads.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
      {scripts.map((src) => (
        <script key={src} type="module" src={src} />
      ))}
    </head>
  );
}
