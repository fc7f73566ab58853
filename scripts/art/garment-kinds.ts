/**
 * The garments the generator can draw, each with the part of its 400×400 box the drawing fills
 * (x0, y0, x1, y1), so every kind is framed the same way in the picture.
 */
import type { GarmentDrawing } from './garment-drawing.ts';
import { hoodie } from './garments/hoodie.ts';
import { polo } from './garments/polo.ts';
import { shorts } from './garments/shorts.ts';
import { sweatshirt } from './garments/sweatshirt.ts';
import { tankTop } from './garments/tank-top.ts';
import { trousers } from './garments/trousers.ts';
import { tshirt } from './garments/tshirt.ts';

export type VisibleBox = readonly [number, number, number, number];

export interface GarmentKind {
  draw: GarmentDrawing;
  box: VisibleBox;
}

const SHORT_SLEEVED: VisibleBox = [34, 50, 366, 374];
const TROUSERS: VisibleBox = [110, 10, 290, 398];

export const GARMENT_KINDS = {
  tshirt: { draw: tshirt, box: SHORT_SLEEVED },
  polo: { draw: polo, box: SHORT_SLEEVED },
  'tank-top': { draw: tankTop, box: [100, 55, 300, 378] },
  sweatshirt: { draw: sweatshirt, box: [8, 36, 392, 392] },
  hoodie: { draw: hoodie, box: [8, 12, 392, 384] },
  shorts: { draw: shorts, box: [76, 38, 324, 252] },
  chinos: { draw: trousers('chino'), box: TROUSERS },
  'cargo-trousers': { draw: trousers('cargo'), box: TROUSERS },
  'track-trousers': { draw: trousers('track'), box: TROUSERS },
} as const satisfies Record<string, GarmentKind>;

export type GarmentKindName = keyof typeof GARMENT_KINDS;

export function isGarmentKind(name: string): name is GarmentKindName {
  return Object.hasOwn(GARMENT_KINDS, name);
}
