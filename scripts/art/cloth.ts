/**
 * Materials shared by every drawing: shaded fabric panels, stitching, rib
 * knit, zips, buttons and reflective tape. Garments describe shapes; this
 * module decides how cloth is rendered, so the whole catalogue stays in one
 * visual language.
 */
import { type Canvas, el, path, d } from './svg.js';
import { edge, stitch, shade, tint, isLight } from './palette.js';

/** Lighting falls from the top-left in every image; one gradient in the 400×400 garment box does it. */
function sheenId(c: Canvas): string {
  return c.shared('sheen', (id) =>
    el(
      'linearGradient',
      { id, gradientUnits: 'userSpaceOnUse', x1: 40, y1: 20, x2: 330, y2: 420 },
      el('stop', { offset: 0, 'stop-color': '#fff', 'stop-opacity': 0.2 }) +
        el('stop', { offset: 0.45, 'stop-color': '#fff', 'stop-opacity': 0 }) +
        el('stop', { offset: 1, 'stop-color': '#000', 'stop-opacity': 0.22 }),
    ),
  );
}

/** Sides of a body panel fall away from the light, which is what makes a flat shape read as cloth on a form. */
function volumeId(c: Canvas): string {
  return c.shared('volume', (id) =>
    el(
      'linearGradient',
      { id, x1: 0, y1: 0, x2: 1, y2: 0 },
      el('stop', { offset: 0, 'stop-color': '#000', 'stop-opacity': 0.16 }) +
        el('stop', { offset: 0.22, 'stop-color': '#000', 'stop-opacity': 0 }) +
        el('stop', { offset: 0.42, 'stop-color': '#fff', 'stop-opacity': 0.08 }) +
        el('stop', { offset: 0.78, 'stop-color': '#000', 'stop-opacity': 0 }) +
        el('stop', { offset: 1, 'stop-color': '#000', 'stop-opacity': 0.2 }),
    ),
  );
}

/** A faint twill weave; only visible up close, which is the point. */
function twillId(c: Canvas): string {
  return c.shared('twill', (id) =>
    el(
      'pattern',
      { id, width: 5, height: 5, patternUnits: 'userSpaceOnUse', patternTransform: 'rotate(35)' },
      el('path', { d: 'M0 0V5', stroke: '#000', 'stroke-opacity': 0.05, 'stroke-width': 1.4 }),
    ),
  );
}

export function shadowFilterId(c: Canvas, blur = 9, dy = 12, opacity = 0.28): string {
  return c.shared(`shadow${blur}-${dy}-${opacity}`, (id) =>
    el(
      'filter',
      { id, x: '-20%', y: '-20%', width: '140%', height: '150%', 'color-interpolation-filters': 'sRGB' },
      el('feGaussianBlur', { in: 'SourceAlpha', stdDeviation: blur }) +
        el('feOffset', { dy, result: 'o' }) +
        el('feComponentTransfer', {}, el('feFuncA', { type: 'linear', slope: opacity })) +
        el('feMerge', {}, el('feMergeNode', {}) + el('feMergeNode', { in: 'SourceGraphic' })),
    ),
  );
}

export interface Panel {
  svg: string;
  /** Id of the stored outline, reusable for clipping overlays to this panel. */
  id: string;
}

export interface FabricOptions {
  volume?: boolean | undefined;
  texture?: boolean | undefined;
  outline?: string | undefined;
  gloss?: boolean | undefined;
}

/** A cloth panel: flat colour, lighting overlay and an outline a shade darker than the cloth. */
export function fabric(c: Canvas, pathData: string, colour: string, o: FabricOptions = {}): Panel {
  const id = c.id();
  c.def(el('path', { id, d: pathData }));
  const ref = `#${id}`;
  let svg = el('use', { href: ref, fill: colour, stroke: o.outline ?? edge(colour), class: 'pn' });
  if (o.texture) svg += el('use', { href: ref, fill: `url(#${twillId(c)})` });
  if (o.volume) svg += el('use', { href: ref, fill: `url(#${volumeId(c)})` });
  svg += el('use', { href: ref, fill: `url(#${sheenId(c)})` });
  if (o.gloss) svg += el('use', { href: ref, fill: '#fff', 'fill-opacity': 0.06 });
  return { svg, id };
}

export function clipTo(c: Canvas, panel: Panel): string {
  const id = c.id();
  c.def(el('clipPath', { id }, el('use', { href: `#${panel.id}` })));
  return id;
}

/** Overlay shapes (stripes, tape, prints) cut to a panel's outline. */
export function clipped(c: Canvas, panel: Panel, content: string): string {
  if (!content) return '';
  return el('g', { 'clip-path': `url(#${clipTo(c, panel)})` }, content);
}

/** Topstitching: a dashed line in a thread colour that reads against the cloth. */
export function stitches(pathData: string, cloth: string, width = 1.3): string {
  return path(pathData, { class: 'st', stroke: stitch(cloth), 'stroke-width': width });
}

/** Soft fold: a broad, faint dark stroke where the cloth dips. */
export function fold(pathData: string, strength = 1): string {
  return path(pathData, { class: 'fd', 'stroke-opacity': Math.round(10 * strength) / 100 });
}

/** Rib knit along an open path (collars, cuffs, waistbands): solid band plus fine wale lines. */
export function rib(pathData: string, colour: string, width: number, cap: 'round' | 'butt' = 'round'): string {
  return (
    path(pathData, {
      fill: 'none',
      stroke: edge(colour),
      'stroke-width': width + 2.4,
      'stroke-linecap': cap,
      'stroke-linejoin': 'round',
    }) +
    path(pathData, {
      fill: 'none',
      stroke: colour,
      'stroke-width': width,
      'stroke-linecap': cap,
      'stroke-linejoin': 'round',
    }) +
    path(pathData, {
      fill: 'none',
      stroke: isLight(colour) ? shade(colour, 0.14) : tint(colour, 0.12),
      'stroke-width': width * 0.8,
      'stroke-dasharray': '1 2.2',
    })
  );
}

/** Rib band as a filled polygon (hems and cuffs whose edges are not parallel to a path). */
export function ribPanel(c: Canvas, pathData: string, colour: string): string {
  const p = fabric(c, pathData, colour);
  const id = c.shared(`ribs-${colour}`, (pid) =>
    el(
      'pattern',
      { id: pid, width: 3.2, height: 8, patternUnits: 'userSpaceOnUse' },
      el('path', {
        d: 'M1 0V8',
        stroke: isLight(colour) ? shade(colour, 0.16) : tint(colour, 0.14),
        'stroke-width': 1,
      }),
    ),
  );
  return p.svg + el('use', { href: `#${p.id}`, fill: `url(#${id})` });
}

export function zip(x: number, y1: number, y2: number, cloth: string, metal = '#C9CDD3'): string {
  const tape = isLight(cloth) ? shade(cloth, 0.2) : shade(cloth, 0.35);
  return (
    path(d`M${x} ${y1}V${y2}`, { stroke: tape, 'stroke-width': 6 }) +
    path(d`M${x} ${y1}V${y2}`, { stroke: metal, 'stroke-width': 3.2, 'stroke-dasharray': '1.6 1.4' }) +
    el('rect', { x: x - 3.5, y: y1 + 4, width: 7, height: 13, rx: 2, fill: metal, stroke: shade(metal, 0.4), 'stroke-width': 0.8 }) +
    el('rect', { x: x - 1.6, y: y1 + 14, width: 3.2, height: 10, rx: 1.6, fill: shade(metal, 0.15) })
  );
}

export function button(x: number, y: number, colour: string, r = 4.2): string {
  return (
    el('circle', { cx: x, cy: y, r, fill: colour, stroke: edge(colour), 'stroke-width': 1 }) +
    el('circle', { cx: x - r * 0.3, cy: y - r * 0.3, r: r * 0.35, fill: '#fff', 'fill-opacity': 0.35 })
  );
}

/** Retro-reflective tape: brushed silver with the bright sheen band real tape shows under light. */
function tapeGradient(c: Canvas): string {
  return c.shared('tape', (id) =>
    el(
      'linearGradient',
      { id, x1: 0, y1: 0, x2: 1, y2: 0.35 },
      el('stop', { offset: 0, 'stop-color': '#A9B0B8' }) +
        el('stop', { offset: 0.38, 'stop-color': '#E9EDF1' }) +
        el('stop', { offset: 0.5, 'stop-color': '#FFFFFF' }) +
        el('stop', { offset: 0.62, 'stop-color': '#D5DAE0' }) +
        el('stop', { offset: 1, 'stop-color': '#9DA4AD' }),
    ),
  );
}

/** Horizontal tape band; callers clip it to the panel it is sewn on. */
export function tapeBand(c: Canvas, y: number, h: number, x1 = 0, x2 = 400): string {
  const grad = tapeGradient(c);
  return (
    el('rect', { x: x1, y, width: x2 - x1, height: h, fill: `url(#${grad})` }) + path(d`M${x1} ${y + 1.2}H${x2}M${x1} ${y + h - 1.2}H${x2}`, { class: 'td' })
  );
}

/** Tape along an arbitrary centre line (braces over the shoulders, sleeve bands). */
export function tapeStrip(c: Canvas, pathData: string, width: number): string {
  const grad = tapeGradient(c);
  return (
    path(pathData, { class: 'te', 'stroke-width': width + 1.6 }) +
    path(pathData, { fill: 'none', stroke: `url(#${grad})`, 'stroke-width': width }) +
    path(pathData, { class: 'td' })
  );
}

/** Drawcord with aglets, hanging from a waistband or hood. */
export function drawcord(x: number, y: number, len: number, colour: string, sway = 6): string {
  const c = isLight(colour) ? shade(colour, 0.1) : colour;
  return (
    path(d`M${x} ${y}q${sway} ${len * 0.5} ${sway * 0.4} ${len}`, {
      fill: 'none',
      stroke: edge(c),
      'stroke-width': 4.4,
      'stroke-linecap': 'round',
    }) +
    path(d`M${x} ${y}q${sway} ${len * 0.5} ${sway * 0.4} ${len}`, {
      fill: 'none',
      stroke: c,
      'stroke-width': 2.8,
      'stroke-linecap': 'round',
    }) +
    el('rect', { x: x + sway * 0.4 - 2.2, y: y + len - 2, width: 4.4, height: 9, rx: 1.5, fill: '#B9BEC4' })
  );
}
