import { describe, expect, it } from 'vitest';
import { colourKey, findSwatch, readSwatch, swatchTable, swatchTones } from '../../src/shared/colour-swatch.ts';
import { colourSlug, splitColours } from '../../src/shared/split-colours.ts';

describe('splitColours', () => {
  it('splits on slashes, commas, ampersands and the word "and"', () => {
    expect(splitColours('Royal Blue / White')).toEqual(['Royal Blue', 'White']);
    expect(splitColours('Black & Fluorescent Yellow')).toEqual(['Black', 'Fluorescent Yellow']);
    expect(splitColours('Navy, Gold')).toEqual(['Navy', 'Gold']);
    expect(splitColours('Maroon AND Gold and White')).toEqual(['Maroon', 'Gold', 'White']);
  });

  it('keeps a colour whose name holds "and" in a word, and drops empty parts', () => {
    expect(splitColours('Sand / Brandy')).toEqual(['Sand', 'Brandy']);
    expect(splitColours(' Black //  , White ')).toEqual(['Black', 'White']);
    expect(splitColours('')).toEqual([]);
  });
});

describe('colourSlug', () => {
  it('makes an address word of a name', () => {
    expect(colourSlug('Royal Blue')).toBe('royal-blue');
    expect(colourSlug('  Écru ')).toBe('ecru');
  });
});

describe('swatches', () => {
  it('finds built-in swatches whatever the case, grey or gray alike', () => {
    expect(findSwatch('Royal Blue')).toBe('#2450A6');
    expect(findSwatch('NAVY')).toBe(findSwatch('navy'));
    expect(findSwatch('Heather Gray')).toBe(findSwatch('Heather Grey'));
    expect(findSwatch('Gray')).toBe('#8A8D91');
    expect(colourKey('Dark Gray')).toBe('dark-grey');
  });

  it('has no swatch for an unknown name', () => {
    expect(findSwatch('Sunset Dream')).toBeUndefined();
    expect(findSwatch('constructor')).toBeUndefined();
  });

  it('lets the owner add and override entries', () => {
    const table = swatchTable([
      { name: 'Club Green', swatch: '#0A5' },
      { name: 'Navy', swatch: '#000080' },
    ]);
    expect(findSwatch('club green', table)).toBe('#0A5');
    expect(findSwatch('Navy', table)).toBe('#000080');
    expect(findSwatch('White', table)).toBe('#FFFFFF');
  });

  it('reads one tone or two, and refuses anything else', () => {
    expect(readSwatch('#1b2a4a')).toBe('#1B2A4A');
    expect(readSwatch(' #1b2a4a / #fff ')).toBe('#1B2A4A/#FFF');
    expect(swatchTones('#1B2A4A/#FFF')).toEqual(['#1B2A4A', '#FFF']);
    expect(readSwatch('navy')).toBeUndefined();
    expect(readSwatch('#12345')).toBeUndefined();
    expect(readSwatch('#111/#222/#333')).toBeUndefined();
  });
});
