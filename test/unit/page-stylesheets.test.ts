import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstViewOf, PAGE_STYLESHEETS, type PageStylesheet, WHOLE_PAGE_STYLESHEETS } from '../../src/assets/page-stylesheets.ts';
import { isMainIsland } from '../../src/shared/island-names.ts';

const templatesDir = path.resolve('templates');
const names = Object.keys(PAGE_STYLESHEETS) as PageStylesheet[];

describe('the declared page stylesheets', () => {
  it('each names a page template that exists, and its first view counts that template only when its whole main part is first view', () => {
    for (const name of names) {
      const parts = firstViewOf(name, templatesDir);
      expect(existsSync(parts.page), `${name}: ${parts.page}`).toBe(true);
      expect(parts.modules.includes(parts.page), name).toBe(WHOLE_PAGE_STYLESHEETS.includes(name));
      for (const file of [...parts.modules, ...parts.after]) expect(existsSync(file), `${name}: ${file}`).toBe(true);
    }
  });

  it("counts, for a whole-page stylesheet, the classes of its page's main island, which runs before the rest of the CSS", () => {
    expect(WHOLE_PAGE_STYLESHEETS.length).toBeGreaterThan(0);
    for (const name of WHOLE_PAGE_STYLESHEETS) {
      const { islands } = firstViewOf(name, templatesDir);
      expect(islands.length, name).toBeGreaterThan(0);
      for (const island of islands) expect(isMainIsland(island as never), `${name}: ${island}`).toBe(true);
    }
  });

  it('gives the home page its banner as its first view, every other page its title band', () => {
    expect(firstViewOf('home-page', templatesDir).modules.map((file) => path.basename(file))).toEqual(['BannerSlider.tsx']);
    expect(firstViewOf('about-page', templatesDir).modules.map((file) => path.basename(file))).toEqual(['PageHeader.tsx']);
  });
});
