import { pathData, svgPath } from './svg-markup.ts';

/** The maker's mark on the chest: a tiny swoosh of stitching, the house signature. */
export function makerMark(x: number, y: number, colour: string): string {
  return svgPath(pathData`M${x - 8} ${y + 3}Q${x} ${y - 7} ${x + 9} ${y - 2}`, { fill: 'none', stroke: colour, 'stroke-width': 3, 'stroke-linecap': 'round' });
}
