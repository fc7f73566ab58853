import { bottomShape } from '../bottom-shape.ts';
import { edgeOf, shade } from '../colour-tones.ts';
import { clipped, fabric } from '../fabric-panel.ts';
import type { GarmentDrawing } from '../garment-drawing.ts';
import type { Look } from '../look.ts';
import { button, drawcord, fold, ribPanel, stitches } from '../sewing-details.ts';
import type { SvgCanvas } from '../svg-canvas.ts';
import { pathData, svgElement, svgPath } from '../svg-markup.ts';

/** Track trousers have an elastic waist, side stripes and rib cuffs; chinos and cargos a belted waist and a fly. */
export type TrouserStyle = 'track' | 'chino' | 'cargo';

function waist(canvas: SvgCanvas, look: Look, elastic: boolean): string {
  const { main } = look;
  const parts = [ribPanel(canvas, pathData`M${200 - 78} 14H${200 + 78}L${200 + 80} 36H${200 - 80}Z`, elastic ? main : shade(main, 0.04))];
  if (elastic) return [...parts, drawcord(194, 32, 30, look.trim, -4), drawcord(206, 32, 34, look.trim, 5)].join('');
  for (const x of [130, 176, 224, 270])
    parts.push(svgElement('rect', { x: x - 3, y: 12, width: 6, height: 28, rx: 2, fill: main, stroke: edgeOf(main), 'stroke-width': 1 }));
  parts.push(button(200, 25, '#B9A172', 4.4));
  parts.push(stitches(pathData`M206 38V118Q206 130 192 132`, main), svgPath('M200 38V150', { stroke: edgeOf(main), 'stroke-width': 1.2 }));
  return parts.join('');
}

/** Flapped pockets on both thighs. */
function cargoPockets(canvas: SvgCanvas, main: string): string {
  let out = '';
  for (const side of [-1, 1]) {
    const x = 200 + side * 64 - 24;
    out += fabric(canvas, pathData`M${x} 200H${x + 48}V258Q${x + 24} 264 ${x} 258Z`, main).svg;
    out += fabric(canvas, pathData`M${x - 2} 194H${x + 50}V214H${x - 2}Z`, main).svg;
    out += stitches(pathData`M${x + 3} 210H${x + 45}`, main, 1);
  }
  return out;
}

export function trousers(style: TrouserStyle): GarmentDrawing {
  return (canvas, look) => {
    const shape = bottomShape({ top: 14, waist: 78, hem: 392, hemOut: 70, hemIn: 12, crotch: 152, hip: 86 });
    const { main } = look;
    const track = style === 'track';
    const body = fabric(canvas, shape.body, main, { volume: true, texture: true });
    const parts = [body.svg];
    if (track) {
      const stripes = [-1, 1].map((side) => svgPath(pathData`M${200 + side * 80} 30L${200 + side * 66} 392`, { stroke: look.trim, 'stroke-width': 9 }));
      parts.push(clipped(canvas, body, stripes.join('')));
    }
    parts.push(fold(pathData`M150 140Q160 230 146 330`, 0.8), fold(pathData`M250 150Q238 240 256 340`, 0.8));
    if (track) {
      const cuffs = pathData`M${200 - 70} 370L${200 - 12} 372L${200 - 12} 395L${200 - 70} 392Z M${200 + 70} 370L${200 + 12} 372L${200 + 12} 395L${200 + 70} 392Z`;
      parts.push(ribPanel(canvas, cuffs, main));
    } else {
      parts.push(stitches(shape.hemStitches[0], main), stitches(shape.hemStitches[1], main));
    }
    parts.push(waist(canvas, look, track));
    parts.push(stitches(pathData`M${200 - 82} 46Q${200 - 60} 64 ${200 - 54} 100M${200 + 82} 46Q${200 + 60} 64 ${200 + 54} 100`, main));
    if (style === 'cargo') parts.push(cargoPockets(canvas, main));
    return parts.join('');
  };
}
