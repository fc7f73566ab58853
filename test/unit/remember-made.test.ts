import { describe, expect, it } from 'vitest';
import { rememberMade } from '../../src/shared/remember-made.ts';
import { colourKey } from '../../src/shared/colour-swatch.ts';
import { colourSlug } from '../../src/shared/split-colours.ts';

describe('rememberMade', () => {
  it('makes each name’s value once, and gives the same value again', () => {
    const made: string[] = [];
    const upper = rememberMade((name: string) => {
      made.push(name);
      return name.toUpperCase();
    });
    expect([upper('navy'), upper('red'), upper('navy')]).toEqual(['NAVY', 'RED', 'NAVY']);
    expect(made).toEqual(['navy', 'red']);
  });

  it('starts again once it holds its limit of names, so a long dev session holds no more', () => {
    const made: string[] = [];
    const same = rememberMade((name: string) => {
      made.push(name);
      return name;
    }, 2);
    for (const name of ['a', 'b', 'c', 'a']) same(name);
    // "c" found the table full and emptied it, so "a" was made again.
    expect(made).toEqual(['a', 'b', 'c', 'a']);
  });

  it('leaves the colour words as they were: a slug, and grey whichever way it is spelt', () => {
    expect(colourSlug('Écru / Royal  Blue')).toBe('ecru-royal-blue');
    expect(colourSlug('Écru / Royal  Blue')).toBe('ecru-royal-blue');
    expect(colourKey('Heather Gray')).toBe('heather-grey');
    expect(colourKey('heather grey')).toBe('heather-grey');
  });
});
