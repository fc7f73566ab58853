/**
 * Placement of garment drawings (each drawn in a 400×400 box) into scenes.
 */
import { translate } from './svg.js';

/** Visible extent of a drawing inside its 400×400 box: x0, y0, x1, y1. */
export type Box = readonly [number, number, number, number];

export const BOX = {
  shortTop: [34, 50, 366, 374],
  capTop: [60, 50, 340, 326],
  sleeveless: [100, 55, 300, 378],
  longTop: [8, 36, 392, 392],
  hooded: [8, 12, 392, 384],
  shorts: [76, 38, 324, 252],
  longShorts: [70, 38, 330, 300],
  trunks: [60, 38, 340, 234],
  pants: [110, 10, 290, 398],
  bib: [106, 34, 294, 372],
  helmet: [70, 70, 330, 356],
  full: [10, 0, 390, 400],
  narrowFull: [96, 0, 304, 400],
} as const satisfies Record<string, Box>;

/** Transform that fits a drawing's visible box into a target rectangle, centred. */
export function fit(box: Box, x: number, y: number, w: number, h: number): string {
  const s = Math.min(w / (box[2] - box[0]), h / (box[3] - box[1]));
  const ox = x + (w - (box[2] - box[0]) * s) / 2 - box[0] * s;
  const oy = y + (h - (box[3] - box[1]) * s) / 2 - box[1] * s;
  return translate(ox, oy, s);
}
