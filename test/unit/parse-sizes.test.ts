import { describe, expect, it } from 'vitest';
import { parseSizes } from '../../src/shared/parse-sizes.ts';

const sizes = (cell: string) => {
  const reading = parseSizes(cell);
  return reading.ok ? reading.sizes : reading.message;
};

describe('parseSizes', () => {
  it('reads a list in the owner’s order, upper-casing known sizes and XXL as 2XL', () => {
    expect(sizes('S; M; L; XL; 2XL')).toEqual(['S', 'M', 'L', 'XL', '2XL']);
    expect(sizes('s;m; xxl ; XXXL')).toEqual(['S', 'M', '2XL', '3XL']);
    expect(sizes('One size')).toEqual(['One size']);
    expect(sizes('Free-Size')).toEqual(['Free-Size']);
  });

  it('expands an adult range, aliases included', () => {
    expect(sizes('XS-5XL')).toEqual(['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL', '4XL', '5XL']);
    expect(sizes('S-XXL')).toEqual(['S', 'M', 'L', 'XL', '2XL']);
    expect(sizes('m – xxxl')).toEqual(['M', 'L', 'XL', '2XL', '3XL']);
    expect(sizes('2XS-XS')).toEqual(['XXS', 'XS']);
  });

  it('expands a youth range', () => {
    expect(sizes('YXS-YXL')).toEqual(['YXS', 'YS', 'YM', 'YL', 'YXL']);
    expect(sizes('YS-YL')).toEqual(['YS', 'YM', 'YL']);
  });

  it('expands a numeric range in steps of two for even waist sizes', () => {
    expect(sizes('28-36')).toEqual(['28', '30', '32', '34', '36']);
    expect(sizes('6-9')).toEqual(['6', '7', '8', '9']);
  });

  it('refuses a range written backwards', () => {
    expect(sizes('XL-S')).toBe('the range "XL-S" is written backwards; write the smallest size first, like S-XL');
    expect(sizes('40-28')).toMatch(/backwards/);
  });

  it('refuses a range of no known scale, or across two scales', () => {
    expect(sizes('A-Z')).toMatch(/^"A-Z" is not a range of a known size scale; use one of XXS-5XL or YXS-YXL/);
    expect(sizes('YS-XL')).toMatch(/not a range of a known size scale/);
  });
});
