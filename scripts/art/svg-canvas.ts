/**
 * One SVG document under construction: its size, its <defs>, and ids that cannot clash. Ids carry
 * a prefix derived from the file's path, because the site inlines small drawings into its pages
 * and two drawings on one page must not share an id.
 */
import { hashString } from './seeded-random.ts';

/**
 * Drawing styles every garment repeats (stitches, folds, panel outlines), as classes: repeated
 * attributes were most of each file's size. Only properties that never vary per element live
 * here, because a CSS rule overrides a presentation attribute.
 */
const SHARED_STYLE =
  '.st{fill:none;stroke-dasharray:4.5 3.5;stroke-linecap:round;stroke-opacity:.85}' +
  '.fd{fill:none;stroke:#000;stroke-width:7;stroke-linecap:round}' +
  '.pn{stroke-width:1.6;stroke-linejoin:round}' +
  '.ln{fill:none;stroke-linecap:round;stroke-linejoin:round}' +
  '.te{fill:none;stroke:#868D96}.td{fill:none;stroke:#7D848D;stroke-width:.9;stroke-dasharray:3 2.5}';

export class SvgCanvas {
  private readonly definitions: string[] = [];
  private readonly sharedIds = new Map<string, string>();
  private counter = 0;
  private readonly prefix: string;

  constructor(
    readonly width: number,
    readonly height: number,
    idKey: string,
  ) {
    this.prefix = `t${hashString(idKey).toString(36).slice(0, 4)}`;
  }

  id(): string {
    return `${this.prefix}${(this.counter++).toString(36)}`;
  }

  define(markup: string): void {
    this.definitions.push(markup);
  }

  /** Defines a colour-independent resource (a gradient, a filter) once per file and returns its id. */
  shared(name: string, build: (id: string) => string): string {
    const known = this.sharedIds.get(name);
    if (known) return known;
    const id = this.id();
    this.sharedIds.set(name, id);
    this.definitions.push(build(id));
    return id;
  }

  /** An id whose definition comes later, in the place it has among the definitions now. */
  reserve(): { readonly id: string; define(markup: string): void } {
    const id = this.id();
    const index = this.definitions.push('') - 1;
    return { id, define: (markup) => void (this.definitions[index] = markup) };
  }

  render(body: string): string {
    const usesClasses = body.includes('class="') || this.definitions.some((markup) => markup.includes('class="'));
    const style = usesClasses ? `<style>${SHARED_STYLE}</style>` : '';
    const defs = this.definitions.length || style ? `<defs>${style}${this.definitions.join('')}</defs>` : '';
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}"` +
      ` viewBox="0 0 ${this.width} ${this.height}">${defs}${body}</svg>\n`
    );
  }
}
