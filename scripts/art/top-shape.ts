/**
 * The silhouette every top is cut from: body, sleeves, neckline and hems, with proportions set by
 * a few numbers. One careful geometry shared by every top gives them all the same drawing quality.
 * Coordinates live in a 400×400 box, the garment centred on x = 200; the left half mirrors the right.
 */
import { pathData } from './svg-markup.ts';

export interface Point {
  x: number;
  y: number;
}

export interface TopSpec {
  sleeve: 'short' | 'long' | 'none';
  neck: 'crew' | 'v' | 'scoop';
  /** Width multiplier: below 1 for a fitted cut, above 1 for a boxy one. */
  fit?: number;
  hem?: number;
  neckWidth?: number;
  neckDepth?: number;
  /** Strap width of a sleeveless top. */
  strap?: number;
  top?: number;
}

export interface SleeveShapes {
  /** Left, right. */
  outlines: [string, string];
  cuffs: [string, string];
  cuffStitches: [string, string];
}

export interface TopShape {
  body: string;
  sleeves: SleeveShapes | null;
  /** Inside of the back neck, seen through the neckline. */
  neckBack: string;
  /** Front neckline as an open path, left to right, for collars and binding. */
  neckLine: string;
  /** Armhole edges (left, right) as open paths, for binding and topstitching. */
  armholes: [string, string];
  hemStitch: string;
  neckY: number;
  neckWidth: number;
  neckBottom: number;
  shoulder: Point;
  armpit: Point;
  hemY: number;
  hemWidth: number;
}

const mirror = (point: Point): Point => ({ x: 400 - point.x, y: point.y });
const unchanged = (point: Point): Point => point;
const offset = (point: Point, x: number, y: number): Point => ({ x: point.x + x, y: point.y + y });
const between = (from: Point, to: Point, share: number): Point => ({ x: from.x + (to.x - from.x) * share, y: from.y + (to.y - from.y) * share });

function direction(from: Point, to: Point): Point {
  const length = Math.hypot(to.x - from.x, to.y - from.y) || 1;
  return { x: (to.x - from.x) / length, y: (to.y - from.y) / length };
}

/** Sleeveless tops scoop deep toward the side seam; set-in sleeves curve gently. */
function armholes(sleeveless: boolean, shoulder: Point, armpit: Point): { left: string; rightUp: string } {
  const [left, right] = [mirror(shoulder), shoulder];
  const [armLeft, armRight] = [mirror(armpit), armpit];
  return sleeveless
    ? {
        left: pathData`C${left.x - 4} ${left.y + 62} ${armLeft.x + 30} ${armLeft.y - 6} ${armLeft.x} ${armLeft.y}`,
        rightUp: pathData`C${armRight.x - 30} ${armRight.y - 6} ${right.x + 4} ${right.y + 62} ${right.x} ${right.y}`,
      }
    : {
        left: pathData`C${left.x - 1} ${left.y + 36} ${armLeft.x + 5} ${armLeft.y - 30} ${armLeft.x} ${armLeft.y}`,
        rightUp: pathData`C${armRight.x - 5} ${armRight.y - 30} ${right.x + 1} ${right.y + 36} ${right.x} ${right.y}`,
      };
}

/** The front neckline, drawn right to left as the body's outline runs, and as an open path left to right. */
function neckline(spec: TopSpec, neckRight: Point, depth: number): { front: string; line: string } {
  const neckLeft = mirror(neckRight);
  const top = neckRight.y;
  if (spec.neck === 'v') {
    return {
      front: pathData`L${200} ${top + depth} L${neckLeft.x} ${neckLeft.y}`,
      line: pathData`M${neckLeft.x} ${neckLeft.y} L200 ${top + depth} L${neckRight.x} ${neckRight.y}`,
    };
  }
  const pull = depth * 1.33;
  return {
    front: pathData`C${neckRight.x - 3} ${top + pull} ${neckLeft.x + 3} ${top + pull} ${neckLeft.x} ${neckLeft.y}`,
    line: pathData`M${neckLeft.x} ${neckLeft.y} C${neckLeft.x + 3} ${top + pull} ${neckRight.x - 3} ${top + pull} ${neckRight.x} ${neckRight.y}`,
  };
}

/** A sleeve from the shoulder point, with its hem band and the stitch above the band. */
function sleeves(long: boolean, shoulder: Point, armpit: Point): SleeveShapes {
  const outer = long ? offset(shoulder, 82, 238) : offset(shoulder, 62, 64);
  const inner = long ? offset(outer, -44, 10) : offset(outer, -36, 32);
  const bulge = long ? 10 : 4;
  const outline = (place: (point: Point) => Point): string => {
    const [start, end, under, arm] = [place(shoulder), place(outer), place(inner), place(armpit)];
    const middle = between(start, end, 0.5);
    const sign = end.x > 200 ? 1 : -1;
    return pathData`M${start.x} ${start.y} Q${middle.x + bulge * sign} ${middle.y - bulge * 0.3} ${end.x} ${end.y} L${under.x} ${under.y} L${arm.x} ${arm.y} Z`;
  };
  const band = long ? 24 : 11;
  const along = direction(between(shoulder, armpit, 0.5), between(outer, inner, 0.5));
  const cuff = (place: (point: Point) => Point): [string, string] => {
    const [end, under] = [place(outer), place(inner)];
    const alongX = place === mirror ? -along.x : along.x;
    const back = (point: Point, distance: number): Point => ({ x: point.x - alongX * distance, y: point.y - along.y * distance });
    const [bandEnd, bandUnder] = [back(end, band), back(under, band)];
    const [stitchEnd, stitchUnder] = [back(end, band + 5), back(under, band + 5)];
    return [
      pathData`M${end.x} ${end.y} L${under.x} ${under.y} L${bandUnder.x} ${bandUnder.y} L${bandEnd.x} ${bandEnd.y} Z`,
      pathData`M${stitchEnd.x} ${stitchEnd.y} L${stitchUnder.x} ${stitchUnder.y}`,
    ];
  };
  const [cuffLeft, stitchLeft] = cuff(mirror);
  const [cuffRight, stitchRight] = cuff(unchanged);
  return { outlines: [outline(mirror), outline(unchanged)], cuffs: [cuffLeft, cuffRight], cuffStitches: [stitchLeft, stitchRight] };
}

export function topShape(spec: TopSpec): TopShape {
  const fit = spec.fit ?? 1;
  const neckY = spec.top ?? 58;
  const neckWidth = spec.neckWidth ?? 31;
  const depth = spec.neckDepth ?? (spec.neck === 'v' ? 44 : spec.neck === 'scoop' ? 40 : 26);
  const hemY = spec.hem ?? 362;
  const sleeveless = spec.sleeve === 'none';
  const strap = spec.strap ?? 24;

  const neckRight: Point = { x: 200 + neckWidth, y: neckY };
  const shoulder: Point = sleeveless ? { x: 200 + neckWidth + strap, y: neckY + 3 } : { x: 200 + 100 * fit, y: neckY + 18 };
  const armpit: Point = sleeveless ? { x: 200 + 88 * fit, y: neckY + 118 } : { x: 200 + 84 * fit, y: neckY + 100 };
  const hemRight: Point = { x: 200 + 89 * fit, y: hemY };
  const [neckLeft, shoulderLeft, armLeft, hemLeft] = [neckRight, shoulder, armpit, hemRight].map(mirror) as [Point, Point, Point, Point];
  const arms = armholes(sleeveless, shoulder, armpit);
  const neck = neckline(spec, neckRight, depth);
  const midSide = (armpit.y + hemY) / 2;

  const body =
    pathData`M${neckLeft.x} ${neckLeft.y} L${shoulderLeft.x} ${shoulderLeft.y}` +
    arms.left +
    pathData`Q${armLeft.x - 3} ${midSide} ${hemLeft.x} ${hemLeft.y} Q200 ${hemY + 6} ${hemRight.x} ${hemRight.y} Q${armpit.x + 3} ${midSide} ${armpit.x} ${armpit.y}` +
    arms.rightUp +
    pathData`L${neckRight.x} ${neckRight.y}` +
    neck.front +
    'Z';
  const neckBack = `${pathData`M${neckLeft.x} ${neckLeft.y} C${neckLeft.x + 6} ${neckY + 9} ${neckRight.x - 6} ${neckY + 9} ${neckRight.x} ${neckRight.y}` + neck.front}Z`;

  return {
    body,
    sleeves: sleeveless ? null : sleeves(spec.sleeve === 'long', shoulder, armpit),
    neckBack,
    neckLine: neck.line,
    armholes: [pathData`M${shoulderLeft.x} ${shoulderLeft.y}` + arms.left, pathData`M${armpit.x} ${armpit.y}` + arms.rightUp],
    hemStitch: pathData`M${hemLeft.x + 3} ${hemY - 9} Q200 ${hemY - 3} ${hemRight.x - 3} ${hemY - 9}`,
    neckY,
    neckWidth,
    neckBottom: neckY + depth,
    shoulder,
    armpit,
    hemY,
    hemWidth: 89 * fit,
  };
}
