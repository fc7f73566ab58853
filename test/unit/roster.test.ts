import { describe, expect, it } from 'vitest';
import { checkRoster } from '../../src/shared/check-roster.ts';
import { parseRoster } from '../../src/shared/parse-roster.ts';
import { fitRoster, rosterLine } from '../../src/shared/roster-message.ts';
import { formatSizeRun, sizeCountsOf } from '../../src/shared/size-run.ts';
import { whatsappLink } from '../../src/shared/whatsapp-link.ts';

const SIZES = ['S', 'M', 'L', 'XL', '2XL'];
const RUN_WORDS = { sizes: 'Sizes', minimum: 'minimum' };
const MESSAGE_WORDS = { shorts: 'shorts', rosterAttached: 'Roster: {players} players, file attached' };

describe('parseRoster', () => {
  it('reads tab-separated rows with a header row, in the header’s column order', () => {
    const rows = parseRoster('No\tPlayer\tSize\tShorts\n7\tAli Khan\tm\tL\n10\tSara\txxl\t\n');
    expect(rows).toEqual([
      { name: 'Ali Khan', number: '7', size: 'M', shortsSize: 'L' },
      { name: 'Sara', number: '10', size: '2XL' },
    ]);
  });

  it('reads comma-separated rows without a header row, skipping blank lines', () => {
    expect(parseRoster('Ali Khan,7,M\r\n\r\n  \nSara,10,L\n')).toEqual([
      { name: 'Ali Khan', number: '7', size: 'M' },
      { name: 'Sara', number: '10', size: 'L' },
    ]);
  });

  it('takes the number first when every first cell is a number', () => {
    expect(parseRoster('7\tAli\tM\n10\tSara\tL')).toEqual([
      { name: 'Ali', number: '7', size: 'M' },
      { name: 'Sara', number: '10', size: 'L' },
    ]);
  });

  it('reads quoted cells holding commas, doubled quotes and line breaks', () => {
    expect(parseRoster('Name,#,Size\n"Khan, Ali",7,M\n"Sam ""Rocket"" O\'Neil",9,S\n"Zoë\nJr",3,L')).toEqual([
      { name: 'Khan, Ali', number: '7', size: 'M' },
      { name: 'Sam "Rocket" O\'Neil', number: '9', size: 'S' },
      { name: 'Zoë\nJr', number: '3', size: 'L' },
    ]);
  });

  it('knows the owner’s own header words', () => {
    expect(parseRoster('Naam,Nambar,Saiz\nAli,7,M', { name: ['Naam'], number: ['Nambar'], size: ['Saiz'] })).toEqual([{ name: 'Ali', number: '7', size: 'M' }]);
  });
});

describe('checkRoster', () => {
  it('marks duplicate numbers ("07" is 7) and sizes the product is not made in, on their rows', () => {
    const rows = parseRoster('Ali,7,M\nSara,07,XS\nBilal,9,L,3XL\nDan,,M\nEve,,L');
    expect(checkRoster(rows, SIZES)).toEqual([['duplicate-number'], ['duplicate-number', 'unknown-size'], ['unknown-shorts-size'], [], []]);
  });
});

describe('size run', () => {
  it('counts a roster in the product’s size order and writes the summary line', () => {
    const roster = [...Array(3).fill('S'), ...Array(6).fill('M'), ...Array(5).fill('L'), ...Array(2).fill('XL')].map((size, index) => ({
      name: `Player ${index}`,
      number: String(index),
      size,
    }));
    const counts = sizeCountsOf(roster, SIZES);
    expect(formatSizeRun(counts, 15, RUN_WORDS)).toBe('Sizes: S×3 M×6 L×5 XL×2 = 16 (minimum 15)');
  });

  it('counts sizes the product is not made in after its own, and uses the owner’s words', () => {
    const counts = sizeCountsOf(parseRoster('A,1,M\nB,2,3XL'), SIZES);
    expect(formatSizeRun(counts, 15, { sizes: 'Talla', minimum: 'mínimo' })).toBe('Talla: M×1 3XL×1 = 2 (mínimo 15)');
    expect(formatSizeRun(sizeCountsOf([], SIZES), 15, RUN_WORDS)).toBe('Sizes: = 0 (minimum 15)');
  });
});

describe('fitting the roster in a link', () => {
  const roster = Array.from({ length: 22 }, (_, index) => ({
    name: `Muhammad Abdullah bin Tariq Qureshi of Sialkot ${index + 1}`,
    number: String(index + 1),
    size: 'L',
    shortsSize: 'M',
  }));
  const link = (text: string) => whatsappLink('923001234567', text);

  it('writes one line per player', () => {
    expect(rosterLine(roster[0]!, MESSAGE_WORDS)).toBe('#1 Muhammad Abdullah bin Tariq Qureshi of Sialkot 1: L, shorts M');
    expect(rosterLine({ name: 'Sara', number: '', size: 'S' }, MESSAGE_WORDS)).toBe('Sara: S');
  });

  it('keeps a short roster in the message', () => {
    const fitted = fitRoster({ before: 'Sizes: L×3 = 3 (minimum 15)', roster: roster.slice(0, 3) }, MESSAGE_WORDS, link);
    expect(fitted.rosterAttached).toBe(false);
    expect(fitted.text.split('\n')).toHaveLength(4);
  });

  it('says the file is attached when the link would pass 1,800 characters', () => {
    const parts = { before: 'Sizes: L×22 = 22 (minimum 15)', roster, after: 'Thank you' };
    expect(fitRoster(parts, MESSAGE_WORDS, link, 100_000).text.split('\n')).toHaveLength(24);
    const fitted = fitRoster(parts, MESSAGE_WORDS, link);
    expect(link(fitted.text).length).toBeLessThanOrEqual(1800);
    expect(fitted).toEqual({ text: 'Sizes: L×22 = 22 (minimum 15)\nRoster: 22 players, file attached\nThank you', rosterAttached: true });
  });
});
