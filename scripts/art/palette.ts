/**
 * Colour names as written by people in a CSV ("Royal Blue / White") turned
 * into hex, plus the few colour operations the drawings need for shading.
 */
import { hashString } from './random.js';

export const BRAND = {
  navy: '#0B3279',
  green: '#0FAB5B',
  gold: '#B08012',
  ink: '#0A1430',
  paper: '#F4F2EE',
} as const;

export const ACCENTS: Record<string, string> = {
  green: BRAND.green,
  blue: BRAND.navy,
  gold: BRAND.gold,
};

/** Trade colour names, tuned to read like dyed cloth rather than pure screen colours. */
const NAMED: Record<string, string> = {
  black: '#1C1D21',
  jet: '#16171A',
  white: '#F7F7F4',
  'off white': '#EFEBE0',
  ivory: '#F1EBDA',
  cream: '#EDE3C8',
  ecru: '#E5DBC3',
  natural: '#E8DFCB',
  oatmeal: '#D9CDB4',
  bone: '#E3DCCB',
  beige: '#D8C7A6',
  sand: '#CDB891',
  stone: '#B9B09E',
  khaki: '#B5A06E',
  tan: '#C29B6C',
  camel: '#B98A4F',
  brown: '#6B4A33',
  chocolate: '#4E3426',
  coffee: '#5A4032',
  mocha: '#7A5A45',
  grey: '#8E9299',
  gray: '#8E9299',
  'heather grey': '#A9ACB1',
  'heather gray': '#A9ACB1',
  'light grey': '#C4C7CC',
  'ash grey': '#BFC2C4',
  ash: '#BFC2C4',
  silver: '#C3C8CE',
  charcoal: '#383C44',
  graphite: '#41454D',
  slate: '#5D6B7A',
  gunmetal: '#4A5058',
  navy: '#1B2A4E',
  'navy blue': '#1B2A4E',
  midnight: '#151E3A',
  'midnight blue': '#151E3A',
  blue: '#2457A6',
  'royal blue': '#2148A8',
  royal: '#2148A8',
  cobalt: '#1F4FC0',
  'sky blue': '#78B4E0',
  'light blue': '#9CC7E8',
  'powder blue': '#B4D0E6',
  'baby blue': '#A8CBEA',
  'columbia blue': '#8DB8DE',
  'carolina blue': '#7DAFDC',
  denim: '#3D5A80',
  indigo: '#2E3A70',
  teal: '#1F7A7A',
  turquoise: '#2BB0B0',
  aqua: '#4CC4C4',
  petrol: '#1E5262',
  red: '#C0262D',
  scarlet: '#C8202A',
  crimson: '#A51C30',
  cardinal: '#9E1B32',
  maroon: '#6B1D2A',
  burgundy: '#6A1B31',
  wine: '#5E1A2E',
  claret: '#6F1E35',
  cherry: '#B0192E',
  rust: '#A4492A',
  brick: '#9C3F2E',
  terracotta: '#B8583D',
  coral: '#E8705E',
  orange: '#E3712A',
  'burnt orange': '#C05A1E',
  'safety orange': '#FF6A13',
  'hi vis orange': '#FF6A13',
  'fluorescent orange': '#FF6A13',
  'neon orange': '#FF6A13',
  amber: '#F0A020',
  gold: '#C9A02C',
  'vegas gold': '#C5B358',
  'old gold': '#B69045',
  mustard: '#C9A227',
  yellow: '#F2C832',
  lemon: '#F3E04A',
  'hi vis yellow': '#D9F024',
  'fluorescent yellow': '#D9F024',
  'neon yellow': '#D9F024',
  'safety yellow': '#D9F024',
  'hi vis lime': '#C6EB2A',
  lime: '#9BCB3C',
  'neon green': '#7CE03B',
  green: '#2E8B57',
  'kelly green': '#1E9E4A',
  'forest green': '#22503A',
  'bottle green': '#174A33',
  'dark green': '#1F4A33',
  emerald: '#0E8C5A',
  'hunter green': '#2C4A38',
  olive: '#6B6B3A',
  'olive green': '#6B6B3A',
  'army green': '#555B3A',
  military: '#555B3A',
  sage: '#9DAE8E',
  mint: '#A8DCC3',
  camo: '#606446',
  camouflage: '#606446',
  purple: '#5B2E8C',
  violet: '#6C3FA0',
  plum: '#5C2A4E',
  lavender: '#B7A6D6',
  lilac: '#C2A8D4',
  pink: '#E58FAE',
  'hot pink': '#E0407F',
  magenta: '#C02A7A',
  fuchsia: '#C8307F',
  rose: '#D77C8A',
  blush: '#E9B8B3',
  peach: '#F2B48C',
  'acid wash': '#6C7A8C',
};

export interface RGB {
  r: number;
  g: number;
  b: number;
}

export function hexToRgb(hex: string): RGB {
  const h = hex.replace('#', '');
  const v = parseInt(h.length === 3 ? h.replace(/(.)/g, '$1$1') : h, 16);
  return { r: (v >> 16) & 255, g: (v >> 8) & 255, b: v & 255 };
}

export function rgbToHex({ r, g, b }: RGB): string {
  const c = (x: number): string =>
    Math.max(0, Math.min(255, Math.round(x)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`.toUpperCase();
}

export function mix(a: string, b: string, t: number): string {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return rgbToHex({ r: x.r + (y.r - x.r) * t, g: x.g + (y.g - x.g) * t, b: x.b + (y.b - x.b) * t });
}

/** Darker version for outlines, folds and the inside of collars. */
export function shade(hex: string, amount: number): string {
  return mix(hex, '#0B0C10', amount);
}

export function tint(hex: string, amount: number): string {
  return mix(hex, '#FFFFFF', amount);
}

/** Relative luminance (WCAG), used to decide whether stitches read light or dark. */
export function luminance(hex: string): number {
  const { r, g, b } = hexToRgb(hex);
  const lin = (v: number): number => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export function isLight(hex: string): boolean {
  return luminance(hex) > 0.45;
}

/** Outline colour that stays visible on both white and black cloth. */
export function edge(hex: string): string {
  return isLight(hex) ? shade(hex, 0.32) : shade(hex, 0.45);
}

/** Stitching is sewn in a slightly contrasting thread so it reads on the cloth. */
export function stitch(hex: string): string {
  return isLight(hex) ? shade(hex, 0.28) : tint(hex, 0.32);
}

/** Unknown names still get a stable, tasteful colour rather than a crash or grey. */
const FALLBACKS = ['#2148A8', '#6B1D2A', '#22503A', '#383C44', '#B5A06E', '#1F7A7A', '#C0262D', '#5B2E8C'];

function normalise(name: string): string {
  return name
    .toLowerCase()
    .replace(/hi[\s-]?vis(ibility)?/g, 'hi vis')
    .replace(/[^a-z ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const MODIFIERS: Array<[RegExp, (hex: string) => string]> = [
  [/^(dark|deep) /, (h) => shade(h, 0.3)],
  [/^(light|pale|soft) /, (h) => tint(h, 0.35)],
  [/^(bright|vivid) /, (h) => h],
  [/^(heather|melange|marl) /, (h) => mix(h, '#A9ACB1', 0.35)],
  [/^(washed|acid washed|acid wash|vintage|faded) /, (h) => mix(h, '#B9BEC6', 0.35)],
];

export function colourFromName(raw: string): string {
  const name = normalise(raw);
  if (!name) return FALLBACKS[0] as string;
  const direct = NAMED[name];
  if (direct) return direct;
  for (const [re, apply] of MODIFIERS) {
    if (re.test(name)) return apply(colourFromName(name.replace(re, '')));
  }
  // "Fluorescent Yellow with Silver Tape": try the longest known phrase inside.
  const words = name.split(' ');
  for (let len = Math.min(3, words.length); len >= 1; len--) {
    for (let i = 0; i + len <= words.length; i++) {
      const hit = NAMED[words.slice(i, i + len).join(' ')];
      if (hit) return hit;
    }
  }
  return FALLBACKS[hashString(name) % FALLBACKS.length] as string;
}

/** "Royal Blue / White" → ['#2148A8', '#F7F7F4']; always at least one colour. */
export function parseColours(raw: string | undefined): string[] {
  const parts = (raw ?? '')
    .split(/\s*(?:\/|,|&|\+|\band\b|\bwith\b|\bon\b)\s*/i)
    .map((p) => p.trim())
    .filter((p) => p.length > 0 && !/^(tape|trim|reflective|silver tape)$/i.test(p));
  const out = parts.map(colourFromName);
  return out.length ? out : [FALLBACKS[0] as string];
}

export interface Scheme {
  main: string;
  trim: string;
  accent: string;
}

/**
 * A garment with only one named colour still needs a trim: a neutral that
 * contrasts (white on dark cloth, charcoal on light cloth) looks deliberate.
 */
export function schemeFrom(raw: string | undefined): Scheme {
  const [main, second, third] = parseColours(raw) as [string, ...string[]];
  const trim = second ?? (isLight(main) ? NAMED.charcoal : NAMED.white) ?? '#FFFFFF';
  const accent = third ?? (Math.abs(luminance(trim) - luminance(main)) > 0.2 ? trim : shade(main, 0.35));
  return { main, trim, accent };
}

/** Team colours for fictional club kits in scenes. */
export const KIT_SCHEMES: Scheme[] = [
  { main: '#2148A8', trim: '#F7F7F4', accent: '#F2C832' },
  { main: '#6B1D2A', trim: '#C9A02C', accent: '#F7F7F4' },
  { main: '#1E9E4A', trim: '#F7F7F4', accent: '#1C1D21' },
  { main: '#1C1D21', trim: '#E3712A', accent: '#F7F7F4' },
  { main: '#F7F7F4', trim: '#1B2A4E', accent: '#C0262D' },
  { main: '#C0262D', trim: '#1C1D21', accent: '#F7F7F4' },
  { main: '#1B2A4E', trim: '#78B4E0', accent: '#F7F7F4' },
  { main: '#F2C832', trim: '#1C1D21', accent: '#F7F7F4' },
  { main: '#5B2E8C', trim: '#C9A02C', accent: '#F7F7F4' },
  { main: '#1F7A7A', trim: '#F7F7F4', accent: '#1C1D21' },
];

/** Backgrounds take a whisper of the garment colour so the catalogue feels coordinated. */
export function productBackground(main: string): { top: string; bottom: string } {
  const base = isLight(main) ? '#E7E3DC' : BRAND.paper;
  return { top: mix(base, main, 0.05), bottom: mix(shade(base, 0.06), main, 0.1) };
}

const NAME_KEYS = Object.keys(NAMED).sort((a, b) => b.length - a.length);

/**
 * Colour names mentioned in free text, in reading order, e.g. alt text
 * "white plastisol ink on a black tee" → white at 0, black at 27.
 */
export function colourMentions(text: string): Array<{ index: number; hex: string; name: string }> {
  const t = normalise(text);
  const taken: boolean[] = [];
  const out: Array<{ index: number; hex: string; name: string }> = [];
  for (const key of NAME_KEYS) {
    const re = new RegExp(`\\b${key}\\b`, 'g');
    for (const m of t.matchAll(re)) {
      const at = m.index ?? 0;
      if (taken[at]) continue;
      for (let i = at; i < at + key.length; i++) taken[i] = true;
      out.push({ index: at, hex: NAMED[key] ?? '#000000', name: key });
    }
  }
  return out.sort((a, b) => a.index - b.index);
}

export { normalise as normaliseColourText };
