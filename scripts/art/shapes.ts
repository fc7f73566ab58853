/**
 * Parametric silhouettes. Most garments are the same few shapes (a top, a
 * pair of legs) with different proportions, so one careful geometry is shared
 * and every garment inherits the same proportions and drawing quality.
 * All coordinates live in a 400×400 box, garment centred on x = 200.
 */
import { d } from './svg.js';

export interface Pt {
  x: number;
  y: number;
}

export type SleeveKind = 'short' | 'long' | 'cap' | 'none';
export type NeckKind = 'crew' | 'v' | 'high' | 'scoop';

export interface TopSpec {
  sleeve: SleeveKind;
  neck: NeckKind;
  /** Width multiplier: 0.9 for fitted cycling/volleyball cut, 1.1 for boxy outerwear. */
  fit?: number;
  hem?: number;
  neckWidth?: number;
  neckDepth?: number;
  /** Extra shoulder width, e.g. American football pads. */
  shoulder?: number;
  /** Strap width for sleeveless tops. */
  strap?: number;
  top?: number;
}

export interface TopShape {
  body: string;
  sleeves: [string, string] | null;
  /** Inside of the back neck, seen through the neckline. */
  neckBack: string;
  /** Front neckline as an open path, left to right, for collars and binding. */
  neckLine: string;
  /** Armhole edges for sleeveless binding (left, right), open paths. */
  armholes: [string, string];
  /** Sleeve hem bands (left, right). */
  cuffs: [string, string] | null;
  cuffStitch: [string, string] | null;
  hemLine: string;
  hemStitch: string;
  neckY: number;
  neckW: number;
  neckBottom: number;
  shoulder: Pt;
  armpit: Pt;
  hemY: number;
  hemW: number;
  sleeveEnd: [Pt, Pt] | null;
}

const mirror = (p: Pt): Pt => ({ x: 400 - p.x, y: p.y });
const add = (p: Pt, x: number, y: number): Pt => ({ x: p.x + x, y: p.y + y });
const lerp = (a: Pt, b: Pt, t: number): Pt => ({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });

function unit(from: Pt, to: Pt): Pt {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const len = Math.hypot(dx, dy) || 1;
  return { x: dx / len, y: dy / len };
}

export function top(spec: TopSpec): TopShape {
  const fit = spec.fit ?? 1;
  const y0 = spec.top ?? 58;
  const nw = spec.neckWidth ?? 31;
  const nd = spec.neckDepth ?? (spec.neck === 'v' ? 44 : spec.neck === 'high' ? 10 : spec.neck === 'scoop' ? 40 : 26);
  const hemY = spec.hem ?? 362;
  const sleeveless = spec.sleeve === 'none';
  const strap = spec.strap ?? 24;

  const neckR: Pt = { x: 200 + nw, y: y0 };
  const shoulderR: Pt = sleeveless ? { x: 200 + nw + strap, y: y0 + 3 } : { x: 200 + 100 * fit + (spec.shoulder ?? 0), y: y0 + 18 };
  const armR: Pt = sleeveless ? { x: 200 + 88 * fit, y: y0 + 118 } : { x: 200 + 84 * fit, y: y0 + 100 };
  const hemR: Pt = { x: 200 + 89 * fit, y: hemY };
  const neckL = mirror(neckR);
  const shoulderL = mirror(shoulderR);
  const armL = mirror(armR);
  const hemL = mirror(hemR);

  // Armhole: sleeveless tops scoop deep toward the side seam; set-in sleeves curve gently.
  const armholeL = sleeveless
    ? d`C${shoulderL.x - 4} ${shoulderL.y + 62} ${armL.x + 30} ${armL.y - 6} ${armL.x} ${armL.y}`
    : d`C${shoulderL.x - 1} ${shoulderL.y + 36} ${armL.x + 5} ${armL.y - 30} ${armL.x} ${armL.y}`;
  const armholeRUp = sleeveless
    ? d`C${armR.x - 30} ${armR.y - 6} ${shoulderR.x + 4} ${shoulderR.y + 62} ${shoulderR.x} ${shoulderR.y}`
    : d`C${armR.x - 5} ${armR.y - 30} ${shoulderR.x + 1} ${shoulderR.y + 36} ${shoulderR.x} ${shoulderR.y}`;

  const midSide = (armR.y + hemY) / 2;
  let neckFront: string;
  let neckLine: string;
  let neckBottom: number;
  if (spec.neck === 'v') {
    neckFront = d`L${200} ${y0 + nd} L${neckL.x} ${neckL.y}`;
    neckLine = d`M${neckL.x} ${neckL.y} L200 ${y0 + nd} L${neckR.x} ${neckR.y}`;
    neckBottom = y0 + nd;
  } else {
    const k = nd * 1.33;
    neckFront = d`C${neckR.x - 3} ${y0 + k} ${neckL.x + 3} ${y0 + k} ${neckL.x} ${neckL.y}`;
    neckLine = d`M${neckL.x} ${neckL.y} C${neckL.x + 3} ${y0 + k} ${neckR.x - 3} ${y0 + k} ${neckR.x} ${neckR.y}`;
    neckBottom = y0 + nd;
  }

  const body =
    d`M${neckL.x} ${neckL.y} L${shoulderL.x} ${shoulderL.y}` +
    armholeL +
    d`Q${armL.x - 3} ${midSide} ${hemL.x} ${hemL.y} Q200 ${hemY + 6} ${hemR.x} ${hemR.y} Q${armR.x + 3} ${midSide} ${armR.x} ${armR.y}` +
    armholeRUp +
    d`L${neckR.x} ${neckR.y}` +
    neckFront +
    'Z';

  const neckBack = `${d`M${neckL.x} ${neckL.y} C${neckL.x + 6} ${y0 + 9} ${neckR.x - 6} ${y0 + 9} ${neckR.x} ${neckR.y}` + neckFront}Z`;

  let sleeves: [string, string] | null = null;
  let cuffs: [string, string] | null = null;
  let cuffStitch: [string, string] | null = null;
  let sleeveEnd: [Pt, Pt] | null = null;
  if (!sleeveless) {
    const s = shoulderR;
    const o1 = spec.sleeve === 'long' ? add(s, 82, 238) : spec.sleeve === 'cap' ? add(s, 30, 38) : add(s, 62, 64);
    const o2 = spec.sleeve === 'long' ? add(o1, -44, 10) : spec.sleeve === 'cap' ? add(o1, -22, 24) : add(o1, -36, 32);
    const bulge = spec.sleeve === 'long' ? 10 : 4;
    const sleeveR = (p: (q: Pt) => Pt): string => {
      const S = p(s);
      const O1 = p(o1);
      const O2 = p(o2);
      const A = p(armR);
      const mid = lerp(S, O1, 0.5);
      const sign = O1.x > 200 ? 1 : -1;
      return d`M${S.x} ${S.y} Q${mid.x + bulge * sign} ${mid.y - bulge * 0.3} ${O1.x} ${O1.y} L${O2.x} ${O2.y} L${A.x} ${A.y} Z`;
    };
    sleeves = [sleeveR(mirror), sleeveR((q) => q)];
    const band = spec.sleeve === 'long' ? 24 : 11;
    const u = unit(lerp(s, armR, 0.5), lerp(o1, o2, 0.5));
    const cuff = (p: (q: Pt) => Pt): [string, string] => {
      const a = p(o1);
      const b = p(o2);
      const ux = p === mirror ? -u.x : u.x;
      const c1 = { x: a.x - ux * band, y: a.y - u.y * band };
      const c2 = { x: b.x - ux * band, y: b.y - u.y * band };
      const s1 = { x: a.x - ux * (band + 5), y: a.y - u.y * (band + 5) };
      const s2 = { x: b.x - ux * (band + 5), y: b.y - u.y * (band + 5) };
      return [d`M${a.x} ${a.y} L${b.x} ${b.y} L${c2.x} ${c2.y} L${c1.x} ${c1.y} Z`, d`M${s1.x} ${s1.y} L${s2.x} ${s2.y}`];
    };
    const [cl, sl] = cuff(mirror);
    const [cr, sr] = cuff((q) => q);
    cuffs = [cl, cr];
    cuffStitch = [sl, sr];
    sleeveEnd = [o1, o2];
  }

  return {
    body,
    sleeves,
    neckBack,
    neckLine,
    armholes: [d`M${shoulderL.x} ${shoulderL.y}` + armholeL, d`M${armR.x} ${armR.y}` + armholeRUp],
    cuffs,
    cuffStitch,
    hemLine: d`M${hemL.x} ${hemL.y} Q200 ${hemY + 6} ${hemR.x} ${hemR.y}`,
    hemStitch: d`M${hemL.x + 3} ${hemY - 9} Q200 ${hemY - 3} ${hemR.x - 3} ${hemY - 9}`,
    neckY: y0,
    neckW: nw,
    neckBottom,
    shoulder: shoulderR,
    armpit: armR,
    hemY,
    hemW: 89 * fit,
    sleeveEnd,
  };
}

export interface BottomSpec {
  /** Waist y. */
  top?: number;
  waist?: number;
  /** Leg hem y at the outer seam. */
  hem: number;
  /** Outer half width at the hem. */
  hemOut: number;
  /** Half gap between legs at the hem (inner edge). */
  hemIn: number;
  crotch: number;
  hip?: number;
}

export interface BottomShape {
  body: string;
  legs: [string, string];
  waistTop: number;
  waist: number;
  hemY: number;
  hemOut: number;
  hemIn: number;
  crotch: number;
  hemLines: [string, string];
  hemStitches: [string, string];
  outerSeams: [string, string];
}

export function bottom(spec: BottomSpec): BottomShape {
  const t = spec.top ?? 40;
  const w = spec.waist ?? 86;
  const hip = spec.hip ?? w + 10;
  const hipY = t + 70;
  const { hem, hemOut, hemIn, crotch } = spec;
  const body =
    d`M${200 - w} ${t} L${200 + w} ${t} Q${200 + hip + 2} ${hipY - 20} ${200 + hip} ${hipY}` +
    d`L${200 + hemOut} ${hem} Q${200 + (hemOut + hemIn) / 2} ${hem + 5} ${200 + hemIn} ${hem + 3}` +
    d`L200 ${crotch} L${200 - hemIn} ${hem + 3} Q${200 - (hemOut + hemIn) / 2} ${hem + 5} ${200 - hemOut} ${hem}` +
    d`L${200 - hip} ${hipY} Q${200 - hip - 2} ${hipY - 20} ${200 - w} ${t} Z`;
  const leg = (s: number): string => d`M${200 + s * hemOut} ${hem} Q${200 + (s * (hemOut + hemIn)) / 2} ${hem + 5} ${200 + s * hemIn} ${hem + 3}`;
  const legStitch = (s: number): string =>
    d`M${200 + s * (hemOut - 1)} ${hem - 10} Q${200 + (s * (hemOut + hemIn)) / 2} ${hem - 5} ${200 + s * (hemIn + 1)} ${hem - 7}`;
  return {
    body,
    legs: [leg(-1), leg(1)],
    waistTop: t,
    waist: w,
    hemY: hem,
    hemOut,
    hemIn,
    crotch,
    hemLines: [leg(-1), leg(1)],
    hemStitches: [legStitch(-1), legStitch(1)],
    outerSeams: [
      d`M${200 - w} ${t} Q${200 - hip - 2} ${hipY - 20} ${200 - hip} ${hipY} L${200 - hemOut} ${hem}`,
      d`M${200 + w} ${t} Q${200 + hip + 2} ${hipY - 20} ${200 + hip} ${hipY} L${200 + hemOut} ${hem}`,
    ],
  };
}
