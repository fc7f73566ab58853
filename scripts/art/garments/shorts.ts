import { bottomShape } from '../bottom-shape.ts';
import { clipped, fabric } from '../fabric-panel.ts';
import type { Look } from '../look.ts';
import { seededRandom } from '../seeded-random.ts';
import { drawcord, fold, ribPanel, stitches } from '../sewing-details.ts';
import type { SvgCanvas } from '../svg-canvas.ts';
import { pathData, svgPath } from '../svg-markup.ts';

const SPEC = { top: 40, waist: 92, hem: 244, hemOut: 120, hemIn: 6, crotch: 192, hip: 104 };
const BAND = 20;

/** Side stripes down the outer seams in the trim colour, when the Article No asks for them. */
function sideStripes(outerSeams: [string, string], colour: string, striped: boolean): string {
  if (!striped) return '';
  const width = 10;
  const inward = (side: number): string => `translate(${side === 0 ? width / 2 + 4 : -width / 2 - 4} 0)`;
  return outerSeams.map((seam, side) => svgPath(seam, { fill: 'none', stroke: colour, 'stroke-width': width, transform: inward(side) })).join('');
}

/** Everyday shorts with an elastic waist, drawcords and slanted side pockets; the Article No picks side stripes. */
export function shorts(canvas: SvgCanvas, look: Look): string {
  const random = seededRandom(`${look.key}:shorts`);
  const shape = bottomShape(SPEC);
  const { main, trim } = look;
  const { top, waist, hip, hem, crotch } = SPEC;
  const body = fabric(canvas, shape.body, main, { volume: true, texture: true });
  // The leg hems are stroked 0 wide: invisible, and kept so the sample's drawings come out byte for byte.
  const overlay =
    sideStripes(shape.outerSeams, trim, random.chance(0.5)) + svgPath(shape.legHems[0] + shape.legHems[1], { fill: 'none', stroke: trim, 'stroke-width': 0 });
  return [
    body.svg,
    clipped(canvas, body, overlay),
    fold(pathData`M${200 - 30} ${crotch - 50}Q200 ${crotch - 20} ${200 - 6} ${crotch}`, 0.7),
    fold(pathData`M${200 + 60} ${top + BAND + 30}Q${200 + 70} ${top + 100} ${200 + 90} ${hem - 30}`, 0.7),
    stitches(shape.hemStitches[0], main),
    stitches(shape.hemStitches[1], main),
    ribPanel(canvas, pathData`M${200 - waist} ${top}H${200 + waist}L${200 + waist + 3} ${top + BAND}H${200 - waist - 3}Z`, main),
    drawcord(192, top + BAND - 4, 34, trim, -5),
    drawcord(208, top + BAND - 4, 38, trim, 6),
    stitches(pathData`M${200 - waist - 2} ${top + 30}Q${200 - waist + 18} ${top + 60} ${200 - hip + 2} ${top + 110}`, main),
    stitches(pathData`M${200 + waist + 2} ${top + 30}Q${200 + waist - 18} ${top + 60} ${200 + hip - 2} ${top + 110}`, main),
  ].join('');
}
