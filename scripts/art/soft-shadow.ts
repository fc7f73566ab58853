/**
 * The soft drop shadow under a garment: the garment's silhouette, blurred, moved down and faded.
 *
 * One blurred layer, because the number of shapes is what a browser pays on its main thread for
 * an SVG picture: the earlier shadow, up to eleven stacked copies of the silhouette (each a step
 * of the blur's profile), cost about 5 ms of main thread per drawing at full speed, as much as the
 * rest of the garment, and on Lighthouse's phone four times that in every listing's cards. A
 * blurred copy cost what no shadow at all cost, because Chromium rasterises the blur off the main
 * thread; it is also smooth where the stacked layers showed their steps when zoomed. What it costs
 * is librsvg's time for the link-preview JPEGs (about 20 ms more a drawing), once per drawing,
 * in the image cache afterwards. Measurements: docs/dev/measurements.md, 2026-12-02.
 */
import { formatNumber, svgElement } from './svg-markup.ts';

export interface ShadowLook {
  /** The blur's standard deviation, in the garment's own units. */
  readonly blur: number;
  /** How far the shadow falls below the garment. */
  readonly offsetY: number;
  /** Its darkness where it is darkest. */
  readonly opacity: number;
}

/** Where a silhouette's shape comes from: a tag of the drawing, as written. */
const TAG = /<(\/?)([a-zA-Z]+)((?:\s[^>]*?)?)(\/?)>/g;
const SHAPES = new Set(['path', 'rect', 'circle', 'ellipse', 'polygon']);
const GEOMETRY = ['d', 'x', 'y', 'width', 'height', 'rx', 'ry', 'cx', 'cy', 'r', 'points', 'transform'];

/**
 * The silhouette of what `markup` draws, as a definition `id`, in black: its cloth panels (the
 * outlines fabric() places with class "pn") and its solidly filled shapes, in its own groups'
 * places; what only overlays them (sheen, stitches, prints) adds nothing to the outline. A
 * reference to another drawn group is followed through `referenced`, which names that group's
 * silhouette, if it has one.
 */
export function silhouette(id: string, markup: string, referenced: (group: string) => string | undefined = () => undefined): string {
  return svgElement('g', { id, fill: '#000' }, outlineOf(markup, referenced));
}

/**
 * The outline-making parts of `markup`, in its groups; '' when there are none. What a group clips
 * is left out: it is an overlay cut to a panel (a stripe, a yoke), inside the outline already.
 */
export function outlineOf(markup: string, referenced: (group: string) => string | undefined): string {
  const levels: Level[] = [{ open: '', inside: '', clipped: false }];
  for (const [, closing, tag = '', attributes = '', selfClosing] of markup.matchAll(TAG)) {
    const level = levels.at(-1) as Level;
    if (tag === 'g' && !closing && !selfClosing) {
      const transform = attributeOf(attributes, 'transform');
      const clipped = level.clipped || attributeOf(attributes, 'clip-path') !== undefined || attributeOf(attributes, 'mask') !== undefined;
      levels.push({ open: transform ? `<g transform="${transform}">` : '<g>', inside: '', clipped });
    } else if (tag === 'g' && closing && levels.length > 1) {
      levels.pop();
      const parent = levels.at(-1) as Level;
      if (level.inside) parent.inside += `${level.open}${level.inside}</g>`;
    } else if (selfClosing && !level.clipped) level.inside += shapeOf(tag, attributes, referenced);
  }
  return levels[0]?.inside ?? '';
}

interface Level {
  readonly open: string;
  inside: string;
  readonly clipped: boolean;
}

function shapeOf(tag: string, attributes: string, referenced: (group: string) => string | undefined): string {
  const href = attributeOf(attributes, 'href')?.slice(1);
  if (tag === 'use' && href && attributeOf(attributes, 'class') === 'pn') return svgElement('use', { href: `#${href}` });
  if (tag === 'use' && href && attributeOf(attributes, 'fill') === undefined) {
    const group = referenced(href);
    return group ? svgElement('use', { href: `#${group}`, transform: attributeOf(attributes, 'transform') }) : '';
  }
  const fill = attributeOf(attributes, 'fill');
  const solid = fill?.startsWith('#') && attributeOf(attributes, 'fill-opacity') === undefined && attributeOf(attributes, 'opacity') === undefined;
  if (!SHAPES.has(tag) || !solid) return '';
  return svgElement(tag, Object.fromEntries(GEOMETRY.map((name) => [name, attributeOf(attributes, name)])));
}

function attributeOf(attributes: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(attributes)?.[1];
}

/** The id of the blur that the shadow of silhouette `id` is drawn with. */
const blurOf = (id: string): string => `${id}f`;

/**
 * The blur of the shadow of silhouette `id`, to define beside it (its id is blurOf(id)). The
 * filter's default region, 10 % beyond the silhouette on every side, holds the blur: a garment's
 * blur fades out within 3 blurs, 10 % of its size or less.
 */
export function shadowFilter(id: string, look: ShadowLook): string {
  // A black silhouette's blur is the same in either colour space; in sRGB librsvg skips converting
  // every pixel of the region to linear light and back, a third of what the blur cost it.
  const attributes = { id: blurOf(id), 'color-interpolation-filters': 'sRGB' };
  return svgElement('filter', attributes, svgElement('feGaussianBlur', { stdDeviation: formatNumber(look.blur) }));
}

/** The shadow of the silhouette `id`, drawn before the garment, in its coordinates. */
export function shadowOf(id: string, look: ShadowLook): string {
  return svgElement('use', {
    href: `#${id}`,
    opacity: formatNumber(look.opacity),
    transform: `translate(0 ${formatNumber(look.offsetY)})`,
    filter: `url(#${blurOf(id)})`,
  });
}
