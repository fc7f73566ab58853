import { describe, expect, it } from 'vitest';
import { validateTable, type Loaded } from '../../src/content/validate-table.ts';
import { faqCollection } from '../../src/content/schemas/faq.ts';
import type { Table } from '../../src/content/read/table.ts';
import { createDigester, rememberedDigest } from '../../src/incremental/digest.ts';

const header = ['question', 'answer'];
const table = (rows: string[][]): Table => ({ file: 'content/faqs.csv', header, records: rows.map((cells, index) => ({ row: index + 2, cells })) });
const rows = [
  ['Do you ship abroad?', 'Yes, worldwide.'],
  ['How long does it take?', 'Two weeks.'],
  ['Can I pay on delivery?', 'In the city, yes.'],
];
/** The state as a new process reads it back: the same data, none of the same objects. */
const reread = <T>(loaded: Loaded<T>): Loaded<T> => JSON.parse(JSON.stringify(loaded)) as Loaded<T>;

describe('validateTable with the last version of the file', () => {
  it('reuses the unchanged rows and validates the edited one again', () => {
    const first = reread(validateTable(faqCollection, table(rows)));
    const edited = rows.map((cells) => [...cells]);
    edited[1]![1] = 'Ten days.';
    const second = validateTable(faqCollection, table(edited), first);
    expect(second.records[0]).toBe(first.records[0]);
    expect(second.records[2]).toBe(first.records[2]);
    expect(second.records[1]).not.toBe(first.records[1]);
    expect(second.records[1]).toMatchObject({ answer: 'Ten days.', source: { row: 3 } });
    expect(second).toEqual(validateTable(faqCollection, table(edited)));
  });

  it('validates a reused row again when its row number changed (its source names the row)', () => {
    const first = reread(validateTable(faqCollection, table(rows)));
    const second = validateTable(faqCollection, table([['Is there a minimum order?', 'Ten pieces.'], ...rows]), first);
    expect(second.records.map((record) => record.source.row)).toEqual([2, 3, 4, 5]);
    expect(second.records.slice(1)).not.toContain(first.records[0]);
  });

  it('reports a problem in an edited row even when the rest is reused', () => {
    const first = reread(validateTable(faqCollection, table(rows)));
    const second = validateTable(faqCollection, table([rows[0]!, ['', 'No question'], rows[2]!]), first);
    expect(second.issues).toHaveLength(1);
    expect(second.issues[0]).toMatchObject({ row: 3, column: 'question' });
  });

  it('ignores a last version whose row fingerprints do not match its records (an old or damaged state)', () => {
    const first = reread(validateTable(faqCollection, table(rows)));
    const damaged = { ...first, rows: first.rows!.slice(1) };
    const second = validateTable(faqCollection, table(rows), damaged);
    for (const record of second.records) expect(first.records).not.toContain(record);
    expect(second).toEqual(validateTable(faqCollection, table(rows)));
  });

  it("gives each record its row's fingerprint, the same in every process, and freezes it", () => {
    const first = validateTable(faqCollection, table(rows));
    const again = validateTable(faqCollection, table(rows));
    expect(Object.isFrozen(first.records[0])).toBe(true);
    expect(rememberedDigest(first.records[0]!)).toBeDefined();
    expect(createDigester()(first.records[0])).toBe(createDigester()(again.records[0]));
    expect(createDigester()(first.records[0])).not.toBe(createDigester()(first.records[1]));
  });
});
