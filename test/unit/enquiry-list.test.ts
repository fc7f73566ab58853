import { describe, expect, it } from 'vitest';
import { fixtureEnquiryWords } from '../helpers/fixture-labels.ts';
import {
  EMPTY_CART,
  enquiryListText,
  isCart,
  isWishlist,
  lineMinimum,
  parseQuantity,
  QUANTITY_MAX,
  QUANTITY_MIN,
  STORAGE_KEYS,
} from '../../src/shared/enquiry-list.ts';

const words = fixtureEnquiryWords();

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
    expect(parseQuantity('50', 50, words)).toEqual({ ok: true, value: 50 });
    expect(parseQuantity(' 120 ', 50, words)).toEqual({ ok: true, value: 120 });
    expect(parseQuantity('49', 50, words)).toEqual({ ok: false, message: 'The minimum order is 50 pieces.' });
    expect(parseQuantity('0', 1, words)).toEqual({ ok: false, message: 'The minimum order is 1 piece.' });
    expect(parseQuantity('10001', 50, words)).toEqual({ ok: false, message: 'The quantity must be from 50 to 10,000 pieces.' });
    expect(parseQuantity('2.5', 50, words)).toEqual({ ok: false, message: 'Enter a whole number from 50 to 10,000 pieces.' });
    // A minimum of 1 piece is the least.
    expect(parseQuantity('1', 1, words)).toEqual({ ok: true, value: 1 });
  });

  it('counts the pieces of each line in the message as people do', () => {
    const text = enquiryListText(
      [
        { title: 'Mesh Vest', name: 'TT-SF-001', qty: 1, note: '' },
        { title: 'Soccer Kit', name: 'TT-SU-001', qty: 1450, note: 'S 10\nM 20' },
      ],
      { name: 'Imran', phone: '+92 333 5551234' },
      words,
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

describe('what is read back from storage', () => {
  const line = { name: 'TT-SU-001', qty: 25, note: '' };
  const visitor = { name: '', phone: '' };

  it('accepts a wishlist of Article Nos only, up to 500', () => {
    expect(isWishlist([])).toBe(true);
    expect(isWishlist(['TT-SU-001', 'TT-SF-012', 'AB-12-C3-D4'])).toBe(true);
    for (const bad of [null, {}, 'TT-SU-001', [42], ['tt-su-001'], ['<img src=x>'], ['TT'], ['TT-SU-001-A-B']])
      expect(isWishlist(bad), JSON.stringify(bad)).toBe(false);
    expect(isWishlist(Array.from({ length: 500 }, () => 'TT-SU-001'))).toBe(true);
    expect(isWishlist(Array.from({ length: 501 }, () => 'TT-SU-001'))).toBe(false);
  });

  it('accepts an enquiry list whose every line and the visitor are well formed', () => {
    expect(isCart(EMPTY_CART)).toBe(true);
    expect(isCart({ lines: [line], visitor: { name: 'Imran', phone: '+92 333' } })).toBe(true);
    expect(
      isCart({
        lines: [
          { ...line, qty: QUANTITY_MIN },
          { ...line, name: 'TT-SU-002', qty: QUANTITY_MAX },
        ],
        visitor,
      }),
    ).toBe(true);
  });

  it('refuses a list with any broken line, a missing visitor, or too many lines', () => {
    for (const bad of [
      null,
      [],
      { lines: 'all', visitor },
      { lines: [line] },
      { lines: [line], visitor: null },
      { lines: [line], visitor: { name: 'A' } },
      { lines: [null], visitor },
      { lines: [{ ...line, name: '<script>' }], visitor },
      { lines: [{ ...line, qty: 0 }], visitor },
      { lines: [{ ...line, qty: -4 }], visitor },
      { lines: [{ ...line, qty: 2.5 }], visitor },
      { lines: [{ ...line, qty: '25' }], visitor },
      { lines: [{ ...line, qty: QUANTITY_MAX + 1 }], visitor },
      { lines: [{ ...line, note: undefined }], visitor },
      { lines: [line, { ...line, qty: Number.NaN }], visitor },
    ]) {
      expect(isCart(bad), JSON.stringify(bad)).toBe(false);
    }
    expect(isCart({ lines: Array.from({ length: 501 }, () => line), visitor })).toBe(false);
  });

  it("keeps its storage keys: changing them would empty every visitor's lists", () => {
    expect(STORAGE_KEYS).toEqual({ wishlist: 'tt.wishlist.v1', cart: 'tt.enquiry.v1', products: 'tt.products.v1' });
  });
});

describe('quantities at the edges', () => {
  it('accepts exactly the minimum and exactly 10,000', () => {
    expect(parseQuantity('25', 25, words)).toEqual({ ok: true, value: 25 });
    expect(parseQuantity('10000', 25, words)).toEqual({ ok: true, value: 10_000 });
    expect(parseQuantity('007', 1, words)).toEqual({ ok: true, value: 7 });
  });

  it('refuses what is not plain digits, with the range in the sentence', () => {
    const sentence = { ok: false, message: 'Enter a whole number from 25 to 10,000 pieces.' };
    for (const bad of ['', '   ', '-3', '+30', '1e3', '30 pieces', '1,000', '٣٠', 'abc'])
      expect(parseQuantity(bad, 25, words), JSON.stringify(bad)).toEqual(sentence);
  });

  it('reads a broken minimum as 1 and holds a large one to 10,000', () => {
    expect(parseQuantity('1', Number.NaN, words)).toEqual({ ok: true, value: 1 });
    expect(parseQuantity('9999', 50_000, words)).toEqual({ ok: false, message: 'The minimum order is 10,000 pieces.' });
    expect(parseQuantity('10000', 50_000, words)).toEqual({ ok: true, value: 10_000 });
  });
});

describe('the enquiry message', () => {
  it('says when the visitor gave no name or phone, and trims what they gave', () => {
    const text = enquiryListText([{ title: 'Mesh Vest', name: 'TT-SF-001', qty: 30, note: '  ' }], { name: '  ', phone: ' +92 300 1234567 ' }, words);
    expect(text.split('\n')).toEqual([
      'Enquiry for these products:',
      '1. Mesh Vest, Article No TT-SF-001, 30 pieces',
      '',
      'Name: (not given)',
      'Phone: +92 300 1234567',
    ]);
  });

  it('joins a note of several lines (any line ending, blank lines around) with semicolons', () => {
    const text = enquiryListText([{ title: 'Kit', name: 'TT-SU-001', qty: 10, note: '\nS 10\r\nM 20 \n\n L 5\n' }], { name: 'A', phone: '1' }, words);
    expect(text.split('\n')[1]).toBe('1. Kit, Article No TT-SU-001, 10 pieces, note: S 10; M 20; L 5');
  });

  it('lists nothing but the heading and the visitor when there are no lines', () => {
    expect(enquiryListText([], { name: 'A', phone: '1' }, words)).toBe('Enquiry for these products:\n\nName: A\nPhone: 1');
  });
});
