/** Draws a top in the order it is sewn: the inside of the back neck, sleeves, body, then trims. */
import { edgeOf, shade } from './colour-tones.ts';
import { fabric, type Panel } from './fabric-panel.ts';
import type { Look } from './look.ts';
import { fold, rib, ribPanel, stitches } from './sewing-details.ts';
import type { SvgCanvas } from './svg-canvas.ts';
import { pathData, svgPath } from './svg-markup.ts';
import type { TopShape } from './top-shape.ts';

export interface TopOptions {
  /** Rib knit, a narrow binding, or none (the garment draws its own collar in `details`). */
  collar?: 'rib' | 'binding' | 'none';
  collarColour?: string;
  cuff?: 'rib' | 'band';
  cuffColour?: string;
  hemBand?: boolean;
  /** Drawn between the body and the collar: plackets, pockets, zips, prints. */
  details?: (body: Panel) => string;
  armholeBinding?: string;
}

/** Drape pulls diagonally from the underarms toward the centre, as cloth does when laid flat. */
function folds(shape: TopShape): string {
  const { armpit, hemY } = shape;
  return (
    fold(pathData`M${400 - armpit.x + 6} ${armpit.y + 12}Q${400 - armpit.x + 26} ${armpit.y + 40} ${400 - armpit.x + 52} ${armpit.y + 62}`, 0.8) +
    fold(pathData`M${armpit.x - 6} ${armpit.y + 18}Q${armpit.x - 22} ${armpit.y + 56} ${armpit.x - 48} ${armpit.y + 84}`, 0.7) +
    fold(pathData`M${200 + 24} ${hemY - 70}Q${200 + 40} ${hemY - 40} ${200 + 36} ${hemY - 12}`, 0.5)
  );
}

/** Shoulder seams, and the topstitching round set-in sleeves. */
function seams(shape: TopShape, main: string): string {
  const { neckWidth, neckY, shoulder } = shape;
  const shoulders = svgPath(pathData`M${200 - neckWidth} ${neckY}L${400 - shoulder.x} ${shoulder.y}M${200 + neckWidth} ${neckY}L${shoulder.x} ${shoulder.y}`, {
    stroke: edgeOf(main),
    'stroke-width': 1,
    'stroke-opacity': 0.6,
  });
  return shape.sleeves ? shoulders + stitches(shape.armholes[0], main, 1.1) + stitches(shape.armholes[1], main, 1.1) : shoulders;
}

function hem(canvas: SvgCanvas, shape: TopShape, main: string, band: boolean): string {
  if (!band) return stitches(shape.hemStitch, main);
  const { hemY, hemWidth } = shape;
  return ribPanel(
    canvas,
    pathData`M${200 - hemWidth - 1} ${hemY - 26}Q200 ${hemY - 20} ${200 + hemWidth + 1} ${hemY - 26}L${200 + hemWidth} ${hemY}Q200 ${hemY + 6} ${200 - hemWidth} ${hemY}Z`,
    main,
  );
}

function cuffs(canvas: SvgCanvas, shape: TopShape, main: string, options: TopOptions): string {
  if (!shape.sleeves) return '';
  const colour = options.cuffColour ?? main;
  if (options.cuff === 'rib') return shape.sleeves.cuffs.map((cuff) => ribPanel(canvas, cuff, colour)).join('');
  const bands = shape.sleeves.cuffs.map((cuff) => fabric(canvas, cuff, colour).svg).join('');
  return bands + shape.sleeves.cuffStitches.map((line) => stitches(line, main, 1.1)).join('');
}

export function drawTop(canvas: SvgCanvas, shape: TopShape, look: Look, options: TopOptions = {}): string {
  const { main } = look;
  const parts = [svgPath(shape.neckBack, { fill: shade(main, 0.38), stroke: edgeOf(main), 'stroke-width': 1.6 })];
  for (const sleeve of shape.sleeves?.outlines ?? []) parts.push(fabric(canvas, sleeve, main).svg);
  const body = fabric(canvas, shape.body, main, { volume: true, texture: true });
  parts.push(body.svg, folds(shape), seams(shape, main), hem(canvas, shape, main, options.hemBand ?? false), cuffs(canvas, shape, main, options));
  if (options.armholeBinding) parts.push(rib(shape.armholes[0], options.armholeBinding, 6), rib(shape.armholes[1], options.armholeBinding, 6));
  if (options.details) parts.push(options.details(body));
  const collar = options.collar ?? 'rib';
  if (collar !== 'none') parts.push(rib(shape.neckLine, options.collarColour ?? look.trim, collar === 'rib' ? 9 : 6, 'butt'));
  return parts.join('');
}
