import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInto, type BuiltSite } from '../helpers/built-site.ts';
import { removeTemporaryFolders, SAMPLE_CONTENT } from '../helpers/fixture-site.ts';

afterAll(removeTemporaryFolders);

describe('the sample catalogue', () => {
  let built: BuiltSite;
  beforeAll(async () => {
    built = await buildInto(SAMPLE_CONTENT);
  }, 120_000);

  it('has a unique Article No for every product, in one scheme, with the counts the brief asks for', () => {
    const { products, productsByList } = built.result.site;
    const names = products.map((product) => product.name);
    expect(new Set(names).size).toBe(names.length);
    for (const product of products) expect(product.name).toMatch(/^TT-[A-Z]{2}-\d{3}$/);
    // One code prefix per category: no code is reused across categories.
    const prefixByCategory = new Map<string, string>();
    for (const product of products) {
      const prefix = product.name.slice(0, 5);
      const known = prefixByCategory.get(product.category);
      if (known) expect(prefix, product.name).toBe(known);
      else prefixByCategory.set(product.category, prefix);
    }
    expect(new Set(prefixByCategory.values()).size).toBe(prefixByCategory.size);
    expect(productsByList.sports.filter((product) => product.category === 'Soccer Uniform')).toHaveLength(5);
    expect(productsByList.safety).toHaveLength(8);
    for (const product of products) expect(product.paragraphs, product.name).toHaveLength(2);
  });

  it('links every card on every page to a page that exists', async () => {
    const files = new Set((await readdir(built.out, { recursive: true })).map((file) => file.split(path.sep).join('/')));
    const htmlFiles = [...files].filter((file) => file.endsWith('.html'));
    let checked = 0;
    for (const file of htmlFiles) {
      const html = await readFile(path.join(built.out, file), 'utf8');
      for (const match of html.matchAll(/<a class="product-card__link" href="([^"]+)"/g)) {
        const href = match[1]!;
        expect(files.has(`${href.replace(/^\//, '')}index.html`), `${file} → ${href}`).toBe(true);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(built.result.site.products.length);
  });

  it('keeps every listing page small: its HTML stays under 100 KB gzip', async () => {
    const { gzipSync } = await import('node:zlib');
    for (const listing of ['all-products', 'street-ware', 'sports-ware', 'safety-ware', 'shop']) {
      const html = await readFile(path.join(built.out, listing, 'index.html'));
      expect(gzipSync(html).length, listing).toBeLessThan(100 * 1024);
    }
  });
});
