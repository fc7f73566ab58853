import type { Look } from './look.ts';
import type { SvgCanvas } from './svg-canvas.ts';

/** Draws one garment inside a 400×400 box, centred on x = 200. */
export type GarmentDrawing = (canvas: SvgCanvas, look: Look) => string;
