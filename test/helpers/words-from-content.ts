import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { DomUtils, parseDocument } from 'htmlparser2';
import type { AnyNode } from 'domhandler';
import { readMarkdown } from '../../src/content/read/read-markdown.ts';
import { parseSizes } from '../../src/shared/parse-sizes.ts';

/** What is left of a text node once its content is taken out: numbers, punctuation and symbols (prices, ★, ©) only. */
const NOT_WORDS = /^[\s\p{N}\p{P}\p{S}]*$/u;
/** Dates as the pages print them (27 Apr 2026): the issue leaves dates out. */
const DATE = /\b\d{1,2} [A-Z][a-z]{2} \d{4}\b/g;

const squash = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** Every value the owner wrote in a content folder: CSV cells, site.json strings, Markdown front matter and body lines. */
export async function contentValues(contentDir: string): Promise<{ values: string[]; prose: string }> {
  const values = new Set<string>();
  const prose: string[] = [];
  const add = (value: unknown): void => {
    if (typeof value === 'string') {
      for (const line of value.split(/\r?\n/)) if (squash(line)) values.add(squash(line));
      // A list cell (garments, tags) is shown one item at a time.
      if (value.includes(';')) for (const item of value.split(';')) if (squash(item)) values.add(squash(item));
      // A cell that holds Markdown (a section's text in pages.csv: a link, **bold**) reads as prose on the page.
      if (value.includes('](') || value.includes('**')) prose.push(squash(value.replace(/\]\([^)]*\)/g, ']').replace(/[*_`[\]]/g, '')));
    } else if (Array.isArray(value)) value.forEach(add);
    else if (value && typeof value === 'object') Object.values(value).forEach(add);
    else if (typeof value === 'number') values.add(String(value));
  };
  const files = (await readdir(contentDir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  for (const entry of files) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.name.endsWith('.csv')) {
      const rows = parse(await readFile(file, 'utf8'), { columns: true }) as Record<string, string>[];
      add(rows);
      // A product's `sizes` range (XS-3XL) is shown as the sizes it stands for (XS, S, … 3XL).
      for (const row of rows) if (row.sizes) add(readSizes(row.sizes));
    } else if (entry.name.endsWith('.json')) add(JSON.parse(await readFile(file, 'utf8')));
    else if (entry.name.endsWith('.md')) {
      const read = readMarkdown(await readFile(file, 'utf8'), file);
      if (!read.ok) throw new Error(`${file} does not parse`);
      add(read.data);
      // A body line without its Markdown marks (# headings, list bullets, link targets, emphasis).
      const body = read.body
        .replace(/\]\([^)]*\)/g, ']')
        .replace(/[#*_`>[\]]/g, '')
        .replace(/^\s*[-+] /gm, '');
      add(body);
      prose.push(squash(body));
    }
  }
  // A label may say {name} for the business name (labels.csv); the page shows the name.
  const { name } = JSON.parse(await readFile(path.join(contentDir, 'site.json'), 'utf8')) as { name: string };
  const written = [...values].map((value) => value.replaceAll('{name}', name));
  return { values: written.sort((a, b) => b.length - a.length), prose: prose.join('\n') };
}

function readSizes(cell: string): readonly string[] {
  const reading = parseSizes(cell);
  return reading.ok ? reading.sizes : [];
}

/** The text nodes inside one element of a page (<main>, or <body> for the whole page), each with its whitespace squashed. */
export function mainTexts(html: string, within: 'main' | 'body' = 'main'): string[] {
  const document = parseDocument(html);
  const main = DomUtils.findOne((element) => element.name === within, document.children, true);
  if (!main) throw new Error(`the page has no <${within}>`);
  const texts: string[] = [];
  const visit = (node: AnyNode): void => {
    if (node.type === 'text') texts.push(squash(node.data));
    else if ('children' in node && !('name' in node && ['script', 'style', 'template'].includes(node.name))) node.children.forEach(visit);
  };
  visit(main);
  return texts.filter(Boolean);
}

export interface ContentWords {
  readonly exact: ReadonlySet<string>;
  /** The Markdown bodies: a link inside a paragraph splits it into several text nodes, each a part of it. */
  readonly prose: string;
  /** Each value as a whole-word pattern, longest first. */
  readonly patterns: readonly RegExp[];
}

export function contentWords({ values, prose = '' }: { values: readonly string[]; prose?: string }): ContentWords {
  const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // A label's {placeholder} (a count, a name) stands for whatever the page wrote there.
  const pattern = (value: string) =>
    value
      .split(/\{[a-z]+\}/)
      .map(escapeRegExp)
      .join('.+?');
  return { exact: new Set(values), prose, patterns: values.map((value) => new RegExp(`(?<![\\p{L}\\p{N}])${pattern(value)}(?![\\p{L}\\p{N}])`, 'gu')) };
}

/**
 * The text nodes of a page's <main> that the content does not account for. A node may join several
 * values (a role and a company, a number and "pieces"): every value found in it as whole words is
 * taken out, longest first, and only numbers, dates and punctuation may remain.
 */
export function wordsNotFromContent(html: string, words: ContentWords, within: 'main' | 'body' = 'main'): string[] {
  return mainTexts(html, within).filter((text) => {
    if (words.exact.has(text) || NOT_WORDS.test(text) || words.prose.includes(text)) return false;
    let rest = text.replace(DATE, ' ');
    for (const pattern of words.patterns) {
      rest = rest.replace(pattern, ' ');
      if (NOT_WORDS.test(rest)) return false;
    }
    return true;
  });
}
