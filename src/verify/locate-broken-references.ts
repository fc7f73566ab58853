import { existsSync } from 'node:fs';
import path from 'node:path';
import type { RawContent } from '../content/load-collections.ts';
import type { Source } from '../content/schemas/collection.ts';
import { markdownReferences, type MarkdownReference } from '../content/markdown-references.ts';
import { displayPath } from '../content/read/display-path.ts';
import { markdownCollections } from '../content/schemas/index.ts';
import type { ContentIssue } from '../errors/content-issue.ts';
import { quoteValue } from '../errors/format-issues.ts';
import type { SitePaths } from '../shared/url-paths.ts';
import type { BrokenReference } from './crawl-built-site.ts';

/** A link or picture of a Markdown body, with the file it is written in. */
interface WrittenReference extends MarkdownReference {
  readonly file: string;
}

/**
 * Turns the addresses that lead nowhere into sentences at the place the owner wrote them. The
 * links and pictures of Markdown bodies are read again from the content, with the renderer's own
 * rules (markdown-references.ts), so an address a page carries is traced to the .md file and the
 * words of the link. The build already refuses spreadsheet cells that name a missing picture or an
 * unknown page (link-references.ts), so what remains comes from the templates: those are reported
 * at the first page that has them, with the number of pages that do.
 */
export function locateBrokenReferences(broken: readonly BrokenReference[], content: RawContent, paths: SitePaths, contentDir: string): ContentIssue[] {
  const written = writtenReferences(content, paths);
  const issues = new Map<string, ContentIssue>();
  for (const reference of broken) {
    const sources = reference.kind === 'file' ? [] : written.filter((candidate) => candidate.kind === reference.kind && candidate.address === reference.url);
    if (sources.length === 0) {
      issues.set(`${reference.page}\n${reference.url}\n${reference.reason}`, {
        code: codeOf(reference),
        file: `page ${reference.page}`,
        message: templateMessage(reference),
      });
      continue;
    }
    for (const source of sources) {
      // One sentence per link written, however many pages show the text it is in.
      issues.set(`${source.file}\n${source.kind}\n${source.written}\n${source.text}\n${reference.reason}`, {
        code: codeOf(reference),
        file: source.file,
        message: writtenMessage(source, reference, contentDir),
      });
    }
  }
  return [...issues.values()];
}

/** Every link and picture written in a Markdown body of the content: posts, services, and any Markdown collection to come. */
function writtenReferences(content: RawContent, paths: SitePaths): WrittenReference[] {
  const records = (Object.keys(markdownCollections) as (keyof typeof markdownCollections)[]).flatMap(
    (key): readonly { body: string; source: Source }[] => content[key],
  );
  return records.flatMap((record) => markdownReferences(record.body, paths).map((reference) => ({ ...reference, file: record.source.file })));
}

function codeOf(reference: BrokenReference): ContentIssue['code'] {
  if (reference.reason === 'no-anchor') return 'MissingAnchor';
  return reference.kind === 'image' ? 'MissingImage' : 'BrokenLink';
}

function writtenMessage(source: WrittenReference, reference: BrokenReference, contentDir: string): string {
  const what =
    source.kind === 'image' ? `the image ${quoteValue(source.text)} shows ${source.written}` : `the link ${quoteValue(source.text)} goes to ${source.written}`;
  if (reference.reason === 'no-anchor') return `${what}, but ${reference.path} has no part with the id "${reference.fragment}" to jump to`;
  if (source.kind === 'image') return `${what}, which is not a file of the site${unpublishedPicture(source.written, contentDir)}`;
  // A relative address resolves against the page the text is shown on, which is rarely what was meant.
  const fromRoot = /^([a-z][a-z0-9+.-]*:|\/|#)/i.test(source.written)
    ? ''
    : `; write an address of this site from its root, like /${source.written.replace(/^(\.\.?\/)+/, '')}`;
  return `${what}, which is not a page of the site${fromRoot}`;
}

/** A picture that exists in the content folder but is not published: only the pictures a cell or field names are. */
function unpublishedPicture(written: string, contentDir: string): string {
  const file = /^\/[^?#]+/.exec(written)?.[0];
  if (file === undefined) return '';
  let inContent: string;
  try {
    inContent = path.join(contentDir, decodeURIComponent(file));
  } catch {
    return '';
  }
  if (!existsSync(inContent)) return '';
  return `; ${displayPath(inContent)} exists, but the build publishes only the pictures the spreadsheets and front matter name: put a picture for Markdown in public/ (public${written} is published as ${written})`;
}

/** A problem no Markdown body explains: the page and the element that carry the address. */
function templateMessage(reference: BrokenReference): string {
  const others = reference.pages > 1 ? ` (and on ${reference.pages - 1} other page${reference.pages === 2 ? '' : 's'})` : '';
  const text = reference.text === '' ? '' : ` ${quoteValue(reference.text)}`;
  const what =
    reference.kind === 'link'
      ? `the link${text} goes to ${reference.url}`
      : reference.kind === 'image'
        ? `the image${text} shows ${reference.url}`
        : `${reference.element} names ${reference.url}`;
  if (reference.reason === 'no-anchor') return `${what}, but ${reference.path} has no element with the id "${reference.fragment}"${others}`;
  return `${what}, which is not ${reference.kind === 'link' ? 'a page' : 'a file'} of the site${others}`;
}
