import { edgeOf, shade } from '../colour-tones.ts';
import { drawTop } from '../draw-top.ts';
import { seededRandom } from '../seeded-random.ts';
import { stitches } from '../sewing-details.ts';
import type { Look } from '../look.ts';
import type { SvgCanvas } from '../svg-canvas.ts';
import { pathData, svgElement, svgPath } from '../svg-markup.ts';
import { topShape } from '../top-shape.ts';

/** A crew-neck sweatshirt with raglan seams; its Article No picks whether a woven badge sits on the chest. */
export function sweatshirt(canvas: SvgCanvas, look: Look): string {
  const random = seededRandom(`${look.key}:sw`);
  const shape = topShape({ sleeve: 'long', neck: 'crew', fit: 1.06, hem: 362, neckWidth: 32 });
  const { neckY, neckBottom, armpit } = shape;
  const details = (): string => {
    const vee = pathData`M${200 - 8} ${neckBottom + 4}L200 ${neckBottom + 20}L${200 + 8} ${neckBottom + 4}Z`;
    let out = svgPath(vee, { fill: shade(look.main, 0.15), stroke: edgeOf(look.main), 'stroke-width': 1 });
    const raglan = pathData`M${200 - 30} ${neckY + 4}L${400 - armpit.x + 4} ${armpit.y}M${200 + 30} ${neckY + 4}L${armpit.x - 4} ${armpit.y}`;
    out += stitches(raglan, look.main, 1.1);
    if (random.chance(0.6)) {
      out += svgElement('rect', { x: 226, y: neckBottom + 40, width: 30, height: 18, rx: 3, fill: look.trim, stroke: edgeOf(look.trim), 'stroke-width': 1 });
      out += stitches(pathData`M229 ${neckBottom + 43}H253`, look.trim, 0.9);
    }
    return out;
  };
  return drawTop(canvas, shape, look, { cuff: 'rib', hemBand: true, collarColour: look.main, details });
}
