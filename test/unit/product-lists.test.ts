import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_KEYS } from '../../src/content/schemas/page.ts';
import { PRODUCT_LIST_NAMES, PRODUCT_LISTS, menuOrder, segmentOf } from '../../src/shared/product-lists.ts';
import { SITE_FIXTURE } from '../helpers/fixture-site.ts';

describe('the product list descriptor', () => {
  it('names each list, file, segment and menu place once', () => {
    for (const key of ['list', 'file', 'segment', 'menuOrder'] as const) {
      expect(new Set(PRODUCT_LISTS.map((entry) => entry[key])).size, key).toBe(PRODUCT_LISTS.length);
    }
    expect(menuOrder().map((entry) => entry.menuOrder)).toEqual(PRODUCT_LISTS.map((_, index) => index + 1));
  });

  it("derives the list names and each list's segment from the entries, in order", () => {
    expect(PRODUCT_LIST_NAMES).toEqual(PRODUCT_LISTS.map((entry) => entry.list));
    for (const entry of PRODUCT_LISTS) expect(segmentOf(entry.list)).toBe(entry.segment);
  });

  it('has its spreadsheet, its pages.csv row and (unless it has no category filter) its categories in the sample content', async () => {
    const pages = await readFile(path.join(SITE_FIXTURE, 'pages.csv'), 'utf8');
    const categories = await readFile(path.join(SITE_FIXTURE, 'categories.csv'), 'utf8');
    for (const entry of PRODUCT_LISTS) {
      expect(existsSync(path.join(SITE_FIXTURE, entry.file)), entry.file).toBe(true);
      expect(PAGE_KEYS).toContain(entry.segment);
      expect(pages, entry.segment).toMatch(new RegExp(`^${entry.segment},`, 'm'));
      if (entry.categoryMode !== 'none') expect(categories, entry.list).toMatch(new RegExp(`^${entry.list},`, 'm'));
    }
  });
});
