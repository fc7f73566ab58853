import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import type { LabelKey } from '../../src/content/schemas/label.ts';
import { enquiryWords } from '../../src/page-api/enquiry-words.ts';
import type { EnquiryWords } from '../../src/shared/enquiry-words.ts';
import { SITE_FIXTURE } from './fixture-site.ts';

/** The test site's labels.csv, as the build reads it: the words the browser code is given. */
export function fixtureLabels(): Record<LabelKey, string> {
  const rows = parse(readFileSync(path.join(SITE_FIXTURE, 'labels.csv'), 'utf8'), { columns: true }) as { label: LabelKey; text: string }[];
  return Object.fromEntries(rows.map((row) => [row.label, row.text])) as Record<LabelKey, string>;
}

export function fixtureEnquiryWords(): EnquiryWords {
  return enquiryWords(fixtureLabels());
}
