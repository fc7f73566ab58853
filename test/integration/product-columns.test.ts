import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSite } from '../../src/build.ts';
import { buildCommand } from '../../src/cli/build-command.ts';
import { checkCommand } from '../../src/cli/check-command.ts';
import { findSwatch } from '../../src/shared/colour-swatch.ts';
import type { CheckResult } from '../../src/build/build-options.ts';
import { contentProblems } from '../helpers/content-problems.ts';
import { copyFixture, removeTemporaryFolders, setCell, tempDir } from '../helpers/fixture-site.ts';

afterAll(removeTemporaryFolders);

/**
 * Issue 39's product columns (sizes, fabric, decoration, personalisation) and the colours list, as
 * the Site model carries them and as the owner reads their mistakes: one located sentence each.
 */
describe('sizes, fabric, decoration, personalisation and colours', () => {
  let checked: CheckResult;
  beforeAll(async () => {
    checked = await checkSite({ contentDir: await copyFixture('site') });
  }, 120_000);

  const product = (articleNo: string) => {
    const found = checked.site.products.find((candidate) => candidate.name === articleNo);
    if (!found) throw new Error(`no product ${articleNo} in the fixture`);
    return found;
  };

  it('gives a product its sizes, colours, fabrics, decorations and personalisation', () => {
    const kit = product('TT-SU-001');
    expect(kit.sizes).toEqual(['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL']);
    expect(kit.colours).toEqual(['Royal Blue', 'White']);
    expect(kit.fabrics).toEqual(['100% polyester interlock 160 gsm']);
    expect(kit.decorations).toEqual(['Sublimation']);
    expect(kit.personalisation).toBe(true);
  });

  it('reads lists (XXL as 2XL), youth and waist ranges, several fabrics, and no personalisation', () => {
    const [womens] = checked.site.products.filter((candidate) => candidate.title === "Women's Fitted Basketball Kit");
    expect(womens?.sizes).toEqual(['XS', 'S', 'M', 'L', 'XL', '2XL']);
    const youth = checked.site.products.find((candidate) => candidate.title === 'Youth Academy Training Kit');
    expect(youth?.sizes).toEqual(['YXS', 'YS', 'YM', 'YL', 'YXL']);
    const cargo = checked.site.products.find((candidate) => candidate.title === 'Cotton Twill Cargo Trousers');
    expect(cargo?.sizes).toEqual(['28', '30', '32', '34', '36', '38', '40']);
    const varsity = checked.site.products.find((candidate) => candidate.title === 'Wool Varsity Jacket with Leather Sleeves');
    expect(varsity?.fabrics).toEqual(['wool-blend melton', 'leather sleeves']);
    expect(varsity?.personalisation).toBe(false);
  });

  it('lays the colours list over the built-in swatches, two tones included, and warns of none', () => {
    expect(findSwatch('navy', checked.site.swatches)).toBe('#1B2A4A');
    expect(findSwatch('Club Hoops', checked.site.swatches)).toBe('#0A7A3B/#FFFFFF');
    expect(findSwatch('Royal Blue', checked.site.swatches)).toBe('#2450A6');
    expect(checked.warnings).toEqual([]);
  });

  it('names file, row and column of an unknown size scale, a backwards range and a bad yes/no', async () => {
    const dir = await copyFixture('site');
    await setCell(dir, 'products/sports.csv', 2, 'sizes', 'A-Z');
    await setCell(dir, 'products/sports.csv', 3, 'sizes', 'XL-S');
    await setCell(dir, 'products/street.csv', 2, 'personalisation', 'maybe');
    expect(await contentProblems(dir)).toEqual([
      'content/products/sports.csv, row 2, column "sizes": "A-Z" is not a range of a known size scale; use one of XXS-5XL or YXS-YXL (or a part of one, like XS-3XL), or list the sizes separated by semicolons, like S; M; L',
      'content/products/sports.csv, row 3, column "sizes": the range "XL-S" is written backwards; write the smallest size first, like S-XL',
      'content/products/street.csv, row 2, column "personalisation": expected yes or no, got "maybe"',
    ]);
  });

  it('refuses a decoration that is none of the services, printing types or embroidery types', async () => {
    const dir = await copyFixture('site');
    await setCell(dir, 'products/sports.csv', 4, 'decoration', 'Sublimation; embroidary; screen printing');
    expect(await contentProblems(dir)).toEqual([
      'content/products/sports.csv, row 4, column "decoration": unknown decoration "embroidary": a decoration must be the title of one of your services, printing types or embroidery types; did you mean "Embroidery"?',
    ]);
  });

  it('refuses a bad swatch in the colours list', async () => {
    const dir = await copyFixture('site');
    await writeFile(path.join(dir, 'colours.csv'), 'name,swatch\nNavy,#1B2A4A\nClub Green,green\nHoops,#111/#222/#333\n');
    expect(await contentProblems(dir)).toEqual([
      'content/colours.csv, row 3, column "swatch": expected a colour like #1B2A4A, or two like #1B2A4A/#FFFFFF, got "green"',
      'content/colours.csv, row 4, column "swatch": expected a colour like #1B2A4A, or two like #1B2A4A/#FFFFFF, got "#111/#222/#333"',
    ]);
  });
});

describe('the warning of colours without a swatch', () => {
  it("names every such colour once, with its files and rows in the lists' order, in one warning after the summary of a build or a check", async () => {
    const content = await copyFixture();
    await setCell(content, 'products/sports.csv', 2, 'color', 'Sunset Orange / Navy');
    await setCell(content, 'products/sports.csv', 3, 'color', 'sunset orange');
    await setCell(content, 'products/street.csv', 2, 'color', 'Sunset Orange and Moss');
    const lines: string[] = [];
    const out = path.join(await tempDir(), 'dist');
    await buildCommand({ content, out, quiet: true, search: false, environment: {} }, (line) => lines.push(line), {
      interactive: false,
      write: () => undefined,
    });
    const checked: string[] = [];
    await checkCommand({ content }, (line) => checked.push(line));
    expect(checked.slice(1)).toEqual(lines.filter((line) => line.startsWith('Warning:')));
    expect(lines.filter((line) => line.startsWith('Warning:'))).toEqual([
      `Warning: 2 colours have no swatch and will show as a name in the colour filter: "Sunset Orange" (${content}/products/street.csv, row 2; ${content}/products/sports.csv, rows 2, 3), "Moss" (${content}/products/street.csv, row 2); give each a swatch in the colours list (colours.csv), like Club Green,#0A7A3B.`,
    ]);
  }, 120_000);
});
