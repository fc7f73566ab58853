/**
 * Staging shared by every scene: backdrops in the brand palette, placement of
 * garments with a soft drop shadow, and the ready-made colour looks scenes
 * dress their garments in.
 */
import { type Canvas, el, g, path } from './svg.js';
import { BRAND, mix, shade, tint, KIT_SCHEMES } from './palette.js';
import { shadowFilterId } from './cloth.js';
import { fit, type Box } from './layout.js';
import type { Draw, Look } from './garments.js';

export type Rect = [number, number, number, number];

/** Garments already drawn into a canvas, so repeats (kit line-ups, rails) become cheap <use> references. */
const drawn = new WeakMap<Canvas, Map<Draw, Map<string, string>>>();

function drawOnce(c: Canvas, draw: Draw, l: Look): string {
  let perCanvas = drawn.get(c);
  if (!perCanvas) drawn.set(c, (perCanvas = new Map()));
  let perDraw = perCanvas.get(draw);
  if (!perDraw) perCanvas.set(draw, (perDraw = new Map()));
  const key = `${l.main}|${l.trim}|${l.accent}|${l.key}`;
  let id = perDraw.get(key);
  if (!id) {
    id = c.id();
    c.def(el('g', { id }, draw(c, l)));
    perDraw.set(key, id);
  }
  return el('use', { href: `#${id}` });
}

/** Places a garment (400×400 box) into a rectangle, optionally turned about the rectangle's centre. */
export function put(c: Canvas, draw: Draw, look: Look, box: Box, rect: Rect, rotate = 0, effect?: string): string {
  const shadow = shadowFilterId(c, 9, 12, 0.3);
  // Effects (e.g. an acid wash) go inside the shadow so they only touch the cloth.
  const inner = g({ transform: fit(box, ...rect), filter: effect ? `url(#${effect})` : undefined }, drawOnce(c, draw, look));
  const cx = rect[0] + rect[2] / 2;
  const cy = rect[1] + rect[3] / 2;
  return g({ filter: `url(#${shadow})`, transform: rotate ? `rotate(${rotate} ${cx} ${cy})` : undefined }, inner);
}

/** Props are drawn around their own origin; this places one with its own shadow. */
export function prop(c: Canvas, content: string, x: number, y: number, scale = 1, rotate = 0): string {
  const shadow = shadowFilterId(c, 6, 8, 0.26);
  let t = `translate(${Math.round(x)} ${Math.round(y)})`;
  if (rotate) t += ` rotate(${rotate})`;
  if (scale !== 1) t += ` scale(${Math.round(scale * 1000) / 1000})`;
  return g({ transform: t, filter: `url(#${shadow})` }, content);
}

/** Warm paper backdrop with a tinted disc behind the subject and a fine dotted grid as a maker's detail. */
export function paper(c: Canvas, accent: string, cx: number, cy: number, radius: number): string {
  const bg = c.id();
  c.def(
    el(
      'linearGradient',
      { id: bg, x1: 0, y1: 0, x2: 0.3, y2: 1 },
      el('stop', { offset: 0, 'stop-color': '#F6F3EE' }) + el('stop', { offset: 1, 'stop-color': '#E8E2D8' }),
    ),
  );
  const disc = c.id();
  c.def(
    el(
      'radialGradient',
      { id: disc, cx: 0.4, cy: 0.35, r: 0.75 },
      el('stop', { offset: 0, 'stop-color': mix(accent, '#F6F3EE', 0.72) }) + el('stop', { offset: 1, 'stop-color': mix(accent, '#F6F3EE', 0.52) }),
    ),
  );
  const dots = c.shared('dots', (id) =>
    el('pattern', { id, width: 18, height: 18, patternUnits: 'userSpaceOnUse' }, el('circle', { cx: 2, cy: 2, r: 1.4, fill: '#0B3279', 'fill-opacity': 0.18 })),
  );
  return (
    el('rect', { width: c.width, height: c.height, fill: `url(#${bg})` }) +
    el('rect', { x: c.width * 0.04, y: c.height * 0.06, width: c.width * 0.16, height: c.height * 0.22, fill: `url(#${dots})` }) +
    el('circle', { cx, cy, r: radius, fill: `url(#${disc})` }) +
    el('circle', { cx, cy, r: radius + 22, fill: 'none', stroke: accent, 'stroke-opacity': 0.35, 'stroke-width': 1.5, 'stroke-dasharray': '7 6' })
  );
}

/** Deep ink backdrop for banners and moody tiles: navy-black with an accent glow behind the subject. */
export function ink(c: Canvas, accent: string, cx: number, cy: number, radius: number, disc = true): string {
  const bg = c.id();
  c.def(
    el(
      'linearGradient',
      { id: bg, x1: 0, y1: 0, x2: 1, y2: 0.4 },
      el('stop', { offset: 0, 'stop-color': '#071026' }) +
        el('stop', { offset: 0.5, 'stop-color': '#0A1733' }) +
        el('stop', { offset: 1, 'stop-color': mix('#0A1733', accent, 0.28) }),
    ),
  );
  const glow = c.id();
  c.def(
    el(
      'radialGradient',
      { id: glow, cx: 0.5, cy: 0.5, r: 0.5 },
      el('stop', { offset: 0, 'stop-color': accent, 'stop-opacity': 0.55 }) + el('stop', { offset: 1, 'stop-color': accent, 'stop-opacity': 0 }),
    ),
  );
  const discFill = c.id();
  c.def(
    el(
      'linearGradient',
      { id: discFill, x1: 0, y1: 0, x2: 1, y2: 1 },
      el('stop', { offset: 0, 'stop-color': tint(accent, 0.12) }) + el('stop', { offset: 1, 'stop-color': shade(accent, 0.3) }),
    ),
  );
  return (
    el('rect', { width: c.width, height: c.height, fill: `url(#${bg})` }) +
    el('circle', { cx, cy, r: radius * 1.7, fill: `url(#${glow})` }) +
    (disc ? el('circle', { cx, cy, r: radius, fill: `url(#${discFill})` }) : '') +
    el('circle', { cx, cy, r: radius + 34, fill: 'none', stroke: tint(accent, 0.4), 'stroke-opacity': 0.45, 'stroke-width': 2, 'stroke-dasharray': '10 9' })
  );
}

/** A sewn line sweeping across a scene: the brand's running-stitch motif. */
export function seamSweep(pathData: string, colour: string, opacity = 0.5): string {
  return path(pathData, { class: 'ln', stroke: colour, 'stroke-opacity': opacity, 'stroke-width': 3, 'stroke-dasharray': '14 10' });
}

export const ACCENT_LIST = [BRAND.green, BRAND.navy, BRAND.gold] as const;

export function look(main: string, trim: string, key: string, accent?: string): Look {
  return { main, trim, accent: accent ?? trim, key };
}

/** Street looks picked to sit well together on paper or ink. */
export const STREET: Array<[string, string]> = [
  ['#EFEBE0', '#1B2A4E'],
  ['#1C1D21', '#0FAB5B'],
  ['#555B3A', '#E3712A'],
  ['#1B2A4E', '#EDE3C8'],
  ['#B9B09E', '#383C44'],
  ['#6B1D2A', '#EFEBE0'],
  ['#A9ACB1', '#1B2A4E'],
  ['#CDB891', '#4E3426'],
];

export const SAFETY: Array<[string, string]> = [
  ['#D9F024', '#1B2A4E'],
  ['#FF6A13', '#1B2A4E'],
  ['#1B2A4E', '#FF6A13'],
  ['#D9F024', '#383C44'],
];

export function kit(i: number): Look {
  const s = KIT_SCHEMES[((i % KIT_SCHEMES.length) + KIT_SCHEMES.length) % KIT_SCHEMES.length] ?? KIT_SCHEMES[0];
  return { main: s?.main ?? '#2148A8', trim: s?.trim ?? '#FFFFFF', accent: s?.accent ?? '#F2C832', key: `kit${i}` };
}
