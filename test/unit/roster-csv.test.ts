import { describe, expect, it } from 'vitest';
import { csvCell, rosterCsv } from '../../src/shared/roster-csv.ts';
import { splitCells } from '../../src/shared/parse-roster.ts';

const WORDS = {
  name: 'Name',
  number: 'Number',
  size: 'Size',
  shortsSize: 'Shorts size',
  product: 'Product',
  articleNo: 'Article No',
  colour: 'Colour',
  decoration: 'Decoration',
};
const ORDER = { product: 'Sublimated Club Soccer Kit', articleNo: 'TT-SU-001', colour: 'Royal Blue / White', decoration: 'Sublimation, front and back' };

describe('csvCell', () => {
  it('keeps a formula as text', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('@x')).toBe("'@x");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('\rx')).toBe('"\'\rx"');
  });

  it('quotes commas, quotes and line breaks, and keeps names as typed', () => {
    expect(csvCell('Khan, Ali')).toBe('"Khan, Ali"');
    expect(csvCell('Sam "Rocket"')).toBe('"Sam ""Rocket"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell("O'Neil")).toBe("O'Neil");
    expect(csvCell('Zoë Łukasz 李')).toBe('Zoë Łukasz 李');
  });
});

describe('rosterCsv', () => {
  const csv = rosterCsv(
    [
      { name: '=HYPERLINK("http://x")', number: '7', size: 'M', shortsSize: 'L' },
      { name: 'Zoë O’Brien', number: '10', size: '2XL' },
    ],
    ORDER,
    WORDS,
  );

  it('starts with a byte-order mark and a header row, one row per player with the order', () => {
    expect(csv.startsWith('\uFEFFName,Number,Size,Shorts size,Product,Article No,Colour,Decoration\r\n')).toBe(true);
    const rows = splitCells(csv.slice(1).trimEnd(), ',');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toEqual(['\'=HYPERLINK("http://x")', '7', 'M', 'L', ORDER.product, ORDER.articleNo, ORDER.colour, ORDER.decoration]);
    expect(rows[2]).toEqual(['Zoë O’Brien', '10', '2XL', '', ORDER.product, ORDER.articleNo, ORDER.colour, ORDER.decoration]);
  });
});
