import { describe, expect, it } from 'vitest';
import { LABEL_KEYS, type LabelKey } from '../../src/content/schemas/label.ts';
import { rosterWords } from '../../src/page-api/roster-words.ts';
import { parseRoster } from '../../src/shared/parse-roster.ts';
import { rosterCsv } from '../../src/shared/roster-csv.ts';
import { fitRoster } from '../../src/shared/roster-message.ts';
import { formatSizeRun, sizeCountsOf } from '../../src/shared/size-run.ts';

/** Every label as its own key in capitals, so a test sees which label each word came from. */
const labels = Object.fromEntries(LABEL_KEYS.map((key) => [key, key.toUpperCase()])) as Record<LabelKey, string>;

describe('rosterWords', () => {
  const words = rosterWords({ ...labels, 'roster-attached': 'ROSTER {players}' });

  it('writes the size run and the roster fallback in the owner’s words', () => {
    expect(formatSizeRun(sizeCountsOf([{ name: 'A', number: '1', size: 'M' }], ['M']), 15, words.sizeRun)).toBe('SIZE-RUN: M×1 = 1 (SIZE-RUN-MINIMUM 15)');
    const roster = [{ name: 'A', number: '1', size: 'M' }];
    expect(fitRoster({ before: 'X', roster }, words.message, (text) => text, 1).text).toBe('X\nROSTER 1');
  });

  it('heads the roster file with the owner’s words, and reads that header back when pasted', () => {
    const csv = rosterCsv([{ name: 'Ali', number: '7', size: 'M' }], { product: 'Kit', articleNo: 'TT-SU-001', colour: 'Navy', decoration: '' }, words.csv);
    expect(csv.split('\r\n')[0]).toBe(
      '\uFEFFROSTER-NAME,ROSTER-NUMBER,ROSTER-SIZE,ROSTER-SHORTS-SIZE,ROSTER-PRODUCT,ARTICLE-NO,ROSTER-COLOUR,ROSTER-DECORATION',
    );
    expect(parseRoster(csv.slice(1), words.header)).toEqual([{ name: 'Ali', number: '7', size: 'M' }]);
  });
});
