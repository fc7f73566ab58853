/** What is sewn onto cloth: topstitching, folds, rib knit, zips, buttons and drawcords. */
import { edgeOf, isLight, shade, threadOf, tint } from './colour-tones.ts';
import { fabric } from './fabric-panel.ts';
import type { SvgCanvas } from './svg-canvas.ts';
import { pathData, svgElement, svgPath } from './svg-markup.ts';

/** Topstitching: a dashed line in a thread colour that reads against the cloth. */
export function stitches(line: string, cloth: string, width = 1.3): string {
  return svgPath(line, { class: 'st', stroke: threadOf(cloth), 'stroke-width': width });
}

/** Soft fold: a broad, faint dark stroke where the cloth dips. */
export function fold(line: string, strength: number): string {
  return svgPath(line, { class: 'fd', 'stroke-opacity': Math.round(10 * strength) / 100 });
}

/** Rib knit along an open path (collars, armholes): a solid band with fine wale lines. */
export function rib(line: string, colour: string, width: number, cap: 'round' | 'butt' = 'round'): string {
  const band = (stroke: string, strokeWidth: number): string =>
    svgPath(line, { fill: 'none', stroke, 'stroke-width': strokeWidth, 'stroke-linecap': cap, 'stroke-linejoin': 'round' });
  return (
    band(edgeOf(colour), width + 2.4) +
    band(colour, width) +
    svgPath(line, {
      fill: 'none',
      stroke: isLight(colour) ? shade(colour, 0.14) : tint(colour, 0.12),
      'stroke-width': width * 0.8,
      'stroke-dasharray': '1 2.2',
    })
  );
}

/**
 * Rib band as a filled shape (hems, cuffs and waistbands whose edges are not parallel): a wale
 * every 3.2 units, drawn ten to a 32-unit tile, as the twill is (fabric-panel.ts), so that
 * librsvg paints a hundredth of the tiles.
 */
export function ribPanel(canvas: SvgCanvas, outline: string, colour: string): string {
  const panel = fabric(canvas, outline, colour);
  const wales = Array.from({ length: RIB_TILE / RIB_STEP }, (_unused, index) => `M${Math.round((index * RIB_STEP + 1) * 10) / 10} 0V${RIB_TILE}`).join('');
  const ribs = canvas.shared(`ribs-${colour}`, (id) =>
    svgElement(
      'pattern',
      { id, width: RIB_TILE, height: RIB_TILE, patternUnits: 'userSpaceOnUse' },
      svgElement('path', { d: wales, stroke: isLight(colour) ? shade(colour, 0.16) : tint(colour, 0.14), 'stroke-width': 1 }),
    ),
  );
  return panel.svg + svgElement('use', { href: `#${panel.id}`, fill: `url(#${ribs})` });
}

const RIB_TILE = 32;
const RIB_STEP = 3.2;

export function zip(x: number, fromY: number, toY: number, cloth: string): string {
  const metal = '#C9CDD3';
  const tape = isLight(cloth) ? shade(cloth, 0.2) : shade(cloth, 0.35);
  return (
    svgPath(pathData`M${x} ${fromY}V${toY}`, { stroke: tape, 'stroke-width': 6 }) +
    svgPath(pathData`M${x} ${fromY}V${toY}`, { stroke: metal, 'stroke-width': 3.2, 'stroke-dasharray': '1.6 1.4' }) +
    svgElement('rect', { x: x - 3.5, y: fromY + 4, width: 7, height: 13, rx: 2, fill: metal, stroke: shade(metal, 0.4), 'stroke-width': 0.8 }) +
    svgElement('rect', { x: x - 1.6, y: fromY + 14, width: 3.2, height: 10, rx: 1.6, fill: shade(metal, 0.15) })
  );
}

export function button(x: number, y: number, colour: string, radius: number): string {
  return (
    svgElement('circle', { cx: x, cy: y, r: radius, fill: colour, stroke: edgeOf(colour), 'stroke-width': 1 }) +
    svgElement('circle', { cx: x - radius * 0.3, cy: y - radius * 0.3, r: radius * 0.35, fill: '#fff', 'fill-opacity': 0.35 })
  );
}

/** Drawcord with its aglet, hanging from a waistband or a hood. */
export function drawcord(x: number, y: number, length: number, colour: string, sway: number): string {
  const cord = isLight(colour) ? shade(colour, 0.1) : colour;
  const line = pathData`M${x} ${y}q${sway} ${length * 0.5} ${sway * 0.4} ${length}`;
  return (
    svgPath(line, { fill: 'none', stroke: edgeOf(cord), 'stroke-width': 4.4, 'stroke-linecap': 'round' }) +
    svgPath(line, { fill: 'none', stroke: cord, 'stroke-width': 2.8, 'stroke-linecap': 'round' }) +
    svgElement('rect', { x: x + sway * 0.4 - 2.2, y: y + length - 2, width: 4.4, height: 9, rx: 1.5, fill: '#B9BEC4' })
  );
}
