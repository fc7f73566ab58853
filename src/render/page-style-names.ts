/**
 * The names a stylesheet can select on in a page as the server wrote it: the class, id and
 * attribute names of its elements, and the elements themselves (written `<name`, so that an element
 * and an attribute of the same name stay apart). A page's CSS is cut to the rules these can match
 * (see assets/build-styles.ts); what browser code adds later is declared per island
 * (shared/island-style-names.ts).
 */
export type StyleNames = ReadonlySet<string>;

const TAG = /<([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTRIBUTE = /([^\s"'=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

/** Adds to `into` the names of every element in a piece of HTML. */
export function addStyleNames(html: string, into: Set<string>): Set<string> {
  for (const [, tag = '', attributes = ''] of html.matchAll(TAG)) addTagNames(tag, attributes, into);
  return into;
}

function addTagNames(tag: string, attributes: string, into: Set<string>): void {
  into.add(`<${tag.toLowerCase()}`);
  for (const [, name = '', double, single, bare] of attributes.matchAll(ATTRIBUTE)) {
    const attribute = name.toLowerCase();
    into.add(attribute);
    const value = double ?? single ?? bare;
    if (value === undefined) continue;
    if (attribute === 'class') {
      for (const token of value.split(/\s+/)) if (token) into.add(token);
    } else if (attribute === 'id' && value) into.add(value);
  }
}

function copied(text: string): string {
  return Buffer.from(text, 'utf8').toString('utf8');
}

/** Tags remembered by a reader: enough for every tag a site repeats, few enough to stay small. */
const REMEMBERED_TAGS = 20_000;

/**
 * addStyleNames for a renderer that reads thousands of pages: a page repeats the same few hundred
 * tags (a card's, a list's), so each distinct tag is read once and its names remembered. At 10,000
 * products, reading every tag afresh took a fifth of the render time.
 */
export function styleNameReader(): (html: string, into: Set<string>) => Set<string> {
  const known = new Map<string, readonly string[]>();
  return (html, into) => {
    for (const match of html.matchAll(TAG)) {
      const text = match[0];
      let names = known.get(text);
      if (names === undefined) {
        const own = new Set<string>();
        addTagNames(match[1] ?? '', match[2] ?? '', own);
        names = [...own];
        // Copied: a piece of a string keeps the whole of it alive, here the page it was read from.
        if (known.size < REMEMBERED_TAGS) known.set(copied(text), names.map(copied));
      }
      for (const name of names) into.add(name);
    }
    return into;
  };
}

/**
 * A modal dialog the server writes shut (the site search's) draws nothing until a script opens it:
 * its names do not count for the first view's CSS, only for the rest.
 */
export function withoutShutDialogs(html: string): string {
  return html.replace(/<dialog\b(?![^>]*\sopen[\s=>/])[^>]*>[\s\S]*?<\/dialog>/g, '');
}

/** Names the browser itself adds as the visitor uses a page: a <details> or <dialog> opened. */
export const BROWSER_STYLE_NAMES: readonly string[] = ['open'];

/** One page's names, in its first view (before its rest stylesheet) and in all of it, as compact text. */
export interface PageStyleNames {
  /** Sorted and joined by spaces: thousands of pages share a few distinct lists (see compact-records.ts). */
  readonly first: string;
  readonly all: string;
}

export function joinNames(names: Iterable<string>): string {
  return [...new Set(names)].sort().join(' ');
}

export function splitNames(text: string): string[] {
  return text === '' ? [] : text.split(' ');
}
