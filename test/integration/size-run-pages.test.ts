import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInto, type BuiltSite } from '../helpers/built-site.ts';
import { copyFixture, editFile, removeTemporaryFolders, setCell } from '../helpers/fixture-site.ts';

const MET = 'Enough pieces for a run: says the owner.';

afterAll(removeTemporaryFolders);

/**
 * The size run is the product's, not every product page's: a product without sizes renders none and
 * links none of its code, and only a product marked for personalisation gets the roster (issue 39).
 */
describe('which product pages have a size run', () => {
  let built: BuiltSite;
  beforeAll(async () => {
    const dir = await copyFixture('site');
    // The second sports product (spreadsheet row 3) loses its sizes.
    await setCell(dir, 'products/sports.csv', 3, 'sizes', '');
    await editFile(dir, 'labels.csv', (text) => text.replace('size-run-met,The minimum order is met.', `size-run-met,${MET}`));
    built = await buildInto(dir, { search: false });
  }, 180_000);

  /** The island bundles a page links: its own scripts and those the chrome loads after load (data-islands). */
  const sizeRunCode = (html: string) => /\/assets\/islands\/size-run\.[A-Z0-9]+\.js/.test(html);

  it('a team kit with sizes has the size run, its roster and its code', async () => {
    const html = await built.read('product/sports-ware/1/index.html');
    expect(html).toContain('data-island="size-run"');
    expect(html).toContain('data-roster');
    expect(sizeRunCode(html)).toBe(true);
    // HTML allows no empty <option> without a label (the Nu HTML Checker's error): "no size yet" shows a dash.
    expect(html.match(/<option\b[^>]*><\/option>/g) ?? []).toEqual([]);
  });

  it("the island's words (the owner's labels) come once with its code, not in every product page's props", async () => {
    const html = await built.read('product/sports-ware/1/index.html');
    const props = JSON.parse(
      (/data-island="size-run" data-props="([^"]*)"/.exec(html)?.[1] ?? '{}').replaceAll('&quot;', '"').replaceAll('&amp;', '&'),
    ) as Record<string, unknown> & { enquiry?: Record<string, unknown> };
    expect(props.sizes).toEqual(['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL']);
    expect(props.enquiry?.greeting).toContain('TT-SU-001');
    expect(Object.keys(props)).not.toContain('words');
    expect(Object.keys(props.enquiry ?? {})).not.toContain('orders');
    expect(html).not.toContain(MET);
    const bundles = (await built.files()).filter((file) => /^assets\/islands\/.*\.js$/.test(file));
    const carrying = [];
    for (const file of bundles) if ((await built.read(file)).includes(MET)) carrying.push(file);
    const linked = /\/assets\/islands\/size-run\.[A-Z0-9]+\.js/.exec(html)?.[0].slice(1);
    expect(carrying).toEqual([linked]);
  });

  it('a product with sizes and no personalisation has the size run without a roster', async () => {
    const html = await built.read('product/street-ware/1/index.html');
    expect(html).toContain('data-island="size-run"');
    expect(html).not.toContain('data-roster');
    expect(sizeRunCode(html)).toBe(true);
  });

  it('a product without sizes renders no size run and links none of its code', async () => {
    const html = await built.read('product/sports-ware/2/index.html');
    expect(html).toContain('TT-SU-002');
    expect(html).not.toContain('size-run');
    expect(sizeRunCode(html)).toBe(false);
    // Nor does a page that is not a product's.
    expect(await built.read('contact/index.html')).not.toContain('size-run');
  });
});
