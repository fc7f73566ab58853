import { describeSource } from '../content/issue-location.ts';
import type { ContentIssue } from '../errors/content-issue.ts';
import type { PageOrigin } from './page-origins.ts';

/**
 * Where a problem of a built page is reported: the record its words are written in when the
 * content says (a product's row, a post's file), else the page's address, e.g. `page /about/`.
 */
export function pageLocation(address: string, origin: PageOrigin | undefined): Pick<ContentIssue, 'file' | 'sheet' | 'row'> {
  const source = origin?.source;
  if (!source) return { file: `page ${address}` };
  return { file: source.file, ...(source.sheet === undefined ? {} : { sheet: source.sheet }), ...(source.row === undefined ? {} : { row: source.row }) };
}

/** A page named inside a sentence: its address, and its record when known: `/blog/a/ (content/blog/a.md)`. */
export function describePage(address: string, origin: PageOrigin | undefined): string {
  return origin?.source ? `${address} (${describeSource(origin.source)})` : address;
}
