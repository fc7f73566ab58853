import path from 'node:path';
import { locateImage } from '../assets/images/locate-image.ts';
import type { ContentIssue } from '../errors/content-issue.ts';
import { sortIssues } from '../errors/format-issues.ts';
import { brandImages, imageReferences } from './image-references.ts';
import { unixSha256 } from '../new-site/sample-fingerprint.ts';
import { EXAMPLE_LISTS, MADE_UP_HOST, SAMPLE_BUSINESS, starterExamples, type StarterExamples } from './known-examples.ts';
import type { RawContent } from './load-collections.ts';
import { displayPath } from './read/display-path.ts';
import type { Source } from './schemas/collection.ts';
import { SITE_SETTINGS_FILE, type SiteSettings } from './schemas/site-settings.ts';

const NETWORKS: Record<string, string> = { facebook: 'Facebook', instagram: 'Instagram', linkedin: 'LinkedIn' };

export interface IdentityOptions {
  readonly contentDir: string;
  readonly publicDir: string;
  /** The address came from --base-url, so site.json's own is not what is published. */
  readonly baseUrlGiven?: boolean;
}

/**
 * Everything in the content that is still the sample business's, or an example of the starter's
 * (`npm run new-site`), which a visitor must never see on a live site: the sample's name, logo,
 * phone, e-mail, address, map and social links, made-up .example addresses anywhere, the
 * starter's example products, people, customers and posts, and its placeholder picture. One
 * sentence each, saying where to change it. The sample itself has them all, and builds: they are
 * warnings, which `--strict` (the publishing recipes, `npm run publish`) turns into problems.
 */
export async function findSampleIdentity(content: RawContent & { settings: SiteSettings }, options: IdentityOptions): Promise<ContentIssue[]> {
  const starter = await starterExamples();
  const settingsFile = displayPath(path.join(options.contentDir, SITE_SETTINGS_FILE));
  const examples = exampleRows(content, starter);
  return sortIssues([
    ...(await settingsIssues(content.settings, settingsFile, starter, options)),
    ...examples.issues,
    ...examplesInText(content, new Set([SAMPLE_BUSINESS.phone, starter.phone])),
    // A row already named as an example is replaced whole, picture and all: one sentence is enough.
    ...(await placeholderPictures(content, starter, options, examples.rows)),
  ]);
}

async function settingsIssues(settings: SiteSettings, file: string, starter: StarterExamples, options: IdentityOptions): Promise<ContentIssue[]> {
  const issues: ContentIssue[] = [];
  const at = (field: string, message: string) => issues.push({ code: 'StillTheSample', file, field, message });
  if (settings.name === SAMPLE_BUSINESS.name) at('name', `"${settings.name}" is the sample business's name; write your business's name here`);
  for (const [field, image] of brandImages(settings)) {
    const sample = await sampleBrandFile(image, options);
    if (sample) at(field, `"${image}" is the sample's ${sample}; put your own in the content folder's images/ and write its name here (docs/owner/brand.md)`);
  }
  if (settings.phone === SAMPLE_BUSINESS.phone || settings.phone === starter.phone)
    at('phone', `+${settings.phone} is the example number; write your own phone and WhatsApp number here, with the country code`);
  const emailHost = settings.email.split('@')[1] ?? '';
  if (settings.email === SAMPLE_BUSINESS.email || MADE_UP_HOST.test(emailHost))
    at('email', `${settings.email} is a made-up address that reaches no one; write the e-mail address enquiries should go to`);
  if (settings.address === SAMPLE_BUSINESS.address || settings.address === starter.address)
    at('address', `"${settings.address}" is the example address; write your own postal address`);
  if (settings.mapsQuery === SAMPLE_BUSINESS.mapsQuery || settings.mapsQuery === starter.mapsQuery)
    at('mapsQuery', `"${settings.mapsQuery}" is the example's place on the map; write your street and town, as you would search for them on a map`);
  for (const [network, link] of Object.entries(settings.social)) {
    if (SAMPLE_BUSINESS.socialMark.test(link) || isMadeUp(link))
      at(`social.${network}`, `${link} is an example link; write the address of your own ${NETWORKS[network] ?? network} page, or delete the line`);
  }
  if (!options.baseUrlGiven && isMadeUp(settings.baseUrl))
    at(
      'baseUrl',
      `${settings.baseUrl} is a made-up address; write the address the site is published at (your own domain, or the one your host gives it), or the links, sitemap and link previews of the site lead nowhere`,
    );
  return issues;
}

/** The starter's example rows, found by their Article No, slug or name: one sentence per file. */
function exampleRows(content: RawContent, starter: StarterExamples): { issues: ContentIssue[]; rows: Set<string> } {
  const issues: ContentIssue[] = [];
  const rows = new Set<string>();
  const lists = content as unknown as Record<string, readonly (Record<string, unknown> & { source: Source })[]>;
  for (const list of EXAMPLE_LISTS) {
    const keys = starter.rows.get(list.key) ?? new Set();
    const found = (lists[list.key] ?? []).filter((record) => keys.has(String(record[list.column] ?? '')));
    for (const record of found) rows.add(sourceId(record.source));
    for (const group of byFile(found)) {
      issues.push({
        code: 'StarterExample',
        ...place(group[0]!.source),
        message:
          group.length === 1
            ? `${rowsIn(group)} is an example ${list.one} (${String(group[0]![list.column])}), not one of yours: write your own in its place, or delete the row`
            : `${rowsIn(group)} are example ${list.many} (${group.map((record) => String(record[list.column])).join(', ')}), not yours: write your own in their place, or delete the rows`,
      });
    }
  }
  for (const post of content.blogPosts.filter((record) => starter.posts.has(record.slug))) {
    rows.add(sourceId(post.source));
    issues.push({
      code: 'StarterExample',
      file: post.source.file,
      message: 'this is an example post, not one of yours: write a post of your own in its place, or delete the file',
    });
  }
  return { issues, rows };
}

function sourceId(source: Source): string {
  return `${source.file}\n${source.sheet ?? ''}\n${source.row ?? ''}`;
}

/** Cells and Markdown that name a made-up (.example) address or the example phone number: one sentence per file and column. */
function examplesInText(content: RawContent, phones: ReadonlySet<string>): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const tails = [...phones].map((phone) => phone.slice(-4));
  for (const [key, value] of Object.entries(content)) {
    if (key === 'settings' || !Array.isArray(value)) continue;
    const found = new Map<string, { source: Source; column: string; addresses: Set<string>; rows: number[] }>();
    for (const record of value as (Record<string, unknown> & { source: Source })[]) {
      for (const column in record) {
        const cell = record[column];
        if (column === 'source' || !mayName(cell, tails)) continue;
        const addresses = examplesIn(cell, phones);
        if (addresses.length === 0) continue;
        const id = `${record.source.file}\n${record.source.sheet ?? ''}\n${column}`;
        const entry = found.get(id) ?? { source: record.source, column, addresses: new Set(), rows: [] };
        for (const address of addresses) entry.addresses.add(address);
        if (record.source.row !== undefined) entry.rows.push(record.source.row);
        found.set(id, entry);
      }
    }
    for (const { source, column, addresses, rows } of found.values()) {
      const named = [...addresses].slice(0, 2).join(', ') + (addresses.size > 2 ? ' …' : '');
      const markdown = source.row === undefined;
      issues.push({
        code: 'MadeUpAddress',
        file: source.file,
        ...(source.sheet === undefined ? {} : { sheet: source.sheet }),
        ...(markdown ? (column === 'body' ? {} : { field: column }) : { column }),
        message: `${markdown ? (column === 'body' ? 'the text names' : 'this names') : `${rows.length === 1 ? 'row' : 'rows'} ${listOf(rows)} ${rows.length === 1 ? 'names' : 'name'}`} ${named}, made up for the example; write your own there, or delete ${markdown ? 'it' : 'the cells'}`,
      });
    }
  }
  return issues;
}

/** Rows whose picture is still the starter's placeholder drawing (images/sample.svg, by its bytes). */
async function placeholderPictures(
  content: RawContent,
  starter: StarterExamples,
  options: IdentityOptions,
  named: ReadonlySet<string>,
): Promise<ContentIssue[]> {
  const hashes = new Map<string, Promise<boolean>>();
  const isPlaceholder = (image: string) => {
    let known = hashes.get(image);
    if (!known) {
      known = (async () => {
        const found = await locateImage(image, options.contentDir, options.publicDir);
        // Only a file of the placeholder's size can be it: a catalogue's photos are never read for this.
        if (!found || found.size !== starter.placeholder.size) return false;
        return (await unixSha256(found.file)) === starter.placeholder.hash;
      })();
      hashes.set(image, known);
    }
    return known;
  };
  const settingsFile = displayPath(path.join(options.contentDir, SITE_SETTINGS_FILE));
  const references = imageReferences(content, options.contentDir).filter(
    (reference) => reference.source.file !== settingsFile && !named.has(sourceId(reference.source)),
  );
  const placeholders = new Set<string>();
  await Promise.all([...new Set(references.map((reference) => reference.image))].map(async (image) => (await isPlaceholder(image)) && placeholders.add(image)));
  const found = references.filter((reference) => placeholders.has(reference.image));
  const groups = new Map<string, typeof found>();
  for (const reference of found) {
    const id = `${reference.source.file}\n${reference.source.sheet ?? ''}\n${reference.column}`;
    groups.set(id, [...(groups.get(id) ?? []), reference]);
  }
  return [...groups.values()].map((group) => {
    const { source, column, image } = group[0]!;
    const rows = group.flatMap((reference) => (reference.source.row === undefined ? [] : [reference.source.row]));
    const markdown = source.row === undefined;
    return {
      code: 'PlaceholderPicture' as const,
      file: source.file,
      ...(source.sheet === undefined ? {} : { sheet: source.sheet }),
      ...(markdown ? { field: column } : { column }),
      message: `${markdown ? 'this still shows' : `${rows.length === 1 ? 'row' : 'rows'} ${listOf(rows)} still show${rows.length === 1 ? 's' : ''}`} the placeholder picture of new sites (${image}); put your own photos in images/ and write their names here`,
    };
  });
}

/** The sample's brand file this picture is (its logo, light logo or favicon), by its bytes. */
async function sampleBrandFile(image: string, options: IdentityOptions): Promise<string | undefined> {
  const found = await locateImage(image, options.contentDir, options.publicDir);
  return found ? SAMPLE_BUSINESS.brandFiles.get(await unixSha256(found.file)) : undefined;
}

function isMadeUp(address: string): boolean {
  try {
    return MADE_UP_HOST.test(new URL(address).hostname);
  } catch {
    return false;
  }
}

/**
 * Whether a cell could name something made up: a made-up name's ending, or the example number's
 * last digits. A catalogue has tens of thousands of cells; only these few are searched.
 */
function mayName(cell: unknown, tails: readonly string[]): boolean {
  if (typeof cell === 'string') return MADE_UP_ENDING.test(cell) || tails.some((tail) => cell.includes(tail));
  return Array.isArray(cell) && cell.some((item) => mayName(item, tails));
}

const MADE_UP_ENDING = /\.(?:example|test|invalid)\b/i;

/**
 * What a cell (or a Markdown text) names that is made up: web and e-mail addresses under .example,
 * .test or .invalid, and the example phone number however it is spaced.
 */
function examplesIn(cell: unknown, phones: ReadonlySet<string>): string[] {
  const texts = Array.isArray(cell) ? cell.filter((item): item is string => typeof item === 'string') : typeof cell === 'string' ? [cell] : [];
  const found: string[] = [];
  for (const text of texts) {
    for (const [match] of text.matchAll(/(?:https?:\/\/|[\w.+-]+@)?(?:[\w-]+\.)+(?:example|test|invalid)\b(?:\/[^\s"'<>)]*)?/gi)) found.push(match);
    for (const [match] of text.matchAll(/\+?\d[\d\s().-]{6,}\d/g)) if (phones.has(match.replace(/\D/g, ''))) found.push(match);
  }
  return found;
}

function byFile<T extends { source: Source }>(records: readonly T[]): T[][] {
  const groups = new Map<string, T[]>();
  for (const record of records) {
    const id = `${record.source.file}\n${record.source.sheet ?? ''}`;
    groups.set(id, [...(groups.get(id) ?? []), record]);
  }
  return [...groups.values()];
}

function place(source: Source): Pick<ContentIssue, 'file' | 'sheet'> {
  return { file: source.file, ...(source.sheet === undefined ? {} : { sheet: source.sheet }) };
}

function rowsIn(records: readonly { source: Source }[]): string {
  const rows = records.flatMap((record) => (record.source.row === undefined ? [] : [record.source.row]));
  return `${rows.length === 1 ? 'row' : 'rows'} ${listOf(rows)}`;
}

/** 2 / 2 and 3 / 2, 3 and 5 / 2 to 9: rows as the owner looks for them. */
function listOf(rows: readonly number[]): string {
  const sorted = [...new Set(rows)].sort((a, b) => a - b);
  if (sorted.length > 3 && sorted.at(-1)! - sorted[0]! === sorted.length - 1) return `${sorted[0]} to ${sorted.at(-1)}`;
  if (sorted.length === 1) return String(sorted[0]);
  return `${sorted.slice(0, -1).join(', ')} and ${sorted.at(-1)}`;
}
