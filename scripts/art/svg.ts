/**
 * Small SVG writing helpers. Output is built as strings because the files are
 * tiny and string building keeps the generator dependency-free and fast.
 */
import { hashString } from './random.js';

/**
 * Large coordinates are rounded to whole units, small ones (stroke widths,
 * gem radii) keep one decimal, and fractions (opacities, gradient stops, noise
 * frequencies) keep three: the difference is invisible and files stay small.
 */
export function n(value: number): string {
  const a = Math.abs(value);
  const r = a >= 20 ? Math.round(value) : a >= 1 ? Math.round(value * 10) / 10 : Math.round(value * 1000) / 1000;
  return Object.is(r, -0) ? '0' : String(r);
}

export function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Tagged template for path data so coordinates are rounded without n() noise everywhere. */
export function d(strings: TemplateStringsArray, ...values: Array<number | string>): string {
  let out = strings[0] ?? '';
  values.forEach((v, i) => {
    out += (typeof v === 'number' ? n(v) : v) + (strings[i + 1] ?? '');
  });
  // Path commands need no surrounding spaces; dropping them trims roughly a tenth off each file.
  return out
    .replace(/\s+/g, ' ')
    .replace(/ ?([MLQCTSZHVAmlqctszhva]) ?/g, '$1')
    .trim();
}

export type Attrs = Record<string, string | number | undefined | false>;

export function attrs(a: Attrs): string {
  let out = '';
  for (const [key, value] of Object.entries(a)) {
    if (value === undefined || value === false) continue;
    out += ` ${key}="${typeof value === 'number' ? n(value) : esc(value)}"`;
  }
  return out;
}

export function el(tag: string, a: Attrs, children?: string): string {
  return children === undefined || children === '' ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${children}</${tag}>`;
}

export function g(a: Attrs, ...children: string[]): string {
  return el('g', a, children.join(''));
}

export function path(pathData: string, a: Attrs = {}): string {
  return el('path', { d: pathData, ...a });
}

export function translate(x: number, y: number, scale = 1, rotate = 0): string {
  let t = `translate(${n(x)} ${n(y)})`;
  if (rotate !== 0) t += ` rotate(${n(rotate)})`;
  if (scale !== 1) t += ` scale(${Math.round(scale * 1000) / 1000})`;
  return t;
}

/**
 * Class names used by the drawing helpers. Only properties that never vary per
 * element live here, because CSS rules override presentation attributes.
 */
const STYLE =
  '.st{fill:none;stroke-dasharray:4.5 3.5;stroke-linecap:round;stroke-opacity:.85}' +
  '.fd{fill:none;stroke:#000;stroke-width:7;stroke-linecap:round}' +
  '.pn{stroke-width:1.6;stroke-linejoin:round}' +
  '.ln{fill:none;stroke-linecap:round;stroke-linejoin:round}' +
  '.te{fill:none;stroke:#868D96}.td{fill:none;stroke:#7D848D;stroke-width:.9;stroke-dasharray:3 2.5}';

/**
 * One SVG document under construction. Ids carry a prefix derived from the
 * file's path so two images inlined into the same HTML page cannot clash.
 */
export class Canvas {
  private readonly defs: string[] = [];
  private readonly sharedIds = new Map<string, string>();
  private counter = 0;
  private readonly prefix: string;

  constructor(
    readonly width: number,
    readonly height: number,
    key: string,
  ) {
    this.prefix = `t${hashString(key).toString(36).slice(0, 4)}`;
  }

  id(): string {
    return `${this.prefix}${(this.counter++).toString(36)}`;
  }

  def(markup: string): void {
    this.defs.push(markup);
  }

  /** Defines a colour-independent resource once per file and returns its id. */
  shared(name: string, build: (id: string) => string): string {
    const known = this.sharedIds.get(name);
    if (known) return known;
    const id = this.id();
    this.sharedIds.set(name, id);
    this.defs.push(build(id));
    return id;
  }

  render(body: string): string {
    // Shared drawing styles as classes: repeated attributes were most of each file's size.
    const style = body.includes('class="') || this.defs.some((x) => x.includes('class="')) ? `<style>${STYLE}</style>` : '';
    const defs = this.defs.length || style ? `<defs>${style}${this.defs.join('')}</defs>` : '';
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}"` +
      ` viewBox="0 0 ${this.width} ${this.height}">${defs}${body}</svg>\n`
    );
  }
}
