import { createHash } from 'node:crypto';
import type { SitePaths } from '../../shared/url-paths.ts';
import { contentHash } from '../content-hash.ts';
import type { StylesheetCatalogue } from './stylesheet-catalogue.ts';

/** A CSS file the build writes. */
export interface StyleFile {
  readonly file: string;
  readonly href: string;
  readonly contents: string;
}

/** The stylesheets a page used, by name (stylesheetId), sorted and joined by spaces: thousands of pages share a few. */
export interface PageSheets {
  /** Declared by the components of its first view: their rules go into the head. */
  readonly first: string;
  /** Declared by its other components and its islands: a file linked right after the first view. */
  readonly rest: string;
}

/** What the pages that use the same stylesheets get. */
export interface PageStyles {
  /**
   * The name of this set of stylesheets, on the head's <style data-styles>: its kind of page, and
   * a digest of the sheets' names when that kind has more than one set. `site dev` swaps a page's
   * CSS by it.
   */
  readonly name: string;
  /** The base and the first view's sheets, put into the head as a <style> element. */
  readonly inline: string;
  /** The CSP source that allows that <style> element: 'sha256-…'. */
  readonly hash: string;
  /** The same rules as a file, which `site dev` swaps in when a stylesheet changes. */
  readonly first: StyleFile;
  /** The page's other sheets, linked right after its first view. */
  readonly rest: StyleFile;
}

export type ComposePageStyles = (kind: string, sheets: PageSheets) => PageStyles;

/**
 * Puts a page's CSS together from the stylesheets its components declared: the base and the first
 * view's sheets in the head, the others in one file. Sheets come in the order of their names, so
 * every page has them in the same order (generic components before the page sheets that may
 * adjust them). Each distinct set is put together once.
 */
export function pageStyleComposer(catalogue: StylesheetCatalogue, paths: SitePaths): ComposePageStyles {
  const made = new Map<string, PageStyles>();
  const joined = (names: string): string =>
    split(names)
      .map((name) => {
        const css = catalogue.sheets.get(name);
        if (css === undefined) throw new Error(`${name} does not exist, but a component declares it (useStylesheet)`);
        return css;
      })
      .join('');
  const file = (name: string, contents: string): StyleFile => {
    const file = `assets/css/${name}.${contentHash(contents)}.css`;
    return { file, href: paths.asset(file), contents };
  };
  return (kind, sheets) => {
    const key = `${kind}\n${sheets.first}\n${sheets.rest}`;
    let styles = made.get(key);
    if (!styles) {
      const inline = `${catalogue.base}${joined(sheets.first)}`;
      if (inline.includes('</')) throw new Error(`The CSS of ${kind} holds "</", which cannot be put inside a <style> element`);
      const digest = createHash('sha256').update(key).digest('base64url').slice(0, 8);
      styles = {
        name: `${kind}-${digest}`,
        inline,
        hash: `'sha256-${createHash('sha256').update(inline).digest('base64')}'`,
        // Most kinds of page share their first view's CSS: one file for each distinct one.
        first: file('first-view', inline),
        rest: file(kind, joined(sheets.rest)),
      };
      made.set(key, styles);
    }
    return styles;
  };
}

/** Sorted names as PageSheets holds them. */
export function joinSheets(names: Iterable<string>): string {
  return [...new Set(names)].sort().join(' ');
}

function split(names: string): string[] {
  return names === '' ? [] : names.split(' ');
}
