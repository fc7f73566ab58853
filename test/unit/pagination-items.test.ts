import { describe, expect, it } from 'vitest';
import { pageLinkLabel, paginationItems } from '../../src/shared/pagination-items.ts';

describe('paginationItems', () => {
  it('writes nothing for one page', () => {
    expect(paginationItems(1, 1)).toEqual([]);
  });

  it('leads with the previous page and ends with the next, around the window of numbers', () => {
    expect(paginationItems(2, 7)).toEqual([
      { kind: 'previous', page: 1 },
      { kind: 'number', page: 1 },
      { kind: 'current', page: 2 },
      { kind: 'number', page: 3 },
      { kind: 'number', page: 4 },
      { kind: 'gap' },
      { kind: 'number', page: 7 },
      { kind: 'next', page: 3 },
    ]);
  });

  it('has no previous link on the first page and no next link on the last', () => {
    expect(paginationItems(1, 2).map((item) => item.kind)).toEqual(['current', 'number', 'next']);
    expect(paginationItems(2, 2).map((item) => item.kind)).toEqual(['previous', 'number', 'current']);
  });
});

describe('pageLinkLabel', () => {
  it("reads a numbered link as the owner's word for a page and its number", () => {
    expect(pageLinkLabel('Seite', 3)).toBe('Seite 3');
  });
});
