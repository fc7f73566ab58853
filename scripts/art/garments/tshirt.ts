import { shade } from '../colour-tones.ts';
import { drawTop } from '../draw-top.ts';
import { fabric } from '../fabric-panel.ts';
import type { Look } from '../look.ts';
import { seededRandom } from '../seeded-random.ts';
import { stitches } from '../sewing-details.ts';
import type { SvgCanvas } from '../svg-canvas.ts';
import { pathData, svgElement, svgPath } from '../svg-markup.ts';
import { topShape } from '../top-shape.ts';

type ChestGraphic = 'pocket' | 'block' | 'ring' | 'none' | 'stripe';

/** What sits on a T-shirt's chest, `top` being the bottom of the neckline. */
function chestGraphic(canvas: SvgCanvas, graphic: ChestGraphic, look: Look, top: number): string {
  switch (graphic) {
    case 'pocket':
      return (
        fabric(canvas, pathData`M226 ${top + 38}H262V${top + 80}L244 ${top + 86}L226 ${top + 80}Z`, look.main).svg +
        stitches(pathData`M229 ${top + 44}H259`, look.main, 1)
      );
    case 'block': {
      // Retro sunset print: a disc cut by horizontal bars in the cloth colour.
      const centreY = top + 78;
      return (
        svgElement('circle', { cx: 200, cy: centreY, r: 40, fill: look.trim }) +
        svgPath(pathData`M156 ${centreY + 6}H244M156 ${centreY + 18}H244M156 ${centreY + 30}H244`, { stroke: look.main, 'stroke-width': 5 }) +
        svgPath(pathData`M150 ${centreY + 44}H250`, { stroke: look.accent === look.trim ? shade(look.trim, 0.2) : look.accent, 'stroke-width': 4 })
      );
    }
    case 'ring':
      return (
        svgElement('circle', { cx: 200, cy: top + 82, r: 38, fill: 'none', stroke: look.trim, 'stroke-width': 9 }) +
        svgPath(pathData`M176 ${top + 82}L200 ${top + 58}L224 ${top + 82}L200 ${top + 106}Z`, { fill: look.accent })
      );
    case 'stripe':
      return svgPath(pathData`M${200 - 86} ${top + 70}H${200 + 86}M${200 - 86} ${top + 82}H${200 + 86}`, { stroke: look.trim, 'stroke-width': 6 });
    default:
      return '';
  }
}

/** A crew-neck T-shirt; its Article No picks a regular or boxy fit and what is on the chest. */
export function tshirt(canvas: SvgCanvas, look: Look): string {
  const random = seededRandom(`${look.key}:te`);
  const shape = topShape({ sleeve: 'short', neck: 'crew', fit: random.pick([1, 1.06]), hem: 364 });
  const graphic = random.pick<ChestGraphic>(['pocket', 'block', 'ring', 'none', 'stripe']);
  return drawTop(canvas, shape, look, { cuff: 'band', collarColour: look.main, details: () => chestGraphic(canvas, graphic, look, shape.neckBottom) });
}
