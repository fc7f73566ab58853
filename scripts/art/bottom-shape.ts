/**
 * The silhouette shorts and trousers are cut from: a waist, hips and two legs, in the same
 * 400×400 box as the tops, centred on x = 200.
 */
import { pathData } from './svg-markup.ts';

export interface BottomSpec {
  /** Waist y. */
  top: number;
  /** Half width at the waist. */
  waist: number;
  /** Leg hem y at the outer seam. */
  hem: number;
  /** Outer half width at the hem. */
  hemOut: number;
  /** Half gap between the legs at the hem. */
  hemIn: number;
  crotch: number;
  /** Half width at the hips. */
  hip: number;
}

export interface BottomShape {
  body: string;
  /** Left and right leg hems, open paths. */
  legHems: [string, string];
  hemStitches: [string, string];
  /** Left and right outer seams, waist to hem. */
  outerSeams: [string, string];
}

export function bottomShape(spec: BottomSpec): BottomShape {
  const { top, waist, hip, hem, hemOut, hemIn, crotch } = spec;
  const hipY = top + 70;
  const body =
    pathData`M${200 - waist} ${top} L${200 + waist} ${top} Q${200 + hip + 2} ${hipY - 20} ${200 + hip} ${hipY}` +
    pathData`L${200 + hemOut} ${hem} Q${200 + (hemOut + hemIn) / 2} ${hem + 5} ${200 + hemIn} ${hem + 3}` +
    pathData`L200 ${crotch} L${200 - hemIn} ${hem + 3} Q${200 - (hemOut + hemIn) / 2} ${hem + 5} ${200 - hemOut} ${hem}` +
    pathData`L${200 - hip} ${hipY} Q${200 - hip - 2} ${hipY - 20} ${200 - waist} ${top} Z`;
  const legHem = (side: number): string =>
    pathData`M${200 + side * hemOut} ${hem} Q${200 + (side * (hemOut + hemIn)) / 2} ${hem + 5} ${200 + side * hemIn} ${hem + 3}`;
  const legStitch = (side: number): string =>
    pathData`M${200 + side * (hemOut - 1)} ${hem - 10} Q${200 + (side * (hemOut + hemIn)) / 2} ${hem - 5} ${200 + side * (hemIn + 1)} ${hem - 7}`;
  const outerSeam = (side: number): string =>
    pathData`M${200 + side * waist} ${top} Q${200 + side * (hip + 2)} ${hipY - 20} ${200 + side * hip} ${hipY} L${200 + side * hemOut} ${hem}`;
  return {
    body,
    legHems: [legHem(-1), legHem(1)],
    hemStitches: [legStitch(-1), legStitch(1)],
    outerSeams: [outerSeam(-1), outerSeam(1)],
  };
}
