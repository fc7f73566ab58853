/**
 * The soft drop shadow under a garment, drawn without a blur filter. A Gaussian blur of the
 * garment's outline cost librsvg (which draws the link-preview JPEGs) about 0.1–0.2 s a drawing,
 * most of a fresh clone's first build, and a phone's browser paints it too. The same shadow is
 * drawn here as layers of the garment's silhouette, each a little further out and faint enough
 * that, stacked, they give the blur's profile: the outline pushed down (a fill moved down in
 * steps, for the band under the hem) and then widened (a round-joined stroke, for the fall-off
 * all round), each layer's opacity set so the layers add up to the blur's alpha in its band.
 */
import { type Attributes, formatNumber, svgElement } from './svg-markup.ts';

export interface ShadowLook {
  /** The blur's standard deviation, in the garment's own units. */
  readonly blur: number;
  /** How far the shadow falls below the garment. */
  readonly offsetY: number;
  /** Its darkness where it is darkest. */
  readonly opacity: number;
}

/**
 * The fill moves down to the offset in steps of about STEP units, then widens out to REACH blurs
 * in steps of about STEP units too (a 10-unit blur, 7 steps): a wider blur needs more layers to look
 * smooth, a narrow one fewer, and each layer costs bytes in every page that inlines the drawing.
 */
const STEP = 3.5;
const REACH = 2.4;
const FEWEST_STEPS = 2;

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
  return svgElement('g', { id, fill: '#000', stroke: '#000', 'stroke-linejoin': 'round' }, outlineOf(markup, referenced));
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

/**
 * The shadow's layers, drawn from the silhouette `id` before the garment, in its coordinates: the
 * fill moved down in steps, then, at the full offset, widened by ever wider strokes.
 */
export function shadowOf(id: string, look: ShadowLook): string {
  const layer = (reach: number, opacity: number, attributes: Attributes = {}) =>
    svgElement('use', { href: `#${id}`, opacity: formatNumber(opacity), ...attributes, 'stroke-width': formatNumber(2 * Math.max(0, reach - look.offsetY)) });
  const bands = shadowBands(look).reverse();
  const out = bands.filter(({ reach }) => reach >= look.offsetY).map(({ reach, opacity }) => layer(reach, opacity));
  const down = bands
    .filter(({ reach }) => reach < look.offsetY)
    .map(({ reach, opacity }) => layer(reach, opacity, { transform: `translate(0 ${formatNumber(reach)})` }));
  return svgElement('g', { transform: `translate(0 ${formatNumber(look.offsetY)})` }, out.join('')) + down.join('');
}

/**
 * Each layer covers what lies less than `reach` below the garment's edge (or beside it, less the
 * offset). The opacities are solved from the outside in: the outermost layer alone makes the
 * outermost band, and each layer inside it adds what its band lacks.
 */
function shadowBands({ blur, offsetY, opacity }: ShadowLook): { reach: number; opacity: number }[] {
  const reaches = [...steps(offsetY).map((share) => offsetY * share), ...steps(REACH * blur).map((share) => offsetY + REACH * blur * share)];
  const wanted = reaches.map((reach, index) => {
    const middle = ((reaches[index - 1] ?? 0) + reach) / 2;
    return opacity * normalBelow((offsetY - middle) / blur);
  });
  const opacities = wanted.map((alpha, index) => {
    const outside = wanted[index + 1];
    return outside === undefined ? alpha : 1 - (1 - alpha) / (1 - outside);
  });
  return reaches.map((reach, index) => ({ reach, opacity: opacities[index] ?? 0 }));
}

/** Where each of the steps across `distance` ends, as shares of it: 1/n, 2/n … 1. */
function steps(distance: number): number[] {
  const count = Math.max(FEWEST_STEPS, Math.round(distance / STEP));
  return Array.from({ length: count }, (_unused, step) => (step + 1) / count);
}

/** The standard normal distribution's share below x (Abramowitz and Stegun 7.1.26, to 1.5e-7). */
function normalBelow(x: number): number {
  const scaled = Math.abs(x) / Math.SQRT2;
  const term = 1 / (1 + 0.3275911 * scaled);
  const series = ((((1.061405429 * term - 1.453152027) * term + 1.421413741) * term - 0.284496736) * term + 0.254829592) * term;
  const tail = (series * Math.exp(-scaled * scaled)) / 2;
  return x >= 0 ? 1 - tail : tail;
}
