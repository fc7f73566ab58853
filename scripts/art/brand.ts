/**
 * Brand marks: the site logo, the favicon and the fictional partners'
 * wordmarks. These are the only drawings allowed to contain text, and they
 * name generic font families so they render everywhere.
 */
import { Canvas, el, g, path, esc } from './svg.js';
import { BRAND } from './palette.js';
import { makeRng } from './random.js';

/** Needle with a looping thread: the house mark, drawn in a 56×56 box. */
export function mark(navy: string = BRAND.navy, green: string = BRAND.green, eye = '#FFFFFF'): string {
  return (
    // Thread loop passing through the eye and trailing into a running stitch.
    path('M17 12C4 16 4 36 18 40S44 40 46 28', { fill: 'none', stroke: green, 'stroke-width': 3.2, 'stroke-linecap': 'round' }) +
    path('M46 28L50 24', { fill: 'none', stroke: green, 'stroke-width': 3.2, 'stroke-linecap': 'round', 'stroke-dasharray': '0.1 5' }) +
    // Needle laid diagonally, eye at the top.
    path('M15.2 7.6Q17.6 5.2 20 7.6L44.5 45.2L45.6 50.6L40.7 48.1Z', { fill: navy }) +
    path('M17.2 9.8Q18 9 18.8 9.8L25.2 19.6Q24.4 20.6 23.6 19.8Z', { fill: eye })
  );
}

export function logoSvg(): string {
  const c = new Canvas(240, 56, 'logo');
  const body =
    mark() +
    el(
      'text',
      {
        x: 62,
        y: 36,
        'font-family': "Georgia, 'Times New Roman', Times, serif",
        'font-size': 23,
        'font-weight': 700,
        fill: BRAND.navy,
        'letter-spacing': 0.2,
      },
      `Thread <tspan fill="${BRAND.green}">&amp;</tspan> Tailor`,
    ) +
    path('M63 45H236', { stroke: BRAND.green, 'stroke-width': 1.4, 'stroke-dasharray': '5 4', 'stroke-linecap': 'round' });
  return c.render(body).replace('<svg ', '<svg role="img" aria-label="Thread &amp; Tailor" ');
}

/** Rounded navy tile with the needle-and-thread mark in white and green. */
export function faviconSvg(): string {
  const c = new Canvas(64, 64, 'favicon');
  return c.render(
    el('rect', { width: 64, height: 64, rx: 14, fill: BRAND.navy }) + g({ transform: 'translate(5 4) scale(0.98)' }, mark('#FFFFFF', BRAND.green, BRAND.navy)),
  );
}

const LOGO_INKS = ['#1B2A4E', '#383C44', '#22503A', '#6B1D2A', '#3F4F63', '#0B3279', '#6A4A35'];
const FONTS = [
  "Georgia, 'Times New Roman', serif",
  "'Helvetica Neue', Helvetica, Arial, sans-serif",
  "'Trebuchet MS', 'Segoe UI', sans-serif",
  "'Palatino Linotype', Palatino, 'Book Antiqua', serif",
  'Verdana, Geneva, sans-serif',
];

/** Simple emblems a mill or brand might use: each built from primitive shapes. */
function emblem(kind: number, ink: string, initial: string, serif: boolean): string {
  const letter = el(
    'text',
    { x: 0, y: 7, 'text-anchor': 'middle', 'font-family': serif ? FONTS[0] : FONTS[1], 'font-size': 22, 'font-weight': 700, fill: '#FFFFFF' },
    esc(initial),
  );
  switch (kind % 5) {
    case 0:
      return (
        el('circle', { r: 24, fill: ink }) + el('circle', { r: 19, fill: 'none', stroke: '#FFFFFF', 'stroke-width': 1.2, 'stroke-dasharray': '3 2.5' }) + letter
      );
    case 1:
      return path('M0 -26L22.5 -13V13L0 26L-22.5 13V-13Z', { fill: ink }) + letter;
    case 2:
      return path('M-22 -22H22V8Q22 22 0 28Q-22 22 -22 8Z', { fill: ink }) + letter;
    case 3:
      // Woven square: over-under bands, a textile mill's natural symbol.
      return (
        el('rect', { x: -22, y: -22, width: 44, height: 44, rx: 6, fill: ink }) +
        path('M-22 -8H22M-22 8H22', { stroke: '#FFFFFF', 'stroke-width': 5, 'stroke-opacity': 0.9 }) +
        path('M-8 -22V-11M-8 -5V5M-8 11V22M8 -22V-11M8 -5V5M8 11V22', { stroke: '#FFFFFF', 'stroke-width': 5, 'stroke-opacity': 0.55 })
      );
    default:
      return (
        el('circle', { r: 24, fill: 'none', stroke: ink, 'stroke-width': 4 }) +
        path('M-12 10Q0 -22 12 10', { fill: 'none', stroke: ink, 'stroke-width': 4, 'stroke-linecap': 'round' }) +
        el('circle', { cx: 0, cy: 12, r: 3.5, fill: ink })
      );
  }
}

/** Fictional partner wordmark, 400×160; long names split into a name line and a smaller descriptor line. */
export function partnerLogo(name: string): string {
  const r = makeRng(`partner:${name}`);
  const ink = r.pick(LOGO_INKS);
  const fontIndex = r.int(0, FONTS.length - 1);
  const font = FONTS[fontIndex] ?? FONTS[0];
  const serif = /serif/.test(font ?? '') && !/sans/.test(font ?? '');
  const words = name.trim().split(/\s+/);
  // Trade words ("Spinning Mills", "Labels & Packaging") become a small spaced descriptor under the name.
  const descriptor =
    /^(&|and|mills?|spinning|weaving|textiles?|fabrics?|knits?|dye|dyes|dyeing|wash|washing|works|threads?|trims?|zippers?|buttons?|labels?|packaging|reflective|tapes?|prints?|printing|co\.?|company|ltd\.?|limited|group|industries|sports|apparel|accessories|logistics|leather|denim|cotton)$/i;
  let cut = words.length;
  while (cut > 1 && descriptor.test(words[cut - 1] ?? '')) cut--;
  const main = words.slice(0, cut);
  const sub = words.slice(cut);
  const mainText = main.join(' ');
  const initial = (mainText.match(/[A-Za-z0-9]/)?.[0] ?? 'T').toUpperCase();
  const kind = r.int(0, 4);
  const textX = 96;
  const avail = 400 - textX - 20;
  const upper = r.chance(0.4);
  const shown = upper ? mainText.toUpperCase() : mainText;
  // Rough bold advance widths in em; generous so fallback fonts never overflow the box.
  const ems =
    [...shown].reduce((sum, ch) => sum + (ch === ' ' ? 0.3 : /[A-Z0-9&]/.test(ch) ? 0.74 : /[il.'’]/.test(ch) ? 0.32 : 0.6), 0) +
    (upper ? shown.length * 0.05 : 0);
  const size = Math.max(14, Math.min(38, avail / Math.max(ems, 1)));
  const body =
    g({ transform: 'translate(50 80)' }, emblem(kind, ink, initial, serif)) +
    el(
      'text',
      {
        x: textX,
        y: sub.length ? 84 : 92,
        'font-family': font,
        'font-size': Math.floor(size),
        'font-weight': 700,
        fill: ink,
        'letter-spacing': upper ? Math.round(size * 0.05 * 10) / 10 : 0,
      },
      esc(shown),
    ) +
    (sub.length
      ? el(
          'text',
          {
            x: textX + 1,
            y: 110,
            'font-family': FONTS[1],
            'font-size': sub.join(' ').length > 18 ? 11 : 13,
            'letter-spacing': sub.join(' ').length > 18 ? 2.4 : 4,
            fill: ink,
            'fill-opacity': 0.78,
          },
          esc(sub.join(' ').toUpperCase()),
        )
      : '');
  return body;
}

/* ───────── favicon.ico ───────── */

/**
 * The 32×32 icon is rasterised here from signed-distance shapes (rounded
 * tile, needle, thread arc) with 4×4 supersampling, so no image library is
 * needed. The ICO holds a 32-bit BMP, which every browser and OS accepts.
 */
export function faviconIco(): Buffer {
  const size = 32;
  const px = new Float64Array(size * size * 4);
  const hex = (h: string): [number, number, number] => {
    const v = parseInt(h.slice(1), 16);
    return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
  };
  const navy = hex(BRAND.navy);
  const green = hex(BRAND.green);
  const white: [number, number, number] = [255, 255, 255];
  const segDist = (x: number, y: number, ax: number, ay: number, bx: number, by: number): number => {
    const dx = bx - ax;
    const dy = by - ay;
    const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)));
    return Math.hypot(x - ax - t * dx, y - ay - t * dy);
  };
  const samples = 4;
  for (let py = 0; py < size; py++) {
    for (let pxX = 0; pxX < size; pxX++) {
      let r = 0,
        gg = 0,
        b = 0,
        a = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = pxX + (sx + 0.5) / samples;
          const y = py + (sy + 0.5) / samples;
          // Rounded tile.
          const qx = Math.max(Math.abs(x - 16) - 16 + 7, 0);
          const qy = Math.max(Math.abs(y - 16) - 16 + 7, 0);
          const inTile = Math.hypot(qx, qy) <= 7;
          if (!inTile) continue;
          let col = navy;
          // Thread: arc around the lower left, drawn before the needle so the needle sits on top.
          const arc = Math.abs(Math.hypot(x - 14, y - 17) - 8.5);
          const angle = Math.atan2(y - 17, x - 14);
          if (arc < 1.3 && (angle > 0.2 || angle < -1.9)) col = green;
          // Needle: tapered diagonal with an open eye near the top.
          const dn = segDist(x, y, 9.5, 6, 25.5, 26.5);
          const t = Math.max(0, Math.min(1, ((x - 9.5) * 16 + (y - 6) * 20.5) / (16 * 16 + 20.5 * 20.5)));
          const half = 2.2 * (1 - t) + 0.5 * t;
          if (dn < half) col = white;
          if (segDist(x, y, 10.6, 7.6, 12.8, 10.4) < 0.7) col = navy;
          r += col[0];
          gg += col[1];
          b += col[2];
          a += 1;
        }
      }
      const n = samples * samples;
      const i = (py * size + pxX) * 4;
      // Colour is the average over covered samples; alpha is the coverage.
      px[i] = a ? r / a : 0;
      px[i + 1] = a ? gg / a : 0;
      px[i + 2] = a ? b / a : 0;
      px[i + 3] = (a / n) * 255;
    }
  }
  const bmpHeader = 40;
  const pixelBytes = size * size * 4;
  const maskBytes = size * 4; // 1 bit per pixel, rows padded to 4 bytes
  const imageSize = bmpHeader + pixelBytes + maskBytes;
  const buf = Buffer.alloc(6 + 16 + imageSize);
  buf.writeUInt16LE(0, 0);
  buf.writeUInt16LE(1, 2); // type: icon
  buf.writeUInt16LE(1, 4); // one image
  buf.writeUInt8(size, 6);
  buf.writeUInt8(size, 7);
  buf.writeUInt8(0, 8);
  buf.writeUInt8(0, 9);
  buf.writeUInt16LE(1, 10);
  buf.writeUInt16LE(32, 12);
  buf.writeUInt32LE(imageSize, 14);
  buf.writeUInt32LE(22, 18);
  let o = 22;
  buf.writeUInt32LE(40, o);
  buf.writeInt32LE(size, o + 4);
  buf.writeInt32LE(size * 2, o + 8); // ICO BMPs count the AND mask in the height
  buf.writeUInt16LE(1, o + 12);
  buf.writeUInt16LE(32, o + 14);
  buf.writeUInt32LE(0, o + 16);
  buf.writeUInt32LE(pixelBytes + maskBytes, o + 20);
  o += 40;
  // BMP rows run bottom-up, pixels as BGRA.
  for (let y = size - 1; y >= 0; y--) {
    for (let x = 0; x < size; x++) {
      const i = (y * size + x) * 4;
      buf.writeUInt8(Math.round(px[i + 2] ?? 0), o++);
      buf.writeUInt8(Math.round(px[i + 1] ?? 0), o++);
      buf.writeUInt8(Math.round(px[i] ?? 0), o++);
      buf.writeUInt8(Math.round(px[i + 3] ?? 0), o++);
    }
  }
  // AND mask left all zero: the alpha channel carries transparency.
  return buf;
}
