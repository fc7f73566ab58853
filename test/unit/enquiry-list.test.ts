import { describe, expect, it } from 'vitest';
import { enquiryListText, isCart, lineMinimum, parseQuantity, QUANTITY_MAX } from '../../src/shared/enquiry-list.ts';

describe('enquiry list quantities', () => {
  it("starts a line at the product's minimum order, read from the page however it came", () => {
    expect(lineMinimum(50)).toBe(50);
    expect(lineMinimum('25')).toBe(25);
    // Missing or broken: the least a line may carry.
    for (const broken of [undefined, null, '', ' ', 'fifty', '2.5', 2.5, Number.NaN, {}]) expect(lineMinimum(broken), String(broken)).toBe(1);
    expect(lineMinimum(0)).toBe(1);
    // A minimum above what a stored line may carry would make the whole stored list invalid.
    expect(lineMinimum(50_000)).toBe(QUANTITY_MAX);
    expect(isCart({ lines: [{ name: 'TT-SF-001', qty: lineMinimum(50_000), note: '' }], visitor: { name: '', phone: '' } })).toBe(true);
  });

  it('refuses a quantity below the minimum order with a sentence naming it', () => {
    expect(parseQuantity('50', 50)).toEqual({ ok: true, value: 50 });
    expect(parseQuantity(' 120 ', 50)).toEqual({ ok: true, value: 120 });
    expect(parseQuantity('49', 50)).toEqual({ ok: false, message: 'The minimum order is 50 pieces.' });
    expect(parseQuantity('0', 1)).toEqual({ ok: false, message: 'The minimum order is 1 piece.' });
    expect(parseQuantity('10001', 50)).toEqual({ ok: false, message: 'The quantity must be from 50 to 10,000 pieces.' });
    expect(parseQuantity('2.5', 50)).toEqual({ ok: false, message: 'Enter a whole number of pieces from 50 to 10,000.' });
    // Without a minimum, 1 piece is the least.
    expect(parseQuantity('1')).toEqual({ ok: true, value: 1 });
  });

  it('counts the pieces of each line in the message as people do', () => {
    const text = enquiryListText(
      [
        { title: 'Mesh Vest', name: 'TT-SF-001', qty: 1, note: '' },
        { title: 'Soccer Kit', name: 'TT-SU-001', qty: 1450, note: 'S 10\nM 20' },
      ],
      { name: 'Imran', phone: '+92 333 5551234' },
    );
    expect(text.split('\n')).toEqual([
      'Enquiry for these products:',
      '1. Mesh Vest, Article No TT-SF-001, 1 piece',
      '2. Soccer Kit, Article No TT-SU-001, 1,450 pieces, note: S 10; M 20',
      '',
      'Name: Imran',
      'Phone: +92 333 5551234',
    ]);
  });
});
