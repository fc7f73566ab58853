import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readContent } from '../../scripts/art/read-content.ts';
import { drawProduct, viewFromPath } from '../../scripts/art/products.ts';
import { Canvas } from '../../scripts/art/svg.ts';

const kit = { name: 'TT-SU-001', title: 'Sublimated Club Soccer Kit', category: 'Soccer Uniform', color: 'Royal Blue / White' };
const draw = (row: Record<string, string>, path: string) => drawProduct(new Canvas(800, 800, path), row, viewFromPath(path));

describe('art reads an image cell that names several photos', () => {
  const dir = mkdtempSync(join(tmpdir(), 'art-views-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('finds every path of "a; b; c", each with the product row', () => {
    mkdirSync(join(dir, 'products'));
    writeFileSync(
      join(dir, 'products', 'sports.csv'),
      'name,image\nTT-SU-001,"images/products/tt-su-001.svg; images/products/tt-su-001-back.svg;images/products/tt-su-001-detail.svg"\n',
    );
    const scan = readContent(dir);
    expect(scan.refs.map((ref) => [ref.path, ref.row.name])).toEqual([
      ['images/products/tt-su-001.svg', 'TT-SU-001'],
      ['images/products/tt-su-001-back.svg', 'TT-SU-001'],
      ['images/products/tt-su-001-detail.svg', 'TT-SU-001'],
    ]);
  });
});

describe('product photos from behind and close up', () => {
  it('takes the view from the end of the file name', () => {
    expect(viewFromPath('images/products/tt-su-001.svg')).toBe('front');
    expect(viewFromPath('images/products/tt-su-001-back.svg')).toBe('back');
    expect(viewFromPath('images/products/tt-su-001-detail.svg')).toBe('detail');
  });

  it('draws the same bytes every time', () => {
    const path = 'images/products/tt-su-001-back.svg';
    expect(draw(kit, path).svg).toBe(draw(kit, path).svg);
  });

  it("draws the kit's back without the front's crest", () => {
    const crest = 'M0 -15L13 -10';
    const front = draw(kit, 'images/products/tt-su-001.svg');
    const back = draw(kit, 'images/products/tt-su-001-back.svg');
    expect(front.svg).toContain(crest);
    expect(back.view).toBe('back');
    expect(back.svg).not.toContain(crest);
  });

  it('draws the front, and says so, for a kind with no back drawing yet', () => {
    const polo = { name: 'TT-PO-001', title: 'Classic Cotton Piqué Polo', category: 'Polo-Shirts', color: 'Navy' };
    expect(draw(polo, 'images/products/tt-po-001-back.svg').view).toBe('front');
  });
});
