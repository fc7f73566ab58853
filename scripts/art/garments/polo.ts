import { edgeOf, isLight, shade, tint } from '../colour-tones.ts';
import { drawTop } from '../draw-top.ts';
import { fabric } from '../fabric-panel.ts';
import type { Look } from '../look.ts';
import { makerMark } from '../maker-mark.ts';
import { seededRandom } from '../seeded-random.ts';
import { button, stitches } from '../sewing-details.ts';
import type { SvgCanvas } from '../svg-canvas.ts';
import { pathData, svgPath } from '../svg-markup.ts';
import { type TopShape, topShape } from '../top-shape.ts';

/** A shirt collar over a buttoned placket: the stand behind, then two leaves falling outward over the shoulders. */
function shirtCollar(canvas: SvgCanvas, shape: TopShape, colour: string, buttons: number, buttonColour: string): string {
  const { neckY, neckWidth, neckBottom } = shape;
  const placketEnd = neckBottom + 44;
  let out = fabric(canvas, pathData`M${200 - 11} ${neckBottom - 4}H${200 + 11}V${placketEnd}H${200 - 11}Z`, colour).svg;
  out += stitches(pathData`M${200 - 7} ${neckBottom}V${placketEnd - 4}M${200 + 7} ${neckBottom}V${placketEnd - 4}`, colour, 1);
  for (let i = 0; i < buttons; i++) out += button(200, neckBottom + 10 + i * 14, buttonColour, 3.6);
  out += svgPath(
    pathData`M${200 - neckWidth - 2} ${neckY + 2}Q200 ${neckY - 12} ${200 + neckWidth + 2} ${neckY + 2}L${200 + neckWidth - 2} ${neckY + 10}Q200 ${neckY - 2} ${200 - neckWidth + 2} ${neckY + 10}Z`,
    { fill: shade(colour, 0.25), stroke: edgeOf(colour), 'stroke-width': 1.4 },
  );
  const leaf = (side: number): string =>
    pathData`M${200 + side * (neckWidth + 2)} ${neckY + 1}Q${200 + side * (neckWidth + 26)} ${neckY + 8} ${200 + side * (neckWidth + 32)} ${neckY + 20}L${200 + side * 14} ${neckBottom + 6}Q${200 + side * 6} ${neckBottom - 14} ${200 + side * 2} ${neckY + 6}Z`;
  out += fabric(canvas, leaf(-1), colour).svg + fabric(canvas, leaf(1), colour).svg;
  out += stitches(
    pathData`M${200 - neckWidth - 26} ${neckY + 18}L${200 - 16} ${neckBottom - 2}M${200 + neckWidth + 26} ${neckY + 18}L${200 + 16} ${neckBottom - 2}`,
    colour,
    1,
  );
  return out;
}

/** A piqué polo; its Article No picks a tipped collar, a collar in the trim colour, and two or three buttons. */
export function polo(canvas: SvgCanvas, look: Look): string {
  const random = seededRandom(`${look.key}:po`);
  const shape = topShape({ sleeve: 'short', neck: 'v', neckDepth: 24, neckWidth: 30, fit: 1.02, hem: 364 });
  const tipped = random.chance(0.5);
  const collarColour = random.chance(0.3) ? look.trim : look.main;
  const { neckY, neckBottom, hemY, hemWidth } = shape;
  const details = (): string => {
    let out = shirtCollar(canvas, shape, collarColour, random.pick([2, 3]), isLight(look.main) ? '#E8E4DA' : tint(look.main, 0.2));
    if (tipped) {
      const tipping = pathData`M${200 - 60} ${neckY + 16}L${200 - 14} ${neckBottom + 2}M${200 + 60} ${neckY + 16}L${200 + 14} ${neckBottom + 2}`;
      out += svgPath(tipping, { stroke: look.trim, 'stroke-width': 3 });
    }
    // Side vents at the hem.
    out += svgPath(pathData`M${200 - hemWidth + 2} ${hemY}l4 -20M${200 + hemWidth - 2} ${hemY}l-4 -20`, { stroke: edgeOf(look.main), 'stroke-width': 1.4 });
    return out + makerMark(238, neckBottom + 44, look.trim);
  };
  return drawTop(canvas, shape, look, { cuff: 'rib', cuffColour: collarColour, collar: 'none', details });
}
