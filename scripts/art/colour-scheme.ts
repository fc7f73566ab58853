/**
 * A product's colours as written in its `color` cell ("Royal Blue / White") turned into the three
 * a drawing uses: the cloth, its trim, and an accent for prints.
 */
import { isLight, luminance, mix, shade, tint } from './colour-tones.ts';
import { NAMED_COLOURS } from './named-colours.ts';
import { hashString } from './seeded-random.ts';

export interface ColourScheme {
  main: string;
  trim: string;
  accent: string;
}

/** Unknown names still get a stable, tasteful colour rather than a crash or grey. */
const FALLBACKS = ['#2148A8', '#6B1D2A', '#22503A', '#383C44', '#B5A06E', '#1F7A7A', '#C0262D', '#5B2E8C'];
const DEFAULT_COLOUR = '#2148A8';

function normalise(name: string): string {
  return name
    .toLowerCase()
    .replace(/hi[\s-]?vis(ibility)?/g, 'hi vis')
    .replace(/[^a-z ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const MODIFIERS: Array<[RegExp, (hex: string) => string]> = [
  [/^(dark|deep) /, (hex) => shade(hex, 0.3)],
  [/^(light|pale|soft) /, (hex) => tint(hex, 0.35)],
  [/^(bright|vivid) /, (hex) => hex],
  [/^(heather|melange|marl) /, (hex) => mix(hex, '#A9ACB1', 0.35)],
  [/^(washed|acid washed|acid wash|vintage|faded) /, (hex) => mix(hex, '#B9BEC6', 0.35)],
];

/** "Navy", "dark green", "#1B2A4E" or "Fluorescent Yellow with Silver Tape" as one hex colour. */
export function colourFromName(raw: string): string {
  if (/^#[0-9a-f]{6}$/i.test(raw.trim())) return raw.trim().toUpperCase();
  const name = normalise(raw);
  if (!name) return DEFAULT_COLOUR;
  const direct = NAMED_COLOURS[name];
  if (direct) return direct;
  for (const [modifier, apply] of MODIFIERS) {
    if (modifier.test(name)) return apply(colourFromName(name.replace(modifier, '')));
  }
  // Try the longest known phrase inside the name.
  const words = name.split(' ');
  for (let length = Math.min(3, words.length); length >= 1; length--) {
    for (let i = 0; i + length <= words.length; i++) {
      const hit = NAMED_COLOURS[words.slice(i, i + length).join(' ')];
      if (hit) return hit;
    }
  }
  return FALLBACKS[hashString(name) % FALLBACKS.length] ?? DEFAULT_COLOUR;
}

/** "Royal Blue / White" → ['#2148A8', '#F7F7F4']; always at least one colour. */
export function parseColours(raw: string): string[] {
  const parts = raw
    .split(/\s*(?:\/|,|&|\+|\band\b|\bwith\b|\bon\b)\s*/i)
    .map((part) => part.trim())
    .filter((part) => part.length > 0 && !/^(tape|trim|reflective|silver tape)$/i.test(part));
  return parts.length ? parts.map(colourFromName) : [DEFAULT_COLOUR];
}

/**
 * A garment with only one named colour still needs a trim: a neutral that contrasts (white on
 * dark cloth, charcoal on light cloth) looks deliberate.
 */
export function colourScheme(raw: string): ColourScheme {
  const [main = DEFAULT_COLOUR, second, third] = parseColours(raw);
  const trim = second ?? (isLight(main) ? '#383C44' : '#F7F7F4');
  const accent = third ?? (Math.abs(luminance(trim) - luminance(main)) > 0.2 ? trim : shade(main, 0.35));
  return { main, trim, accent };
}
