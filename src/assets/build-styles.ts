import { createHash } from 'node:crypto';
import path from 'node:path';
import { bundleAsync, browserslistToTargets } from 'lightningcss';
import type { SiteSettings } from '../content/schemas/site-settings.ts';
import { contentHash } from './content-hash.ts';
import type { CssUsage } from './css-usage.ts';
import { subsetCss, type NameUsed } from './subset-css.ts';
import type { SitePaths } from '../shared/url-paths.ts';

export interface BuiltStylesheet {
  readonly href: string;
  readonly file: string;
  readonly contents: Uint8Array;
}

/** Browsers our visitors use on phones: two years of Chrome, Safari and Samsung Internet. */
const targets = browserslistToTargets(['chrome 100', 'safari 15', 'firefox 100', 'samsung 18']);

/** A kind of page: its stylesheet's name (page-stylesheets.ts) and the source files its pages are made from. */
export interface StyledTemplate {
  readonly name: string;
  /** All the modules its pages are made from: the page component and the layout. */
  readonly entries: readonly string[];
  /** The modules of its first view: the header, the floating buttons, the title band or banner. */
  readonly firstView: readonly string[];
  /** Modules whose own words count, without what they import (the layout, which imports the footer). */
  readonly alone: readonly string[];
  /** The templates' folder: the first view's modules count with what they import from it alone. */
  readonly templatesDir: string;
  /** Modules of the first view whose markup is shut until a script opens it (the search dialog). */
  readonly shut: readonly string[];
  /**
   * Islands whose browser code runs before the rest of the CSS has arrived: the page puts that file
   * after their markup (a listing's), so the classes they add need their rules in the head too.
   */
  readonly firstViewIslands?: readonly string[];
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
 * The CSS of each kind of page (page component), cut from the site's stylesheet by the names its
 * templates and browser code can use (see subset-css.ts and css-usage.ts), in two parts. The rules
 * the first view needs (the header, the floating buttons, the title band or the home page's
 * banner) go into the head, so the first view paints after one round trip with nothing to wait for;
 * they are the same for most kinds of page, so the CSP allows a couple of hashes, not one per page.
 * The page's other rules come in a cached file linked right after the first view, which holds back
 * what follows it until it arrives, so nothing ever shows unstyled.
 */
export async function buildPageStyles(
  stylesDir: string,
  settings: SiteSettings,
  paths: SitePaths,
  fontFaces: string,
  templates: readonly StyledTemplate[],
  usage: CssUsage,
): Promise<ReadonlyMap<string, PageStyles>> {
  const full = await buildStyles(stylesDir, settings, paths, fontFaces);
  const styles = new Map<string, PageStyles>();
  for (const template of templates) {
    // The first view is what the HTML draws before any script runs: the words of the templates
    // that write it. Not browser code: module scripts run only once the stylesheets linked before
    // them have arrived (HTML's "style sheet that is blocking scripts", which holds back deferred
    // and module scripts), so a class they add finds its rules in the page's other stylesheet. Not
    // the code under src/ the templates call (links, prices, the names of the chrome's parts),
    // which writes no markup of its own.
    // Markup shut until a script opens it is not drawn in the first view either; and the first
    // view's templates are all that writes its elements (no Markdown there), so a rule for an
    // element they never write (a form field's) waits for the linked file too.
    const drawn = usage.namesFrom(template.firstView, template.alone, {
      later: false,
      browser: false,
      within: template.templatesDir,
      without: template.shut,
      elements: true,
    });
    const islandCode = (template.firstViewIslands ?? []).map((island) =>
      usage.namesFrom([path.join(usage.islandsDir, `${island}.ts`)], [], { later: false, browser: false, elements: true }),
    );
    const firstView = islandCode.length === 0 ? drawn : anyOf([drawn, ...islandCode]);
    // A package's licence comment stays with its rules, in the linked file: the head carries no comment.
    const inline = Buffer.from(subsetCss(full.contents, 'site.css', firstView))
      .toString('utf8')
      .replace(/\/\*![\s\S]*?\*\/\s*/g, '');
    if (inline.includes('</')) throw new Error(`The CSS of ${template.name} holds "</", which cannot be put inside a <style> element`);
    // The site's only faces are the fallbacks (the web fonts have a stylesheet of their own, see
    // fonts.ts), and the head has them.
    const rest = subsetCss(full.contents, 'site.css', usage.namesFrom(template.entries, template.alone), { unless: firstView, fontFaces: () => false });
    const sheet = (name: string, contents: Uint8Array): BuiltStylesheet => {
      const file = `assets/css/${name}.${contentHash(contents)}.css`;
      return { href: paths.asset(file), file, contents };
    };
    styles.set(template.name, {
      inline,
      hash: `'sha256-${createHash('sha256').update(inline).digest('base64')}'`,
      // Most kinds of page share their first view's CSS: one file for each distinct one.
      first: sheet('first-view', Buffer.from(inline)),
      rest: sheet(template.name, rest),
    });
  }
  return styles;
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

/** A name (or an element) is used when any of the sets uses it. */
function anyOf(sets: readonly NameUsed[]): NameUsed {
  const used = (name: string) => sets.some((set) => set(name));
  return Object.assign(used, { elements: (tag: string) => sets.some((set) => (set.elements ? set.elements(tag) : true)) });
}
