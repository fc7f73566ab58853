import { describe, expect, it } from 'vitest';
import { formatPieces } from '../../src/shared/format-pieces.ts';

describe('formatPieces', () => {
  it('says "1 piece" and "N pieces", with thousands grouped', () => {
    expect(formatPieces(1)).toBe('1 piece');
    expect(formatPieces(2)).toBe('2 pieces');
    expect(formatPieces(15)).toBe('15 pieces');
    expect(formatPieces(0)).toBe('0 pieces');
    expect(formatPieces(1450)).toBe('1,450 pieces');
    expect(formatPieces(10_000)).toBe('10,000 pieces');
  });
});
