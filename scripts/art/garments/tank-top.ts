import { drawTop } from '../draw-top.ts';
import type { Look } from '../look.ts';
import { makerMark } from '../maker-mark.ts';
import { seededRandom } from '../seeded-random.ts';
import type { SvgCanvas } from '../svg-canvas.ts';
import { topShape } from '../top-shape.ts';

/** A scoop-neck tank top; its Article No picks the strap width and which bindings are in the trim colour. */
export function tankTop(canvas: SvgCanvas, look: Look): string {
  const random = seededRandom(`${look.key}:tk`);
  const shape = topShape({ sleeve: 'none', neck: 'scoop', fit: 0.94, strap: random.pick([14, 20]), neckWidth: 40, neckDepth: 52, hem: 366 });
  return drawTop(canvas, shape, look, {
    collar: 'binding',
    collarColour: random.chance(0.5) ? look.main : look.trim,
    armholeBinding: random.chance(0.5) ? look.main : look.trim,
    details: () => (random.chance(0.5) ? makerMark(236, shape.neckBottom + 40, look.trim) : ''),
  });
}
