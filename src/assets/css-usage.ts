import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { NameUsed } from './subset-css.ts';

/** Which code counts for a set of pages (see CssUsage.namesFrom). */
export interface UsageScope {
  /** The modules browser code loads later with import(), on a click or on idle. Default true. */
  readonly later?: boolean;
  /** The browser code of the islands the modules name, and the packages it imports. Default true. */
  readonly browser?: boolean;
  /** Follow imports only into this folder (absolute): the templates, which write the markup. */
  readonly within?: string;
  /** Modules not to count, nor what they import (absolute): markup shut until a script opens it. */
  readonly without?: readonly string[];
  /**
   * Count element names too: a rule for an element (input, textarea) is kept only where the modules
   * write that element. Default false: every element rule is kept, as for a page's whole CSS, where
   * Markdown and browser code write elements no template names.
   */
  readonly elements?: boolean;
}

/** The elements every page has, which no template writes: render-route.ts writes the document. */
const DOCUMENT_ELEMENTS = ['html', 'head', 'body'];

/**
 * The class, id and attribute names a set of pages can use, read from the source code that makes
 * them: a page component, every module it imports (templates, shared code), the browser code of
 * every island those modules name, and the packages that browser code imports (swiper and toastify
 * add classes of their own). Every word of those files counts, so nothing a page can render is
 * missed; a word that ends in "-" or "_" (`banner--${accent}`) counts for every name it begins, and
 * one that begins with them (`${block}__image`) for every name it ends.
 * Extra words only keep extra rules, never lose one.
 */
export class CssUsage {
  private readonly words = new Map<string, ReadonlySet<string>>();
  private readonly require = createRequire(import.meta.url);

  constructor(
    private readonly projectRoot: string,
    private readonly clientDir: string,
  ) {}

  /** The folder of the islands' browser code, one module per island. */
  get islandsDir(): string {
    return path.join(this.clientDir, 'islands');
  }

  /**
   * The names the modules reachable from these entry files (absolute paths) can use, and the words
   * of `alone` without the modules they import (a layout whose footer has a stylesheet of its own).
   */
  namesFrom(entries: readonly string[], alone: readonly string[] = [], scope: UsageScope = {}): NameUsed {
    const { later = true, browser = true, within, without = [], elements = false } = scope;
    const tags = new Set(DOCUMENT_ELEMENTS);
    const names = new Set<string>();
    for (const file of alone) {
      const text = readFileSync(file, 'utf8');
      for (const word of this.wordsOf(file, text)) names.add(word);
      for (const tag of tagsOf(text)) tags.add(tag);
    }
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file) || without.includes(file)) return;
      seen.add(file);
      const text = readFileSync(file, 'utf8');
      for (const word of this.wordsOf(file, text)) names.add(word);
      for (const tag of tagsOf(text)) tags.add(tag);
      for (const target of this.importsOf(file, text, later)) if (!within || target.startsWith(within + path.sep)) visit(target);
    };
    for (const entry of entries) visit(entry);
    // The browser code of each island a visited module names (<Island name="product-listing">).
    for (const island of browser ? readdirSync(path.join(this.clientDir, 'islands')) : []) {
      const name = island.replace(/\.ts$/, '');
      if (names.has(name)) visit(path.join(this.clientDir, 'islands', island));
    }
    // "data-" and "aria-" alone are attribute namespaces, not the start of a name: pages write each
    // data and ARIA attribute in full (see wordsOf), and the bare prefix, from a type such as
    // `data-${string}` (Island.tsx), would keep the rules of every data attribute of the site.
    const prefixes = [...names].filter((word) => /[-_]$/.test(word) && word.length > 2 && word !== 'data-' && word !== 'aria-');
    const suffixes = [...names].filter((word) => /^[-_]/.test(word) && word.length > 2);
    const used = (name: string) => names.has(name) || prefixes.some((prefix) => name.startsWith(prefix)) || suffixes.some((suffix) => name.endsWith(suffix));
    // An element named in a string counts too (<Island as="header">, createElement('section')).
    return elements ? Object.assign(used, { elements: (tag: string) => tags.has(tag) || names.has(tag) }) : used;
  }

  /**
   * The words in a file's string literals: class names, ids and attribute names are always
   * written in strings (className="…", classList.add('…'), `banner--${accent}`), so the code's own
   * identifiers need not count, and leaving them out keeps common words from keeping rules.
   * Attribute names written bare in JSX (data-reveal, aria-current) are words with a dash too.
   */
  private wordsOf(file: string, text: string): ReadonlySet<string> {
    const known = this.words.get(file);
    if (known) return known;
    const words = new Set<string>();
    for (const literal of text.match(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g) ?? []) {
      for (const word of literal.match(/-*[A-Za-z_][\w-]*/g) ?? []) words.add(word);
    }
    for (const word of text.match(/\b(?:data|aria)-[\w-]+/g) ?? []) words.add(word);
    // Browser code writes data attributes through dataset too: element.dataset.revealState is
    // data-reveal-state (https://html.spec.whatwg.org/multipage/dom.html#dom-dataset).
    for (const [, property = ''] of text.matchAll(/\.dataset\.([A-Za-z]\w*)/g))
      words.add(`data-${property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`);
    this.words.set(file, words);
    return words;
  }

  /**
   * The files a module imports: relative modules of the project, and packages' JavaScript. With
   * `later` false, not the modules browser code loads later with import() (on a click, on idle):
   * what they draw is not in the first view.
   */
  private importsOf(file: string, text: string, later: boolean): string[] {
    const targets: string[] = [];
    // `import type` brings no code and no names onto a page (island-names.ts lists every island).
    for (const match of text.matchAll(/(?:import|export)\s+(?!type\s)[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)) {
      if (match[2] !== undefined && !later) continue;
      const specifier = match[1] ?? match[2] ?? '';
      if (specifier.startsWith('.')) {
        const target = path.resolve(path.dirname(file), specifier);
        if (existsSync(target) && statSync(target).isFile()) targets.push(target);
      } else if (!specifier.startsWith('node:') && file.startsWith(this.clientDir)) {
        // Browser code's packages add classes to the page themselves (swiper-slide-active, toastify).
        targets.push(...this.packageFiles(specifier));
      }
    }
    return targets;
  }

  private packageFiles(specifier: string): string[] {
    try {
      const main = this.require.resolve(specifier, { paths: [this.projectRoot] });
      if (!/\.(m?js|cjs)$/.test(main)) return [];
      // A package's entry often re-exports its modules: read its folder's JavaScript.
      const folder = path.dirname(main);
      return readdirSync(folder, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && /\.(m?js)$/.test(entry.name) && !/\.min\./.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name))
        .filter((candidate) => !candidate.includes(`${path.sep}node_modules${path.sep}`) || candidate.startsWith(folder));
    } catch {
      return [];
    }
  }
}

/** The elements a module writes as JSX tags (<input …>, <svg>): lower-case names only. */
function tagsOf(text: string): string[] {
  return [...text.matchAll(/<([a-z][a-z0-9]*)[\s/>]/g)].map((match) => match[1] ?? '');
}
