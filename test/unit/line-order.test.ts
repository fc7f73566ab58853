import { describe, expect, it } from 'vitest';
import { fixtureEnquiryWords, fixtureLabels } from '../helpers/fixture-labels.ts';
import { orderWords } from '../../src/page-api/order-words.ts';
import { isCart } from '../../src/shared/enquiry-list.ts';
import { fitEnquiry } from '../../src/shared/fit-enquiry.ts';
import { isLineOrder, orderOf, type LineOrder } from '../../src/shared/line-order.ts';
import { orderLines } from '../../src/shared/order-message.ts';
import type { RosterRow } from '../../src/shared/parse-roster.ts';
import { whatsappLink } from '../../src/shared/whatsapp-link.ts';

const words = orderWords(fixtureLabels()).order;
const enquiry = fixtureEnquiryWords();
const visitor = { name: 'Imran', phone: '+92 333 5551234' };

const players = (count: number): RosterRow[] =>
  Array.from({ length: count }, (_, index) => ({ name: `Player Number ${index + 1}`, number: String(index + 1), size: ['S', 'M', 'L', 'XL'][index % 4]! }));

const order = (roster: readonly RosterRow[] = []): LineOrder => ({
  sizes: [
    { size: 'S', count: 3 },
    { size: 'M', count: 6 },
    { size: 'L', count: 5 },
    { size: 'XL', count: 2 },
    { size: '2XL', count: 0 },
  ],
  minimum: 15,
  colour: 'Royal Blue / White',
  decoration: 'Sublimation',
  placement: 'crest on left chest',
  neededBy: '2027-03-01',
  roster,
});

describe('an order in the enquiry message', () => {
  it('says the size run, then the decoration and its placement, the date, then one line per player', () => {
    const roster: RosterRow[] = [
      { name: 'Ali Khan', number: '10', size: 'L', shortsSize: 'M' },
      { name: 'Zoë', number: '7', size: 'S' },
    ];
    expect(orderLines(order(roster), words, false)).toEqual([
      'Sizes: S×3 M×6 L×5 XL×2 = 16 (minimum 15)',
      'Decoration: Sublimation, crest on left chest',
      'Needed by: 2027-03-01',
      '#10 Ali Khan: L, shorts M',
      '#7 Zoë: S',
    ]);
    expect(orderLines(order(roster), words, true).at(-1)).toBe('Roster: 2 players, file attached');
  });

  it('leaves out what was not chosen', () => {
    const bare: LineOrder = { ...order(), sizes: [{ size: 'M', count: 0 }], decoration: '', placement: ' ', neededBy: '' };
    expect(orderLines(bare, words, false)).toEqual([]);
  });

  it('writes every player into a message whose link fits, and says the file is attached when it would not', () => {
    const link = (text: string) => whatsappLink('923001234567', text);
    const short = fitEnquiry(
      [{ title: 'Soccer Kit', name: 'TT-SU-001', qty: 16, note: '', order: order(players(4)) }],
      visitor,
      { enquiry, order: words },
      link,
    );
    expect(short.rosterAttached).toBe(false);
    expect(short.text.split('\n')).toEqual([
      'Enquiry for these products:',
      '1. Soccer Kit, Article No TT-SU-001, 16 pieces',
      'Sizes: S×3 M×6 L×5 XL×2 = 16 (minimum 15)',
      'Decoration: Sublimation, crest on left chest',
      'Needed by: 2027-03-01',
      '#1 Player Number 1: S',
      '#2 Player Number 2: M',
      '#3 Player Number 3: L',
      '#4 Player Number 4: XL',
      '',
      'Name: Imran',
      'Phone: +92 333 5551234',
    ]);
    const long = fitEnquiry(
      [{ title: 'Soccer Kit', name: 'TT-SU-001', qty: 22, note: '', order: order(players(40)) }],
      visitor,
      { enquiry, order: words },
      link,
    );
    expect(long.rosterAttached).toBe(true);
    expect(long.text).toContain('Sizes: S×3 M×6 L×5 XL×2 = 16 (minimum 15)\nDecoration: Sublimation, crest on left chest');
    expect(long.text).toContain('Roster: 40 players, file attached');
    expect(long.text).not.toContain('Player Number');
    expect(link(long.text).length).toBeLessThanOrEqual(1800);
  });
});

describe('an order read back from storage', () => {
  it('loads a list stored before lines had an order, and one with an order', () => {
    const line = { name: 'TT-SU-001', qty: 16, note: '' };
    expect(isCart({ lines: [line], visitor })).toBe(true);
    expect(isCart({ lines: [{ ...line, order: order(players(22)) }], visitor })).toBe(true);
    expect(isLineOrder(order([{ name: 'Ali', number: '7', size: 'M', shortsSize: 'L' }]))).toBe(true);
  });

  it('ignores an order that is not one: its line is drawn and sent without it, instead of breaking the page', () => {
    const line = { name: 'TT-SU-001', qty: 16, note: '' };
    for (const broken of [
      null,
      'S×3',
      { ...order(), sizes: [{ size: 'S', count: -1 }] },
      { ...order(), sizes: [{ size: 'S', count: 1.5 }] },
      { ...order(), roster: [{ name: 'Ali', number: 7, size: 'M' }] },
      { ...order(), roster: players(501) },
      { ...order(), decoration: 'x'.repeat(301) },
      { ...order(), neededBy: undefined },
    ]) {
      expect(isLineOrder(broken), JSON.stringify(broken)?.slice(0, 80)).toBe(false);
      expect(orderOf({ ...line, order: broken })).toBeUndefined();
    }
    // The list itself still loads: the line is there, and only its order is left out.
    expect(isCart({ lines: [{ ...line, order: 'S×3' }], visitor })).toBe(true);
    expect(orderOf({ ...line, order: order() })).toEqual(order());
  });
});
