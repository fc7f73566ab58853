import { edgeOf, shade } from '../colour-tones.ts';
import { drawTop } from '../draw-top.ts';
import { fabric } from '../fabric-panel.ts';
import type { Look } from '../look.ts';
import { seededRandom } from '../seeded-random.ts';
import { drawcord, stitches, zip } from '../sewing-details.ts';
import type { SvgCanvas } from '../svg-canvas.ts';
import { pathData, svgPath } from '../svg-markup.ts';
import { type TopShape, topShape } from '../top-shape.ts';

/** The hood's base spreads onto the shoulders, so it reads as attached rather than as a separate head shape. */
function hood(canvas: SvgCanvas, shape: TopShape, colour: string, lining: string): string {
  const top = shape.neckY;
  const outline = pathData`M${200 - 86} ${top + 24}C${200 - 80} ${top + 4} ${200 - 84} ${top - 44} ${200 - 50} ${top - 62}Q200 ${top - 84} ${200 + 50} ${top - 62}C${200 + 84} ${top - 44} ${200 + 80} ${top + 4} ${200 + 86} ${top + 24}`;
  const outer = fabric(canvas, `${outline}Z`, colour);
  const opening = pathData`M${200 - 44} ${top + 26}C${200 - 58} ${top - 24} ${200 - 26} ${top - 50} 200 ${top - 50}C${200 + 26} ${top - 50} ${200 + 58} ${top - 24} ${200 + 44} ${top + 26}L200 ${shape.neckBottom + 10}Z`;
  const seam = pathData`M${200 - 50} ${top + 24}C${200 - 64} ${top - 30} ${200 - 28} ${top - 57} 200 ${top - 57}C${200 + 28} ${top - 57} ${200 + 64} ${top - 30} ${200 + 50} ${top + 24}`;
  return (
    outer.svg +
    svgPath(opening, { fill: lining, stroke: edgeOf(colour), 'stroke-width': 1.6 }) +
    svgPath(opening, { fill: '#000', 'fill-opacity': 0.22 }) +
    stitches(seam, colour, 1.1)
  );
}

/** The kangaroo pocket, and below the neck a zip or, sometimes, a printed bar. */
function front(canvas: SvgCanvas, shape: TopShape, look: Look, zipped: boolean, printed: () => boolean): string {
  const pocketTop = shape.hemY - 110;
  let out = fabric(canvas, pathData`M${200 - 70} ${pocketTop}H${200 + 70}L${200 + 92} ${pocketTop + 80}H${200 - 92}Z`, look.main).svg;
  const openings = pathData`M${200 - 70} ${pocketTop}Q${200 - 76} ${pocketTop + 44} ${200 - 92} ${pocketTop + 80}M${200 + 70} ${pocketTop}Q${200 + 76} ${pocketTop + 44} ${200 + 92} ${pocketTop + 80}`;
  out += svgPath(openings, { fill: 'none', stroke: shade(look.main, 0.5), 'stroke-width': 2.4, 'stroke-opacity': 0.8 });
  out += stitches(pathData`M${200 - 64} ${pocketTop + 5}H${200 + 64}`, look.main, 1);
  if (zipped) out += zip(200, shape.neckBottom + 6, shape.hemY, look.main);
  else if (printed()) out += svgPath(pathData`M172 ${shape.neckBottom + 56}H228`, { stroke: look.trim, 'stroke-width': 8, 'stroke-linecap': 'round' });
  return out;
}

/** A hoodie; its Article No picks a pullover or a full zip, and the hood's lining. */
export function hoodie(canvas: SvgCanvas, look: Look): string {
  const random = seededRandom(`${look.key}:ho`);
  const zipped = random.chance(0.3);
  const shape = topShape({ sleeve: 'long', neck: 'v', neckDepth: 46, neckWidth: 36, fit: 1.06, hem: 374, top: 84 });
  const lining = random.chance(0.5) ? look.trim : shade(look.main, 0.1);
  const body = drawTop(canvas, shape, look, {
    cuff: 'rib',
    hemBand: true,
    collar: 'none',
    details: () => front(canvas, shape, look, zipped, () => random.chance(0.5)),
  });
  const cords = drawcord(188, shape.neckBottom - 6, 62, look.trim, -6) + drawcord(212, shape.neckBottom - 6, 58, look.trim, 7);
  // The hood lies behind the body but is drawn after it, as the sample's drawings were, so their ids come out the same.
  return hood(canvas, shape, look.main, lining) + body + cords;
}
