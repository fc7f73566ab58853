import { describe, expect, it } from 'vitest';
import { firstViewIslands, PAGE_STYLESHEETS, type PageStylesheet, WHOLE_PAGE_STYLESHEETS } from '../../src/assets/page-stylesheets.ts';
import { isMainIsland } from '../../src/shared/island-names.ts';

const names = Object.keys(PAGE_STYLESHEETS) as PageStylesheet[];

describe('the declared page stylesheets', () => {
  it("counts, for a whole-page stylesheet, the names its page's main island adds, which runs before the rest of the CSS", () => {
    expect(WHOLE_PAGE_STYLESHEETS.length).toBeGreaterThan(0);
    for (const name of WHOLE_PAGE_STYLESHEETS) {
      const islands = firstViewIslands(name);
      expect(islands.length, name).toBeGreaterThan(0);
      for (const island of islands) expect(isMainIsland(island), `${name}: ${island}`).toBe(true);
    }
  });

  it('counts no island for the first view of the other stylesheets: their scripts wait for the rest of the CSS', () => {
    for (const name of names.filter((sheet) => !WHOLE_PAGE_STYLESHEETS.includes(sheet))) expect(firstViewIslands(name), name).toEqual([]);
  });
});
