import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { drawProductArt } from '../../scripts/art/draw-product-art.ts';
import { GARMENT_KINDS, type GarmentKindName } from '../../scripts/art/garment-kinds.ts';
import { parseArtArguments } from '../../scripts/art/parse-art-arguments.ts';
import { runArtCommand } from '../../scripts/art/run-art-command.ts';

/** Sample products as their rows give them (Article No, `color` cell), with the kind their drawing shows. */
const SAMPLE: Array<[GarmentKindName, string, string]> = [
  ['tshirt', 'TT-TE-002', 'Beige'],
  ['tshirt', 'TT-TE-003', 'Black'],
  ['polo', 'TT-PO-004', 'White / Navy'],
  ['tank-top', 'TT-TK-003', 'Pink'],
  ['sweatshirt', 'TT-SW-004', 'Maroon'],
  ['hoodie', 'TT-HO-002', 'Navy'],
  ['shorts', 'TT-SH-002', 'Black / White'],
  ['chinos', 'TT-TR-004', 'Charcoal'],
  ['cargo-trousers', 'TT-TR-002', 'Khaki'],
  ['track-trousers', 'TT-TR-001', 'Black'],
];

const sampleFile = (articleNo: string): string => `images/products/${articleNo.toLowerCase()}.svg`;
const committed = (articleNo: string): string => readFileSync(new URL(`../fixtures/site/${sampleFile(articleNo)}`, import.meta.url), 'utf8');

describe('npm run art draws a product picture in the sample’s style', () => {
  it('has a sample product for every garment kind it draws', () => {
    expect(new Set(SAMPLE.map(([kind]) => kind))).toEqual(new Set(Object.keys(GARMENT_KINDS)));
  });

  it.each(SAMPLE)('draws %s %s in %s byte for byte as the committed sample drawing', (kind, articleNo, colours) => {
    expect(drawProductArt({ kind, colours, articleNo, idKey: sampleFile(articleNo) })).toBe(committed(articleNo));
  });

  it('takes hex colours as well as names', () => {
    const named = drawProductArt({ kind: 'polo', colours: 'White / Navy', articleNo: 'TT-PO-004', idKey: 'a.svg' });
    expect(drawProductArt({ kind: 'polo', colours: '#f7f7f4 / #1B2A4E', articleNo: 'TT-PO-004', idKey: 'a.svg' })).toBe(named);
  });

  it('lets the Article No pick the details, so two T-shirts of one colour differ', () => {
    const tee = (articleNo: string) => drawProductArt({ kind: 'tshirt', colours: 'Black', articleNo, idKey: 'a.svg' });
    expect(tee('TT-TE-003')).not.toBe(tee('TT-TE-002'));
  });
});

describe('the art command line', () => {
  const dir = mkdtempSync(join(tmpdir(), 'product-art-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('takes the Article No from the file name and the ids from its path under images/', () => {
    const command = parseArtArguments(['polo', 'Navy / White', join(dir, 'content/images/products/tt-po-009.svg')]);
    expect(command).toMatchObject({ request: { kind: 'polo', articleNo: 'TT-PO-009', idKey: 'images/products/tt-po-009.svg' }, force: false });
    expect(parseArtArguments(['polo', 'Navy', 'new.svg', '--article', 'TT-PO-010'])).toMatchObject({ request: { articleNo: 'TT-PO-010', idKey: 'new.svg' } });
  });

  it('names the kinds it draws when given another, and asks for an .svg file', () => {
    expect(parseArtArguments(['kilt', 'Red', 'a.svg'])).toBe(
      'No drawing for "kilt": the kinds are tshirt, polo, tank-top, sweatshirt, hoodie, shorts, chinos, cargo-trousers, track-trousers.',
    );
    expect(parseArtArguments(['polo', 'Red', 'a.png'])).toBe('The drawing is an SVG: name the file ….svg, not a.png.');
    expect(parseArtArguments(['polo', 'Red'])).toBe('Give a garment kind, its colours and the file to write.');
  });

  it('writes the drawing, and replaces an existing file only with --force', () => {
    const file = join(dir, 'images', 'products', 'tt-po-004.svg');
    expect(runArtCommand(['polo', 'White / Navy', file])).toMatchObject({ exitCode: 0 });
    expect(readFileSync(file, 'utf8')).toBe(committed('TT-PO-004'));
    writeFileSync(file, 'the owner’s photo');
    expect(runArtCommand(['polo', 'White / Navy', file])).toEqual({ exitCode: 1, message: `art: ${file} exists; add --force to replace it.` });
    expect(readFileSync(file, 'utf8')).toBe('the owner’s photo');
    expect(runArtCommand(['polo', 'White / Navy', file, '--force']).exitCode).toBe(0);
    expect(readFileSync(file, 'utf8')).toBe(committed('TT-PO-004'));
  });

  it('writes nothing when the command is wrong, and prints how to call it', () => {
    const outcome = runArtCommand(['kilt', 'Red', join(dir, 'kilt.svg')]);
    expect(outcome.exitCode).toBe(1);
    expect(outcome.message).toContain('Usage: npm run art -- <kind> <colours> <file.svg>');
    expect(existsSync(join(dir, 'kilt.svg'))).toBe(false);
  });
});
