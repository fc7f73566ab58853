import { createHash } from 'node:crypto';
import path from 'node:path';
import { bundleAsync, browserslistToTargets } from 'lightningcss';
import type { SiteSettings } from '../content/schemas/site-settings.ts';
import { contentHash } from './content-hash.ts';
import { subsetCss } from './subset-css.ts';
import type { SitePaths } from '../shared/url-paths.ts';

export interface BuiltStylesheet {
  readonly href: string;
  readonly file: string;
  readonly contents: Uint8Array;
}

/** Browsers our visitors use on phones: two years of Chrome, Safari and Samsung Internet. */
const targets = browserslistToTargets(['chrome 100', 'safari 15', 'firefox 100', 'samsung 18']);

/**
 * A kind of page's stylesheet (page-stylesheets.ts) and what its pages can select on: in their
 * first view, and in all of them (what the server wrote, and what browser code adds; see
 * build/styles-stage.ts).
 */
export interface StylesheetNames {
  readonly name: string;
  /** Names and elements (`<input`) in the first view: the head's rules are cut by both. */
  readonly first: ReadonlySet<string>;
  /** Names in the whole page: the rest's rules; every element rule is kept there. */
  readonly all: ReadonlySet<string>;
}

/** What the pages of one kind get: the first view's CSS in the head, the rest in a file after it. */
export interface PageStyles {
  /** The rules the first view can use, put into the head as a <style> element. */
  readonly inline: string;
  /** The CSP source that allows that <style> element: 'sha256-…'. */
  readonly hash: string;
  /** The same rules as a file, which `site dev` swaps in when a stylesheet changes. */
  readonly first: BuiltStylesheet;
  /** The other rules the page can use, linked right after the first view. */
  readonly rest: BuiltStylesheet;
}

/**
 * The CSS of one kind of page, cut from the site's stylesheet by the names its pages hold (see
 * subset-css.ts), in two parts. The rules the first view can use (the header, the title band or
 * the home page's banner, or a whole-page island's main part) go into the head, so the first view
 * paints after one round trip with nothing to wait for; they are the same for most kinds of page,
 * so the CSP allows a few hashes, not one per page. The page's other rules come in a cached file
 * linked right after the first view, which holds back what follows it until it arrives, so nothing
 * ever shows unstyled.
 */
export function cutPageStyles(full: BuiltStylesheet, paths: SitePaths, sheet: StylesheetNames): PageStyles {
  // The first view's templates are all that writes its elements (no Markdown there), so a rule for
  // an element it never writes (a form field's) waits for the linked file too.
  const firstView = Object.assign((name: string) => sheet.first.has(name), { elements: (tag: string) => sheet.first.has(`<${tag}`) });
  // A package's licence comment stays with its rules, in the linked file: the head carries no comment.
  const inline = Buffer.from(subsetCss(full.contents, 'site.css', firstView))
    .toString('utf8')
    .replace(/\/\*![\s\S]*?\*\/\s*/g, '');
  if (inline.includes('</')) throw new Error(`The CSS of ${sheet.name} holds "</", which cannot be put inside a <style> element`);
  // The site's only faces are the fallbacks (the web fonts have a stylesheet of their own, see
  // fonts.ts), and the head has them. Markdown writes elements no template names: every element
  // rule of the rest is kept.
  const rest = subsetCss(full.contents, 'site.css', (name) => sheet.all.has(name), { unless: firstView, fontFaces: () => false });
  const file = (name: string, contents: Uint8Array): BuiltStylesheet => {
    const file = `assets/css/${name}.${contentHash(contents)}.css`;
    return { href: paths.asset(file), file, contents };
  };
  return {
    inline,
    hash: `'sha256-${createHash('sha256').update(inline).digest('base64')}'`,
    // Most kinds of page share their first view's CSS: one file for each distinct one.
    first: file('first-view', Buffer.from(inline)),
    rest: file(sheet.name, rest),
  };
}

/**
 * Bundles templates/styles/main.css and its @imports into one minified, content-hashed file.
 * The owner's accent colours from site settings become the first custom properties, so the
 * whole design follows them without anyone editing CSS. The @font-face rules of the self-hosted
 * fonts come in the same way, with their hashed file names.
 */
export async function buildStyles(stylesDir: string, settings: SiteSettings, paths: SitePaths, fontFaces = ''): Promise<BuiltStylesheet> {
  const entry = path.join(stylesDir, 'main.css');
  const { code } = await bundleAsync({
    filename: entry,
    minify: true,
    targets,
    resolver: {
      read: async (file: string) => {
        const { readFile } = await import('node:fs/promises');
        const text = await readFile(file, 'utf8');
        // Appended, not prepended: @import rules must stay first in the file.
        return file === entry ? `${text}\n${fontFaces}\n${accentProperties(settings)}` : text;
      },
    },
  });
  const name = `site.${contentHash(code)}.css`;
  return { href: paths.asset(`assets/${name}`), file: `assets/${name}`, contents: code };
}

function accentProperties(settings: SiteSettings): string {
  const { green, blue, gold } = settings.accent;
  return `:root{--accent-green:${green};--accent-blue:${blue};--accent-gold:${gold}}`;
}
