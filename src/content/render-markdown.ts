import MarkdownIt from 'markdown-it';
import type { SitePaths } from '../shared/url-paths.ts';

/**
 * The owner's Markdown becomes HTML at build time. Raw HTML in Markdown is shown as text
 * (`html: false`), so a pasted <script> can never run on the site.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: true });

/**
 * Links and pictures may use the web's own schemes, or none (a path on this site, #fragment).
 * markdown-it's own check refuses javascript:, vbscript: and file: but lets data:image links
 * through; an allowlist also stays closed to schemes nobody has thought of yet. A refused link is
 * printed as the text the owner typed.
 */
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
markdown.validateLink = (url) => {
  const scheme = SCHEME.exec(url.trim())?.[1]?.toLowerCase();
  return scheme === undefined || ALLOWED_SCHEMES.has(scheme);
};

/** markdown-it hands each render's env object to the rules; ours carries the site's addresses. */
function pathsOf(env: unknown): SitePaths {
  const paths = (env as { paths?: SitePaths } | undefined)?.paths;
  if (!paths) throw new Error('renderMarkdown: the env must carry the site paths');
  return paths;
}

/** A link the owner wrote as a path on this site: /contact, /printing#puff (not //host/…). */
const SITE_PATH = /^\/(?!\/)/;

/**
 * The address a page carries for a link or picture the owner wrote: paths on this site get the base
 * path (and, for a page, the trailing slash); anything else is kept as written. One function for the
 * renderer and for markdown-references.ts, so the owner-content check looks for the very address
 * the page has.
 */
export function siteAddress(kind: 'link' | 'image', written: string, paths: SitePaths): string {
  if (!SITE_PATH.test(written)) return written;
  return kind === 'link' ? paths.page(written) : paths.asset(written);
}

/** The Markdown parsed into markdown-it's tokens, with the same options and link check as the render. */
export function parseMarkdown(source: string): ReturnType<typeof markdown.parse> {
  return markdown.parse(source, {});
}

const defaultLinkOpen = markdown.renderer.rules.link_open ?? ((tokens, index, options, _env, self) => self.renderToken(tokens, index, options));
markdown.renderer.rules.link_open = (tokens, index, options, env, self) => {
  const token = tokens[index];
  const href = String(token?.attrGet('href') ?? '');
  // Links to other sites open in a new tab without giving that site a handle on ours.
  if (token && /^https?:\/\//.test(href)) {
    token.attrSet('target', '_blank');
    token.attrSet('rel', 'noopener noreferrer');
  }
  // Links to our own pages get the base path and the trailing slash, so they work under a sub-path
  // and need no redirect.
  if (token && SITE_PATH.test(href)) token.attrSet('href', siteAddress('link', href, pathsOf(env)));
  return defaultLinkOpen(tokens, index, options, env, self);
};

const defaultImage = markdown.renderer.rules.image ?? ((tokens, index, options, _env, self) => self.renderToken(tokens, index, options));
markdown.renderer.rules.image = (tokens, index, options, env, self) => {
  const token = tokens[index];
  const src = String(token?.attrGet('src') ?? '');
  if (token && SITE_PATH.test(src)) token.attrSet('src', siteAddress('image', src, pathsOf(env)));
  return defaultImage(tokens, index, options, env, self);
};

export function renderMarkdown(source: string, paths: SitePaths): string {
  return markdown.render(source, { paths });
}

/**
 * One line of Markdown (a link, **bold**) inside a paragraph the template makes: the text of a
 * section in pages.csv. Quotes are left as the owner typed them there, as in every other cell.
 */
export function renderInlineMarkdown(source: string, paths: SitePaths): string {
  markdown.set({ typographer: false });
  try {
    return markdown.renderInline(source, { paths });
  } finally {
    markdown.set({ typographer: true });
  }
}
