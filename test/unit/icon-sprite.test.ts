import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Parser } from 'htmlparser2';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildIconSprite } from '../../src/assets/build-icon-sprite.ts';
import { isIconName } from '../../src/assets/icon-registry.ts';
import { lucideIconSymbol } from '../../src/assets/lucide-icon-symbol.ts';
import { ICONS } from '../../src/content/schemas/service.ts';
import type { OutputSink } from '../../src/output/output-sink.ts';
import { sitePaths } from '../../src/shared/url-paths.ts';
import { ROOT } from '../helpers/fixture-site.ts';

interface Shape {
  readonly tag: string;
  readonly attributes: Record<string, string>;
}
interface SpriteSymbol {
  readonly attributes: Record<string, string>;
  readonly shapes: Shape[];
}

/** The attributes without which each shape draws nothing. */
const GEOMETRY: Record<string, readonly string[]> = {
  path: ['d'],
  circle: ['cx', 'cy', 'r'],
  ellipse: ['cx', 'cy', 'rx', 'ry'],
  rect: ['x', 'y', 'width', 'height'],
  line: ['x1', 'y1', 'x2', 'y2'],
  polyline: ['points'],
  polygon: ['points'],
};

/** The brand marks SocialLinks and TeamCard name through a variable, one per social network. */
const SOCIAL = ['facebook', 'instagram', 'linkedin', 'whatsapp'];

let sprite = '';
let symbols: Map<string, SpriteSymbol>;

beforeAll(async () => {
  const written = new Map<string, string | Uint8Array>();
  const sink: OutputSink = {
    write: async (file, contents) => void written.set(file, contents),
    copy: async () => {},
    keep: () => false,
  };
  const href = await buildIconSprite(sink, sitePaths('/'));
  expect(href).toMatch(/^\/assets\/icons\.[\w-]+\.svg$/);
  sprite = String(written.get(href.slice(1)));
  symbols = readSymbols(sprite);
});

/** Every symbol of the sprite by id, with the shapes it holds, read as a browser's XML parser would. */
function readSymbols(svg: string): Map<string, SpriteSymbol> {
  const found = new Map<string, SpriteSymbol>();
  let current: SpriteSymbol | undefined;
  new Parser(
    {
      onopentag(tag, attributes) {
        if (tag === 'symbol') {
          current = { attributes, shapes: [] };
          found.set(attributes.id ?? '', current);
        } else if (current) current.shapes.push({ tag, attributes });
      },
      onclosetag(tag) {
        if (tag === 'symbol') current = undefined;
      },
    },
    { xmlMode: true },
  ).end(svg);
  return found;
}

/**
 * The icon names the templates write as text: `<Icon name="phone" …>`, and the names an expression
 * can give (`name={a ? 'printer' : 'needle'}`), not the values it compares with.
 */
async function iconNamesInTemplates(): Promise<Set<string>> {
  const folder = path.join(ROOT, 'templates');
  const files = (await readdir(folder, { recursive: true })).filter((file) => file.endsWith('.tsx'));
  const names = new Set<string>();
  for (const file of files) {
    const source = await readFile(path.join(folder, file), 'utf8');
    for (const [, literal, expression] of source.matchAll(/<Icon\b[^>]*?\bname=(?:"([^"]+)"|\{([^}]*)\})/g)) {
      if (literal) names.add(literal);
      for (const [, name] of (expression ?? '').matchAll(/(?<![!=]==\s*)'([a-z][a-z0-9-]*)'/g)) if (name) names.add(name);
    }
  }
  return names;
}

describe('the icon sprite', () => {
  it('has a symbol for every icon a template, the content or a social link can name', async () => {
    const fromTemplates = await iconNamesInTemplates();
    // The scan itself works: it finds plain names and both names of a choice, not the compared value.
    expect(fromTemplates.size).toBeGreaterThan(20);
    for (const name of ['phone', 'close', 'printer', 'needle']) expect(fromTemplates).toContain(name);
    expect(fromTemplates).not.toContain('printing');

    const wanted = [...new Set([...fromTemplates, ...ICONS, ...SOCIAL])].sort();
    // Icon.tsx draws a star for a name it does not know: a missing icon would fail no build.
    expect(wanted.filter((name) => !isIconName(name))).toEqual([]);
    expect(wanted.filter((name) => !symbols.has(name))).toEqual([]);
  });

  it('draws every symbol in a 24×24 box with shapes that have their geometry', () => {
    expect(symbols.size).toBeGreaterThan(40);
    for (const [id, symbol] of symbols) {
      expect(symbol.attributes.viewBox, id).toBe('0 0 24 24');
      expect(symbol.shapes.length, id).toBeGreaterThan(0);
      for (const shape of symbol.shapes) {
        expect(Object.keys(GEOMETRY), `${id}: <${shape.tag}>`).toContain(shape.tag);
        for (const attribute of GEOMETRY[shape.tag] ?? []) expect(shape.attributes[attribute], `${id}: <${shape.tag} ${attribute}>`).toMatch(/\d/);
      }
    }
  });

  it('strokes the interface icons in the text colour, 1.75 wide, and fills the brand marks', () => {
    for (const id of ['phone', 'heart', 'chevron-down', 'people']) {
      expect(symbols.get(id)?.attributes, id).toMatchObject({
        fill: 'none',
        stroke: 'currentColor',
        'stroke-width': '1.75',
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      });
    }
    for (const id of SOCIAL) expect(symbols.get(id)?.shapes[0]?.attributes.fill, id).toBe('currentColor');
    // Palette's dots are filled on purpose: the shape's own fill survives the symbol's fill="none".
    expect(symbols.get('palette')?.shapes.filter((shape) => shape.attributes.fill === 'currentColor')).toHaveLength(4);
  });

  it('draws the same heart and bag as the listing buttons, whose CSS masks are copies of them', async () => {
    const css = await readFile(path.join(ROOT, 'templates', 'components', 'ListButtons.css'), 'utf8');
    const maskPaths = (action: string) => {
      const rule = new RegExp(`\\[data-list-action="${action}"\\] \\{\\s*--list-icon: url\\('data:image/svg\\+xml,([^']+)'\\)`).exec(css);
      expect(rule, action).not.toBeNull();
      return [...decodeURIComponent(rule?.[1] ?? '').matchAll(/ d="([^"]+)"/g)].map(([, d]) => d);
    };
    const spritePaths = (id: string) => symbols.get(id)?.shapes.map((shape) => shape.attributes.d);
    expect(maskPaths('save')).toEqual(spritePaths('heart'));
    expect(maskPaths('add')).toEqual(spritePaths('bag'));
  });
});

describe('lucideIconSymbol', () => {
  const file = 'icons/example.svg';
  const lucideFile = (shapes: string, viewBox = ' viewBox="0 0 24 24"') =>
    `<!-- @license lucide-static v1.62.0 - ISC -->\n<svg\n  class="lucide lucide-example"\n  xmlns="http://www.w3.org/2000/svg"\n  width="24"\n  height="24"${viewBox}\n  fill="none"\n  stroke="currentColor"\n  stroke-width="2"\n>\n${shapes}</svg>\n`;

  it('keeps the shapes with their attributes, in order, and the viewBox; the strokes are the site’s', () => {
    const svg = lucideFile('  <path d="M16 10a4 4 0 0 1-8 0" />\n  <circle cx="9" cy="7" r=".5" fill="currentColor" />\n');
    expect(lucideIconSymbol('bag', svg, file)).toBe(
      '<symbol id="bag" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round">' +
        '<path d="M16 10a4 4 0 0 1-8 0"></path><circle cx="9" cy="7" r=".5" fill="currentColor"></circle></symbol>',
    );
  });

  it('writes an attribute back escaped as it read it', () => {
    expect(lucideIconSymbol('x', lucideFile('  <path d="M1 1&amp;&quot;&lt;" />\n'), file)).toContain('<path d="M1 1&amp;&quot;&lt;"></path>');
  });

  it('refuses a file that holds more than flat shapes, or draws nothing, naming it', () => {
    expect(() => lucideIconSymbol('x', lucideFile('  <g transform="rotate(45)"><path d="M1 1" /></g>\n'), file)).toThrow(
      'icons/example.svg: a lucide icon holds only shapes; this one has <g>, <path>.',
    );
    expect(() => lucideIconSymbol('x', lucideFile('  <path d="M1 1" />\n', ''), file)).toThrow("icons/example.svg: the icon's <svg> has no viewBox.");
    expect(() => lucideIconSymbol('x', lucideFile(''), file)).toThrow('icons/example.svg: the icon draws nothing');
    expect(() => lucideIconSymbol('x', '<symbol viewBox="0 0 24 24"><path d="M1 1"/></symbol>', file)).toThrow('<symbol> where <svg> was expected');
  });
});
