/**
 * Block capitals for what a garment carries in letters: a kit's name and number, a back print.
 * They are strokes on a small grid (cap height 6, most glyphs 4 wide) rather than <text>, so a
 * picture looks the same in every browser and renderer whatever fonts it has, and the squared
 * shapes read as the block numerals of team kits. Coordinates stay whole grid units, which
 * svg.ts writes without rounding.
 */
import { el, g, n } from './svg.js';

const CAP = 6;
const GAP = 2;

/** Width in grid units, then the strokes (M, L, H, V and Z only, absolute). */
const GLYPHS: Record<string, readonly [number, string]> = {
  '0': [4, 'M0 0H4V6H0Z'],
  '1': [2, 'M0 1L2 0V6'],
  '2': [4, 'M0 0H4V3H0V6H4'],
  '3': [4, 'M0 0H4V6H0M1 3H4'],
  '4': [4, 'M0 0V3H4M4 0V6'],
  '5': [4, 'M4 0H0V3H4V6H0'],
  '6': [4, 'M4 0H0V6H4V3H0'],
  '7': [4, 'M0 0H4V6'],
  '8': [4, 'M0 0H4V6H0ZM0 3H4'],
  '9': [4, 'M4 3H0V0H4V6H0'],
  A: [4, 'M0 6V0H4V6M0 3H4'],
  B: [4, 'M0 0H3L4 1V2L3 3L4 4V5L3 6H0ZM0 3H3'],
  C: [4, 'M4 0H0V6H4'],
  D: [4, 'M0 0H3L4 1V5L3 6H0Z'],
  E: [4, 'M4 0H0V6H4M0 3H3'],
  F: [4, 'M4 0H0V6M0 3H3'],
  G: [4, 'M4 0H0V6H4V3H2'],
  H: [4, 'M0 0V6M4 0V6M0 3H4'],
  I: [0, 'M0 0V6'],
  J: [4, 'M4 0V6H0V4'],
  K: [4, 'M0 0V6M4 0L1 3L4 6M0 3H1'],
  L: [4, 'M0 0V6H4'],
  M: [4, 'M0 6V0L2 3L4 0V6'],
  N: [4, 'M0 6V0L4 6V0'],
  O: [4, 'M0 0H4V6H0Z'],
  P: [4, 'M0 6V0H4V3H0'],
  Q: [4, 'M0 0H4V6H0ZM2 4L4 6'],
  R: [4, 'M0 6V0H4V3H0M2 3L4 6'],
  S: [4, 'M4 0H0V3H4V6H0'],
  T: [4, 'M0 0H4M2 0V6'],
  U: [4, 'M0 0V6H4V0'],
  V: [4, 'M0 0L2 6L4 0'],
  W: [4, 'M0 0V6L2 3L4 6V0'],
  X: [4, 'M0 0L4 6M4 0L0 6'],
  Y: [4, 'M0 0L2 3L4 0M2 3V6'],
  Z: [4, 'M0 0H4L0 6H4'],
  '.': [0, 'M0 5V6'],
  '-': [2, 'M0 3H2'],
  ' ': [1, ''],
};

function glyph(ch: string): readonly [number, string] {
  const known = GLYPHS[ch.toUpperCase()];
  if (!known) throw new Error(`lettering: no glyph for ${JSON.stringify(ch)}`);
  return known;
}

/** Moves a glyph's strokes right by dx grid units (x is the first number after M and L, the only one after H). */
function shift(strokes: string, dx: number): string {
  return strokes.replace(/([MLH])([\d.]+)/g, (_, cmd: string, x: string) => `${cmd}${Number(x) + dx}`);
}

/** Width of a line of lettering in grid units, from the first glyph's left edge to the last's right. */
export function gridWidth(text: string): number {
  let w = -GAP;
  for (const ch of text) w += glyph(ch)[0] + GAP;
  return Math.max(0, w);
}

/** Strokes of a whole line in grid units, starting at x = 0. */
function lineStrokes(text: string): string {
  let out = '';
  let x = 0;
  for (const ch of text) {
    const [w, strokes] = glyph(ch);
    out += shift(strokes, x);
    x += w + GAP;
  }
  return out;
}

export interface Ink {
  colour: string;
  /** Stroke width in grid units: 1.2 is a bold block letter. */
  weight?: number | undefined;
  /** A border of this colour round every stroke, as on twill numbers and names. */
  outline?: string | undefined;
  outlineWidth?: number | undefined;
}

/** Strokes placed by their transforms, inked once for the whole line: the attributes sit on the group, not on every letter. */
function inked(pieces: Array<{ d: string; transform: string }>, ink: Ink): string {
  const weight = ink.weight ?? 1.2;
  const shape = { fill: 'none', 'stroke-linecap': 'square', 'stroke-linejoin': 'miter', 'stroke-miterlimit': 2 };
  const paths = pieces.map((p) => el('path', p)).join('');
  const border = ink.outline ? g({ ...shape, stroke: ink.outline, 'stroke-width': weight + 2 * (ink.outlineWidth ?? 0.4) }, paths) : '';
  return border + g({ ...shape, stroke: ink.colour, 'stroke-width': weight }, paths);
}

const scale = (s: number): string => `scale(${Math.round(s * 1000) / 1000})`;
/** Angles keep a tenth of a degree: a whole degree moves a letter on a wide arch visibly off its spacing. */
const degrees = (rad: number): string => String(Math.round((rad * 1800) / Math.PI) / 10);

/** A straight line of capitals centred on x, its cap height `height` and its top at y. */
export function blockText(text: string, x: number, y: number, height: number, ink: Ink): string {
  const s = height / CAP;
  return inked([{ d: lineStrokes(text), transform: `translate(${n(x - (gridWidth(text) * s) / 2)} ${n(y)}) ${scale(s)}` }], ink);
}

/**
 * Capitals standing on an arch: each letter's foot on a circle of radius r round (cx, cy), the
 * line centred on the top of the circle, as college and club prints set a name over an emblem.
 */
export function archedText(text: string, cx: number, cy: number, r: number, height: number, ink: Ink): string {
  const s = height / CAP;
  let x = -(gridWidth(text) * s) / 2;
  const pieces: Array<{ d: string; transform: string }> = [];
  for (const ch of text) {
    const [w, strokes] = glyph(ch);
    if (strokes) {
      const mid = x + (w * s) / 2;
      pieces.push({
        d: strokes,
        transform: `rotate(${degrees(mid / r)} ${n(cx)} ${n(cy)}) translate(${n(cx - (w * s) / 2)} ${n(cy - r - height)}) ${scale(s)}`,
      });
    }
    x += (w + GAP) * s;
  }
  return inked(pieces, ink);
}
