import { describe, expect, it } from 'vitest';
import type { LineOrder } from '../../src/shared/line-order.ts';
import { mailtoLink } from '../../src/shared/mailto-link.ts';
import { hasOrder, productEnquiryMessage } from '../../src/shared/product-enquiry-message.ts';
import { whatsappLink } from '../../src/shared/whatsapp-link.ts';

const WORDS = {
  order: {
    sizeRun: { sizes: 'Sizes', minimum: 'minimum' },
    message: { shorts: 'shorts', rosterAttached: 'Roster: {players} players, file attached' },
    decoration: 'Decoration',
    neededBy: 'Needed by',
  },
  note: 'Note',
};
const GREETING = 'Hello Thread & Tailor, I would like a quote for Pro Soccer Kit (Article No TT-SK-001).';
const NOTHING: LineOrder = { sizes: [], minimum: 15, colour: 'Royal Blue / White', decoration: '', placement: '', neededBy: '', roster: [] };
const linkOf = (text: string) => {
  const [whatsapp, mail] = [whatsappLink('920000000000', text), mailtoLink('orders@example.com', { subject: 'Enquiry: Pro Soccer Kit', body: text })];
  return whatsapp.length > mail.length ? whatsapp : mail;
};
const players = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ name: `Player With A Long Name ${index + 1}`, number: String(index + 1), size: 'M' }));

describe('a product page’s own enquiry message', () => {
  it('is the greeting alone until the buyer chooses something, and any choice counts', () => {
    expect(hasOrder(NOTHING, '  ')).toBe(false);
    expect(hasOrder({ ...NOTHING, sizes: [{ size: 'S', count: 0 }] }, '')).toBe(false);
    expect(hasOrder({ ...NOTHING, sizes: [{ size: 'S', count: 1 }] }, '')).toBe(true);
    expect(hasOrder({ ...NOTHING, placement: 'left chest' }, '')).toBe(true);
    expect(hasOrder({ ...NOTHING, roster: players(1) }, '')).toBe(true);
    expect(hasOrder(NOTHING, 'Can you match our crest?')).toBe(true);
  });

  it('says the size run, the decoration, the date, the note and every player after the greeting', () => {
    const order: LineOrder = {
      ...NOTHING,
      sizes: [
        { size: 'S', count: 1 },
        { size: 'M', count: 1 },
      ],
      decoration: 'Sublimation',
      placement: 'crest on left chest',
      neededBy: '2027-03-01',
      roster: [
        { name: 'Ali Khan', number: '7', size: 'S' },
        { name: 'Zoë O’Brien', number: '10', size: 'M', shortsSize: 'L' },
      ],
    };
    const message = productEnquiryMessage(GREETING, { order, note: 'Crest file to follow.\nGold numbers.' }, WORDS, linkOf);
    expect(message).toEqual({
      rosterAttached: false,
      text: [
        GREETING,
        'Sizes: S×1 M×1 = 2 (minimum 15)',
        'Decoration: Sublimation, crest on left chest',
        'Needed by: 2027-03-01',
        'Note: Crest file to follow.; Gold numbers.',
        '#7 Ali Khan: S',
        '#10 Zoë O’Brien: M, shorts L',
      ].join('\n'),
    });
  });

  it('says the roster is attached when writing it out would make the longer link too long', () => {
    const order: LineOrder = { ...NOTHING, sizes: [{ size: 'M', count: 40 }], roster: players(40) };
    const message = productEnquiryMessage(GREETING, { order, note: '' }, WORDS, linkOf);
    expect(message).toEqual({ rosterAttached: true, text: [GREETING, 'Sizes: M×40 = 40 (minimum 15)', 'Roster: 40 players, file attached'].join('\n') });
    expect(linkOf(message.text).length).toBeLessThanOrEqual(1800);
    // The same roster goes whole when the limit allows it, and a short one always does.
    expect(productEnquiryMessage(GREETING, { order, note: '' }, WORDS, linkOf, 100_000).text).toContain('#40 Player With A Long Name 40: M');
    expect(productEnquiryMessage(GREETING, { order: { ...order, roster: players(3) }, note: '' }, WORDS, linkOf).rosterAttached).toBe(false);
  });
});
