/**
 * Scenes for everything that is not a product or a portrait: banners,
 * services, techniques, projects, blog posts, process steps, gallery tiles,
 * collections and the about page. Same materials and lighting as the
 * products, composed with workshop props; never any lettering.
 */
import { Canvas, el, g, path, d } from './svg.js';
import { makeRng, type Rng } from './random.js';
import { ACCENTS, BRAND, mix, shade, tint, isLight, schemeFrom } from './palette.js';
import { BOX, type Box } from './layout.js';
import * as G from './garments.js';
import type { Draw, Look } from './garments.js';
import * as P from './props.js';
import { classifyProduct, compositionFor, text, type Row } from './products.js';
import { put, prop, paper, ink, seamSweep, look, kit, STREET, SAFETY, ACCENT_LIST, type Rect } from './stage.js';
import { stitches } from './cloth.js';

export type Topic = 'street' | 'sports' | 'safety';

export function topicOf(...hints: string[]): Topic | null {
  const t = hints.join(' ').toLowerCase();
  if (/safety|hi-?vis|reflect|workwear|protect|coverall|ppe/.test(t)) return 'safety';
  if (/sport|team|kit|soccer|football|basketball|jersey|cycling|rugby|hurling|volley|boxing|baseball|athlet|club|academy/.test(t)) return 'sports';
  if (/street|urban|hood|fashion|jacket|tee|casual|denim/.test(t)) return 'street';
  return null;
}

function accentFor(r: Rng): string {
  return r.pick(ACCENT_LIST);
}

/** Adds artwork in garment coordinates on top of a garment drawing (prints, gems, washes). */
function withExtra(draw: Draw, extra: (c: Canvas, l: Look) => string): Draw {
  return (c, l) => draw(c, l) + extra(c, l);
}

/** Mottled acid-wash bleaching as a turbulence filter: tiny in bytes, convincingly irregular. */
function washFilter(c: Canvas, seed: number): string {
  const id = c.id();
  c.def(el('filter', { id, x: 0, y: 0, width: 1, height: 1 },
    el('feTurbulence', { type: 'fractalNoise', baseFrequency: 0.022, numOctaves: 3, seed, result: 'n' }) +
    el('feColorMatrix', { in: 'n', type: 'matrix', values: '0 0 0 0 1 0 0 0 0 1 0 0 0 0 1 3.4 0 0 0 -1.35', result: 'w' }) +
    el('feComposite', { in: 'w', in2: 'SourceGraphic', operator: 'in', result: 'm' }) +
    el('feMerge', {}, el('feMergeNode', { in: 'SourceGraphic' }) + el('feMergeNode', { in: 'm' }))));
  return id;
}

function gemSymbol(c: Canvas, colour = '#E8EEF6'): string {
  return c.shared(`gemsym-${colour}`, (id) => el('g', { id }, P.gem(c, 5, colour)));
}

/** Rhinestones set along a five-point star outline, as a transfer would place them. */
function gemStar(c: Canvas, cx: number, cy: number, ro: number, ri: number, colour?: string, step = 13): string {
  const sym = gemSymbol(c, colour);
  const pts: Array<[number, number]> = [];
  for (let i = 0; i < 10; i++) {
    const rr = i % 2 === 0 ? ro : ri;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    pts.push([cx + rr * Math.cos(a), cy + rr * Math.sin(a)]);
  }
  let out = '';
  for (let i = 0; i < 10; i++) {
    const [x0, y0] = pts[i] as [number, number];
    const [x1, y1] = pts[(i + 1) % 10] as [number, number];
    const n = Math.max(1, Math.round(Math.hypot(x1 - x0, y1 - y0) / step));
    for (let k = 0; k < n; k++) out += el('use', { href: `#${sym}`, x: x0 + ((x1 - x0) * k) / n, y: y0 + ((y1 - y0) * k) / n });
  }
  return out;
}

function scatterGems(c: Canvas, r: Rng, area: Rect, count: number, colours: string[]): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const sym = gemSymbol(c, r.pick(colours));
    const s = r.range(1.2, 2.6);
    out += el('use', { href: `#${sym}`, transform: `translate(${Math.round(area[0] + r.next() * area[2])} ${Math.round(area[1] + r.next() * area[3])}) scale(${s.toFixed(2)})` });
  }
  return out;
}

function spools(c: Canvas, colours: string[], x: number, y: number, scale = 0.8, gap = 86): string {
  return colours.map((col, i) => prop(c, P.spool(c, col), x + i * gap, y + (i % 2) * 18, scale)).join('');
}

/* ───────── group compositions in a rectangle ───────── */

function streetGroup(c: Canvas, r: Rng, [x, y, w, h]: Rect, front?: Look): string {
  const a = r.pick(STREET);
  const b = r.pick(STREET.filter((s) => s !== a));
  const back = r.pick([G.bomberJacket, G.varsityJacket, G.pufferJacket]);
  const side = r.pick([G.tshirt, G.sweatshirt]);
  return (
    put(c, back, look(b[0], b[1], `sg1${r.int(0, 99)}`), BOX.longTop, [x, y, w * 0.58, h * 0.7], -9) +
    put(c, side, look(a[1] === '#1B2A4E' ? '#F7F7F4' : a[1], a[0], `sg2${r.int(0, 99)}`), side === G.tshirt ? BOX.shortTop : BOX.longTop, [x + w * 0.46, y + h * 0.04, w * 0.54, h * 0.66], 8) +
    put(c, G.hoodie, front ?? look(a[0], a[1], `sg3${r.int(0, 99)}`), BOX.hooded, [x + w * 0.18, y + h * 0.26, w * 0.64, h * 0.74])
  );
}

function sportsGroup(c: Canvas, r: Rng, [x, y, w, h]: Rect, team?: Look): string {
  const k = team ?? kit(r.int(0, 9));
  const other = kit(r.int(0, 9));
  return (
    put(c, G.basketballJersey, { ...other, key: `b${r.int(0, 99)}` }, BOX.sleeveless, [x, y, w * 0.44, h * 0.68], -9) +
    put(c, G.shorts('soccer'), k, BOX.shorts, [x + w * 0.6, y + h * 0.56, w * 0.4, h * 0.42], 7) +
    put(c, G.soccerJersey, k, BOX.shortTop, [x + w * 0.16, y + h * 0.14, w * 0.66, h * 0.74])
  );
}

function safetyGroup(c: Canvas, r: Rng, [x, y, w, h]: Rect): string {
  const a = r.pick(SAFETY.filter((s) => s[0] !== '#1B2A4E'));
  const b = r.pick(SAFETY);
  return (
    put(c, G.hiVisVest, look(b[0] === '#1B2A4E' ? '#FF6A13' : b[0], '#1B2A4E', `v${r.int(0, 99)}`), BOX.sleeveless, [x, y, w * 0.42, h * 0.7], -8) +
    put(c, G.coverall, look('#1B2A4E', '#FF6A13', `c${r.int(0, 99)}`), BOX.full, [x + w * 0.6, y, w * 0.4, h * 0.78], 7) +
    put(c, G.hiVisJacket, look(a[0], a[1], `j${r.int(0, 99)}`), BOX.longTop, [x + w * 0.16, y + h * 0.2, w * 0.66, h * 0.8])
  );
}

function group(topic: Topic, c: Canvas, r: Rng, rect: Rect): string {
  return topic === 'street' ? streetGroup(c, r, rect) : topic === 'sports' ? sportsGroup(c, r, rect) : safetyGroup(c, r, rect);
}

/** Three matching kits fanned out, the way a club order is presented. */
function kitFan(c: Canvas, team: Look, [x, y, w, h]: Rect, draw: Draw = G.soccerJersey, box: Box = BOX.shortTop): string {
  return (
    put(c, draw, team, box, [x, y + h * 0.08, w * 0.5, h * 0.8], -12) +
    put(c, draw, team, box, [x + w * 0.5, y + h * 0.08, w * 0.5, h * 0.8], 12) +
    put(c, draw, team, box, [x + w * 0.2, y + h * 0.1, w * 0.6, h * 0.9])
  );
}

/** Clothes rail with garments on hangers. */
function rail(c: Canvas, items: Array<[Draw, Look, Box]>, [x, y, w, h]: Rect): string {
  const bar = c.shared('railbar', (id) => el('linearGradient', { id, x1: 0, y1: 0, x2: 0, y2: 1 },
    el('stop', { offset: 0, 'stop-color': '#E4E7EB' }) + el('stop', { offset: 1, 'stop-color': '#7E858E' })));
  let out = el('rect', { x, y, width: w, height: 12, rx: 6, fill: `url(#${bar})` });
  const slot = w / items.length;
  items.forEach(([draw, l, box], i) => {
    const cx = x + slot * (i + 0.5);
    out += path(d`M${cx} ${y + 6}q-12 0 -12 12q0 10 12 14v14`, { class: 'ln', stroke: '#9AA1A9', 'stroke-width': 4 });
    out += put(c, draw, l, box, [cx - slot * 0.5 + 6, y + 40, slot - 12, h - 40]);
  });
  return out;
}

/* ───────── banners ───────── */

export function banner(c: Canvas, row: Row): string {
  const accent = ACCENTS[text(row, 'accent').toLowerCase()] ?? BRAND.green;
  const topic = topicOf(text(row, 'style')) ?? topicOf(text(row, 'title'), text(row, 'subTitle'), text(row, 'text')) ?? 'street';
  const r = makeRng(`banner:${text(row, 'image')}`);
  const cx = 1170;
  const cy = 470;
  let art = ink(c, accent, cx, cy, 320);
  // A running stitch curving in from the lower left keeps the text side alive without crowding it.
  art += seamSweep('M-20 820Q420 700 760 760T1600 640', tint(accent, 0.3), 0.35);
  const rect: Rect = [770, 120, 800, 720];
  if (topic === 'street') {
    art += put(c, G.bomberJacket, look('#1C1D21', accent, 'bn-b'), BOX.longTop, [770, 130, 440, 440], -9);
    art += put(c, G.tshirt, look(isLight(accent) ? '#1B2A4E' : tint(accent, 0.05), '#F7F7F4', 'bn-t'), BOX.shortTop, [1150, 140, 400, 400], 8);
    art += put(c, G.hoodie, look('#EFEBE0', accent === BRAND.gold ? '#1B2A4E' : accent, 'bn-h'), BOX.hooded, [920, 250, 500, 590]);
  } else if (topic === 'sports') {
    const team = look('#F7F7F4', accent === BRAND.navy ? '#2148A8' : accent, 'bn-s', '#1B2A4E');
    art += put(c, G.basketballJersey, look('#1B2A4E', '#C9A02C', 'bn-bb'), BOX.sleeveless, [790, 130, 380, 460], -9);
    art += put(c, G.shorts('soccer'), team, BOX.shorts, [1230, 520, 320, 300], 7);
    art += put(c, G.soccerJersey, team, BOX.shortTop, [900, 190, 520, 560]);
  } else {
    art += put(c, G.hiVisVest, look('#FF6A13', '#1B2A4E', 'bn-v'), BOX.sleeveless, [790, 130, 380, 470], -8);
    art += put(c, G.coverall, look('#1B2A4E', '#FF6A13', 'bn-c'), BOX.full, [1230, 110, 320, 560], 7);
    art += put(c, G.hiVisJacket, look('#D9F024', '#1B2A4E', 'bn-j'), BOX.longTop, [900, 260, 520, 580]);
  }
  void rect;
  art += prop(c, P.spool(c, accent), 810, 760, 0.7, -8);
  void r;
  return art;
}

/* ───────── services ───────── */

const STENCIL_PRINT = (colour: string) => (c: Canvas, l: Look): string =>
  g({ transform: 'translate(200 172) scale(0.52)' }, path(P.STENCIL, { fill: colour, 'fill-rule': 'evenodd' })) +
  g({ transform: 'translate(200 172) scale(0.52)' }, path(P.STENCIL, { fill: 'none', stroke: shade(colour, 0.2), 'stroke-width': 1 })) + (void c, void l, '');

function printingScene(c: Canvas, r: Rng, w: number, h: number): string {
  const accent = accentFor(r);
  const inkCol = r.pick(['#0FAB5B', '#C0262D', '#0B3279', '#E3712A']);
  let out = paper(c, accent, w * 0.55, h * 0.5, h * 0.38);
  out += prop(c, P.screen(c, '#2C6E8F', P.STENCIL), w * 0.36, h * 0.46, (h / 800) * 1.15, -6);
  out += prop(c, P.squeegee(), w * 0.37, h * 0.8, (h / 800) * 0.95, -4);
  out += put(c, withExtra(G.tshirt, STENCIL_PRINT(inkCol)), look('#F7F7F4', '#1C1D21', `pr${r.int(0, 9)}`), BOX.shortTop, [w * 0.58, h * 0.16, w * 0.38, h * 0.64], 6);
  out += el('circle', { cx: w * 0.2, cy: h * 0.86, r: 10 * (h / 800), fill: inkCol }) + el('circle', { cx: w * 0.23, cy: h * 0.89, r: 6 * (h / 800), fill: inkCol });
  return out;
}

function embroideryScene(c: Canvas, r: Rng, w: number, h: number): string {
  const accent = accentFor(r);
  const threads = ['#C0262D', '#0FAB5B', '#F2C832', '#0B3279', '#E58FAE'];
  const a = r.pick(threads);
  const b = r.pick(threads.filter((t) => t !== a));
  let out = paper(c, accent, w * 0.42, h * 0.5, h * 0.4);
  out += prop(c, P.hoop(c, '#F4F1EA', [a, '#2E8B57', '#F2C832']), w * 0.4, h * 0.52, (h / 800) * 1.25);
  out += spools(c, [a, b, '#1B2A4E'], w * 0.7, h * 0.42, (h / 800) * 1.05, 120 * (h / 800));
  out += prop(c, P.needle(c, 260) + P.thread('M0 0Q-60 -40 -120 10T-230 40', a), w * 0.62, h * 0.82, h / 800, -14);
  return out;
}

function acidWashScene(c: Canvas, r: Rng, w: number, h: number): string {
  const accent = accentFor(r);
  const wash = washFilter(c, r.int(1, 90));
  let out = paper(c, accent, w * 0.5, h * 0.48, h * 0.4);
  const denim = r.pick(['#3D5A80', '#2E3A70', '#383C44']);
  out += g({ filter: `url(#${wash})` }, put(c, G.pants('chino'), look(denim, '#B9A172', 'aw-p'), BOX.pants, [w * 0.56, h * 0.1, w * 0.3, h * 0.8], 6));
  out += g({ filter: `url(#${wash})` }, put(c, G.sweatshirt, look(mix(denim, '#6C7A8C', 0.4), '#EFEBE0', 'aw-s'), BOX.longTop, [w * 0.14, h * 0.1, w * 0.5, h * 0.72], -5));
  out += prop(c, P.pumice(c, 'aw'), w * 0.3, h * 0.88, h / 800);
  return out;
}

function rhinestoneScene(c: Canvas, r: Rng, w: number, h: number): string {
  const accent = accentFor(r);
  const gemCol = r.pick(['#E8EEF6', '#F3D9A4', '#F2C6D4']);
  let out = paper(c, accent, w * 0.45, h * 0.5, h * 0.4);
  const tee = withExtra(G.tshirt, (cc) => gemStar(cc, 200, 182, 70, 30, gemCol, 12));
  out += put(c, tee, look('#1C1D21', '#1C1D21', 'rh-t'), BOX.shortTop, [w * 0.18, h * 0.1, w * 0.52, h * 0.8], -4);
  out += scatterGems(c, r, [w * 0.7, h * 0.25, w * 0.22, h * 0.55], 18, [gemCol, '#E8EEF6']);
  out += P.sparkle(w * 0.78, h * 0.22, 16) + P.sparkle(w * 0.86, h * 0.7, 11);
  return out;
}

function sublimationScene(c: Canvas, r: Rng, w: number, h: number): string {
  const accent = accentFor(r);
  let out = paper(c, accent, w * 0.5, h * 0.5, h * 0.4);
  const a = kit(r.int(0, 9));
  const b = kit(r.int(0, 9));
  out += put(c, G.cyclingJersey, { ...b, key: 'sub-b' }, BOX.shortTop, [w * 0.5, h * 0.12, w * 0.42, h * 0.66], 8);
  out += put(c, G.soccerJersey, { ...a, key: 'TT-SU-fade' }, BOX.shortTop, [w * 0.1, h * 0.14, w * 0.5, h * 0.74], -4);
  out += prop(c, P.swatch(c, a.trim, 'stripe', a.main, 200), w * 0.78, h * 0.8, h / 800, 12);
  return out;
}

function teamKitScene(c: Canvas, r: Rng, w: number, h: number, team?: Look): string {
  const accent = accentFor(r);
  const k = team ?? kit(r.int(0, 9));
  let out = paper(c, accent, w * 0.42, h * 0.5, h * 0.42);
  out += kitFan(c, k, [w * 0.06, h * 0.08, w * 0.62, h * 0.8]);
  out += prop(c, P.stack(c, [k, k, k, k], 280), w * 0.8, h * 0.86, h / 800);
  return out;
}

function topicScene(c: Canvas, r: Rng, w: number, h: number, topic: Topic): string {
  const accent = accentFor(r);
  return paper(c, accent, w * 0.5, h * 0.52, h * 0.42) + group(topic, c, r, [w * 0.16, h * 0.06, w * 0.68, h * 0.9]);
}

function workshopScene(c: Canvas, r: Rng, w: number, h: number): string {
  const accent = accentFor(r);
  let out = paper(c, accent, w * 0.5, h * 0.5, h * 0.4);
  const a = r.pick(STREET);
  out += prop(c, P.swatch(c, a[0], 'twill', a[1], 260), w * 0.34, h * 0.44, h / 800, -8);
  out += prop(c, P.swatch(c, '#3D5A80', 'denim', '#fff', 240), w * 0.52, h * 0.5, h / 800, 7);
  out += prop(c, P.swatch(c, '#EFEBE0', 'check', '#C0262D', 220), w * 0.42, h * 0.66, h / 800, -3);
  out += prop(c, P.shears(c), w * 0.52, h * 0.74, h / 800, -18);
  out += spools(c, [accent, '#C0262D', '#F2C832'], w * 0.72, h * 0.36, (h / 800) * 0.95, 100 * (h / 800));
  out += prop(c, P.tapeMeasure(d`M${-200} 0Q-100 -60 0 0T200 0`), w * 0.3, h * 0.88, (h / 800) * 0.9, -4);
  return out;
}

export function service(c: Canvas, row: Row, file: string): { svg: string; mapped: boolean } {
  const key = `${text(row, 'slug')} ${text(row, 'title')} ${text(row, 'icon')} ${file}`.toLowerCase();
  const r = makeRng(`service:${file}`);
  const { width: w, height: h } = c;
  if (/embroid|needle/.test(key)) return { svg: embroideryScene(c, r, w, h), mapped: true };
  if (/acid|wash/.test(key)) return { svg: acidWashScene(c, r, w, h), mapped: true };
  if (/rhine|stone|sparkle|crystal/.test(key)) return { svg: rhinestoneScene(c, r, w, h), mapped: true };
  if (/sublim/.test(key)) return { svg: sublimationScene(c, r, w, h), mapped: true };
  if (/team|kit|trophy/.test(key)) return { svg: teamKitScene(c, r, w, h), mapped: true };
  if (/print|screen|printer/.test(key)) return { svg: printingScene(c, r, w, h), mapped: true };
  const topic = topicOf(key);
  if (topic) return { svg: topicScene(c, r, w, h, topic), mapped: true };
  return { svg: workshopScene(c, r, w, h), mapped: false };
}

/* ───────── techniques (close-ups) ───────── */

/** Raised print drawn as stacked layers: depth is what sells high-density ink. */
function raisedArt(shape: string, colour: string, layers: number): string {
  let out = '';
  for (let i = layers; i > 0; i--) out += path(shape, { fill: shade(colour, 0.2 + i * 0.05), transform: `translate(${i * 1.6} ${i * 2})` });
  return out + path(shape, { fill: colour }) + path(shape, { fill: 'none', stroke: tint(colour, 0.4), 'stroke-width': 2, 'stroke-opacity': 0.6, transform: 'translate(-1 -1)' });
}

const CHEVRONS = 'M-150 -40L0 -110L150 -40V0L0 -70L-150 0Z M-150 50L0 -20L150 50V90L0 20L-150 90Z';

function techniqueClose(c: Canvas, slug: string, r: Rng): { svg: string; mapped: boolean } {
  const { width: w, height: h } = c;
  const s = h / 800;
  const accent = accentFor(r);
  const bg = paper(c, accent, w / 2, h / 2, h * 0.36);
  const at = (content: string, x = w / 2, y = h / 2, scale = s, rot = 0): string => prop(c, content, x, y, scale, rot);
  const cloth = r.pick(['#1C1D21', '#1B2A4E', '#22503A', '#6B1D2A']);
  if (/high-density|3d-print|high density/.test(slug)) {
    return { svg: bg + at(P.swatch(c, cloth, 'knit', cloth, 520) + raisedArt(CHEVRONS, r.pick(['#F2C832', '#F7F7F4', '#0FAB5B']), 6), w / 2, h / 2, s, -6), mapped: true };
  }
  if (/puff/.test(slug)) {
    const col = r.pick(['#F7F7F4', '#E58FAE', '#78B4E0']);
    const puffGrad = c.id();
    c.def(el('radialGradient', { id: puffGrad, cx: 0.4, cy: 0.3, r: 0.8 },
      el('stop', { offset: 0, 'stop-color': tint(col, 0.6) }) + el('stop', { offset: 0.6, 'stop-color': col }) + el('stop', { offset: 1, 'stop-color': shade(col, 0.3) })));
    let blobs = '';
    for (let i = 0; i < 3; i++) blobs += el('rect', { x: -150, y: -110 + i * 78, width: 300 - i * 60, height: 54, rx: 27, fill: `url(#${puffGrad})`, stroke: shade(col, 0.35), 'stroke-width': 1 });
    return { svg: bg + at(P.swatch(c, cloth, 'knit', cloth, 520) + g({ filter: `url(#${shadowId(c)})` }, blobs), w / 2, h / 2, s, 5), mapped: true };
  }
  if (/heat/.test(slug)) {
    const tee = fitGarment(c, G.tshirt, look('#F7F7F4', '#1C1D21', 'ht'), BOX.shortTop, -150, -40, 300, 170);
    return { svg: bg + at(P.heatPress(c, tee), w * 0.48, h * 0.56, s * 1.1), mapped: true };
  }
  if (/screen/.test(slug)) {
    return { svg: bg + at(P.screen(c, '#2C6E8F', P.STENCIL), w / 2, h * 0.44, s * 1.3, -5) + at(P.squeegee(), w * 0.5, h * 0.8, s * 1.05, -3), mapped: true };
  }
  if (/rhine|stone/.test(slug)) {
    const gemCol = r.pick(['#E8EEF6', '#F3D9A4', '#F2C6D4']);
    return { svg: bg + at(P.swatch(c, cloth, 'knit', cloth, 520) + gemStar(c, 0, 10, 190, 80, gemCol, 17) + gemStar(c, 0, 10, 120, 50, gemCol, 17), w / 2, h / 2, s, -4) + P.sparkle(w * 0.76, h * 0.24, 20 * s) + P.sparkle(w * 0.22, h * 0.74, 14 * s), mapped: true };
  }
  if (/chenille/.test(slug)) {
    const felt = r.pick(['#F2C832', '#C0262D', '#F7F7F4', '#0FAB5B']);
    const loops = P.thread(G.starPath(0, 0, 170, 75), felt, 10).replace(/stroke-width="[\d.]+"/g, (m) => m);
    const star = path(G.starPath(0, 0, 170, 75), { fill: felt }) +
      path(G.starPath(0, 0, 170, 75), { fill: 'none', stroke: tint(felt, 0.35), 'stroke-width': 14, 'stroke-dasharray': '2 4', 'stroke-linecap': 'round' }) +
      path(G.starPath(0, 0, 150, 65), { fill: 'none', stroke: shade(felt, 0.12), 'stroke-width': 10, 'stroke-dasharray': '1 5', 'stroke-linecap': 'round' }) +
      path(G.starPath(0, 0, 110, 48), { fill: 'none', stroke: tint(felt, 0.25), 'stroke-width': 10, 'stroke-dasharray': '1 5', 'stroke-linecap': 'round' });
    void loops;
    const base = shade(felt, 0.6);
    return { svg: bg + at(P.patch(c, base, felt === '#F7F7F4' ? '#1B2A4E' : '#F7F7F4', '') + g({ transform: 'scale(0.46)' }, star), w / 2, h / 2, s * 1.6), mapped: true };
  }
  if (/3d-embroid|3d embroid|puff-embroid/.test(slug)) {
    const thread = r.pick(['#F7F7F4', '#F2C832', '#0FAB5B']);
    const satin = c.shared(`satin3d-${thread}`, (id) => el('pattern', { id, width: 4, height: 4, patternUnits: 'userSpaceOnUse', patternTransform: 'rotate(75)' },
      el('path', { d: 'M0 2H4', stroke: shade(thread, 0.22), 'stroke-width': 1.1 })));
    const mark = 'M-120 -60L0 -120L120 -60V20Q120 100 0 140Q-120 100 -120 20Z';
    const inner = 'M-60 -40H60V-8H16V90H-16V-8H-60Z';
    const art = raisedArt(mark, thread, 4) + path(mark, { fill: `url(#${satin})` }) + path(inner, { fill: cloth }) + stitches(d`M-104 -52L0 -104L104 -52`, thread, 1.4);
    return { svg: bg + at(P.swatch(c, cloth, 'twill', cloth, 520) + art, w / 2, h / 2, s, -4), mapped: true };
  }
  if (/laser|applique|appliqué/.test(slug)) {
    const a = r.pick(['#F7F7F4', '#F2C832']);
    const b = r.pick(['#C0262D', '#0FAB5B', '#78B4E0']);
    const layer = (shape: string, col: string): string =>
      path(shape, { fill: col, stroke: shade(col, 0.3), 'stroke-width': 1 }) +
      path(shape, { fill: 'none', stroke: shade(col, 0.45), 'stroke-width': 5, 'stroke-dasharray': '1.4 2.2' });
    const art = g({ filter: `url(#${shadowId(c)})` }, layer('M-170 -100H170V100H-170Z', a), layer(CHEVRONS, b));
    return { svg: bg + at(P.swatch(c, cloth, 'twill', cloth, 520) + art, w / 2, h / 2, s * 0.95, 4), mapped: true };
  }
  if (/patch/.test(slug)) {
    const base = r.pick(['#1B2A4E', '#22503A', '#6B1D2A']);
    const emblem = path(G.starPath(0, -6, 60, 26), { fill: '#F2C832', stroke: shade('#F2C832', 0.3), 'stroke-width': 1 }) +
      path('M-70 50H70', { stroke: '#F7F7F4', 'stroke-width': 10 }) + path('M-50 70H50', { stroke: '#F7F7F4', 'stroke-width': 6 });
    return { svg: bg + at(P.patch(c, base, '#F7F7F4', emblem), w * 0.46, h * 0.48, s * 1.5, -6) + at(P.needle(c, 240) + P.thread('M0 0Q-50 30 -90 -10T-170 -20', '#F2C832'), w * 0.62, h * 0.84, s, -20), mapped: true };
  }
  if (/embroid|regular|satin|flat/.test(slug)) {
    return { svg: bg + at(P.hoop(c, '#F4F1EA', [r.pick(['#C0262D', '#0B3279', '#E58FAE']), '#2E8B57', '#F2C832']), w / 2, h / 2, s * 1.5), mapped: true };
  }
  return { svg: bg + at(P.swatch(c, cloth, 'twill', cloth, 520), w / 2, h / 2, s), mapped: false };
}

function shadowId(c: Canvas): string {
  return c.shared('softdrop', (id) => el('filter', { id, x: '-20%', y: '-20%', width: '140%', height: '140%' },
    el('feDropShadow', { dx: 2, dy: 5, stdDeviation: 4, 'flood-opacity': 0.35 })));
}

/** A garment drawn straight into prop coordinates (no shadow), e.g. lying on a heat-press platen. */
function fitGarment(c: Canvas, draw: Draw, l: Look, box: Box, x: number, y: number, w: number, h: number): string {
  const sc = Math.min(w / (box[2] - box[0]), h / (box[3] - box[1]));
  const ox = x + (w - (box[2] - box[0]) * sc) / 2 - box[0] * sc;
  const oy = y + (h - (box[3] - box[1]) * sc) / 2 - box[1] * sc;
  return g({ transform: `translate(${ox.toFixed(1)} ${oy.toFixed(1)}) scale(${sc.toFixed(3)})` }, draw(c, l));
}

export function technique(c: Canvas, row: Row, file: string): { svg: string; mapped: boolean } {
  const base = file.replace(/^.*\//, '').replace(/\.svg$/, '');
  const slug = `${base} ${text(row, 'slug')} ${text(row, 'title')}`.toLowerCase();
  return techniqueClose(c, slug, makeRng(`tech:${file}`));
}

/* ───────── projects ───────── */

function pieceFor(garment: string): { draw: Draw; box: Box; topic: Topic } {
  const kind = classifyProduct({ title: garment, category: garment }) ?? 'soccer';
  const comp = compositionFor(kind, garment.toLowerCase());
  const topic = topicOf(garment) ?? (/(vest|coverall|parka|hivis|bib|rain)/.test(kind) ? 'safety' : /(hoodie|tshirt|polo|sweat|bomber|puffer|varsity|trousers|shorts|tank|tracksuit)/.test(kind) ? 'street' : 'sports');
  return { draw: comp.first.draw, box: comp.first.box, topic };
}

export function project(c: Canvas, row: Row, file: string): { svg: string; mapped: boolean } {
  const r = makeRng(`project:${text(row, 'slug') || file}`);
  const { width: w, height: h } = c;
  const garments = text(row, 'garments').split(';').map((x) => x.trim()).filter(Boolean);
  const techniques = text(row, 'techniques').toLowerCase();
  const team: Look = { ...kit(r.int(0, 9)), key: text(row, 'slug') || file };
  const first = pieceFor(garments[0] ?? 'soccer jersey');
  const second = pieceFor(garments[1] ?? garments[0] ?? 'training top');
  const safetyLook = (l: Look): Look => (first.topic === 'safety' ? { ...l, main: r.pick(['#D9F024', '#FF6A13']), trim: '#1B2A4E' } : l);
  const accent = accentFor(r);
  if (/-2\.svg$/.test(file)) {
    // Detail shot: the technique up close beside a folded stack of the order.
    let out = paper(c, accent, w * 0.36, h * 0.5, h * 0.4);
    const l = safetyLook(team);
    out += put(c, second.draw, { ...l, key: `${l.key}-2` }, second.box, [w * 0.06, h * 0.08, w * 0.5, h * 0.84], -5);
    out += prop(c, P.stack(c, [l, l, l, l, l], 300), w * 0.74, h * 0.78, h / 800);
    if (/chenille|patch|embroid/.test(techniques)) out += prop(c, P.patch(c, l.main, l.trim, path(G.starPath(0, 0, 56, 24), { fill: l.trim })), w * 0.76, h * 0.3, (h / 800) * 0.8, 8);
    else if (/rhine/.test(techniques)) out += scatterGems(c, r, [w * 0.62, h * 0.15, w * 0.3, h * 0.3], 16, ['#E8EEF6', '#F3D9A4']);
    else out += spools(c, [l.main, l.trim, l.accent], w * 0.66, h * 0.28, (h / 800) * 0.85, 90 * (h / 800));
    return { svg: out, mapped: true };
  }
  const l = safetyLook(team);
  let out = paper(c, accent, w * 0.5, h * 0.5, h * 0.42);
  out += kitFan(c, l, [w * 0.14, h * 0.06, w * 0.72, h * 0.88], first.draw, first.box);
  return { svg: out, mapped: true };
}

/* ───────── blog, collections, gallery, about ───────── */

function railScene(c: Canvas, r: Rng, topic: Topic, dark: boolean): string {
  const { width: w, height: h } = c;
  const accent = accentFor(r);
  let out = dark ? ink(c, accent, w * 0.5, h * 0.55, h * 0.36) : paper(c, accent, w * 0.5, h * 0.55, h * 0.4);
  const items: Array<[Draw, Look, Box]> =
    topic === 'street'
      ? [[G.bomberJacket, look(...r.pick(STREET), 'r1'), BOX.longTop], [G.hoodie, look(...r.pick(STREET), 'r2'), BOX.hooded], [G.tshirt, look(...r.pick(STREET), 'r3'), BOX.shortTop]]
      : topic === 'sports'
        ? [[G.soccerJersey, kit(r.int(0, 9)), BOX.shortTop], [G.basketballJersey, kit(r.int(0, 9)), BOX.sleeveless], [G.rugbyJersey, kit(r.int(0, 9)), BOX.longTop]]
        : [[G.hiVisVest, look('#D9F024', '#1B2A4E', 'r1'), BOX.sleeveless], [G.hiVisJacket, look('#FF6A13', '#1B2A4E', 'r2'), BOX.longTop], [G.hiVisPolo, look('#D9F024', '#1B2A4E', 'r3'), BOX.shortTop]];
  out += rail(c, items, [w * 0.1, h * 0.12, w * 0.8, h * 0.8]);
  return out;
}

function flatLay(c: Canvas, r: Rng, topic: Topic, dark: boolean): string {
  const { width: w, height: h } = c;
  const accent = accentFor(r);
  const bg = dark ? ink(c, accent, w * 0.5, h * 0.52, h * 0.38) : paper(c, accent, w * 0.5, h * 0.52, h * 0.4);
  const square = Math.abs(w - h) < 10;
  const rect: Rect = square ? [w * 0.06, h * 0.08, w * 0.88, h * 0.86] : [w * 0.16, h * 0.06, w * 0.68, h * 0.9];
  return bg + group(topic, c, r, rect);
}

function heroPair(c: Canvas, r: Rng, topic: Topic): string {
  const { width: w, height: h } = c;
  const accent = accentFor(r);
  let out = paper(c, accent, w * 0.5, h * 0.5, h * 0.4);
  if (topic === 'street') {
    const a = r.pick(STREET);
    out += put(c, r.pick([G.pufferJacket, G.varsityJacket, G.bomberJacket]), look(a[0], a[1], `hp${r.int(0, 99)}`), BOX.longTop, [w * 0.08, h * 0.1, w * 0.84, h * 0.8]);
  } else if (topic === 'sports') {
    const k = kit(r.int(0, 9));
    out += put(c, G.soccerJersey, k, BOX.shortTop, [w * 0.06, h * 0.06, w * 0.7, h * 0.7], -4);
    out += put(c, G.shorts('soccer'), k, BOX.shorts, [w * 0.52, h * 0.56, w * 0.42, h * 0.38], 6);
  } else {
    const a = r.pick(SAFETY.filter((x) => x[0] !== '#1B2A4E'));
    out += put(c, G.parka, look(a[0], a[1], `hp${r.int(0, 99)}`), BOX.hooded, [w * 0.08, h * 0.06, w * 0.84, h * 0.88]);
  }
  return out;
}

function hoopScene(c: Canvas, r: Rng): string {
  return embroideryScene(c, r, c.width, c.height);
}

function stackScene(c: Canvas, r: Rng): string {
  const { width: w, height: h } = c;
  const s = Math.min(w, h) / 800;
  let out = paper(c, accentFor(r), w * 0.5, h * 0.52, h * 0.38);
  const k = kit(r.int(0, 9));
  const k2 = kit(r.int(0, 9));
  out += prop(c, P.stack(c, [k, k, k, k, k, k], 320), w * 0.34, h * 0.8, s);
  out += prop(c, P.stack(c, [k2, k2, k2, k2], 320), w * 0.68, h * 0.8, s);
  out += prop(c, P.tapeMeasure('M-180 0Q-90 -50 0 0T180 0'), w * 0.5, h * 0.2, s, 4);
  return out;
}

export function blog(c: Canvas, row: Row, file: string): { svg: string; mapped: boolean } {
  const r = makeRng(`blog:${file}`);
  const topic = topicOf(text(row, 'category')) ?? topicOf(text(row, 'slug'), text(row, 'title'), file) ?? 'street';
  const variant = r.int(0, 2);
  if (/sustain|fabric|eco/.test(`${text(row, 'slug')} ${text(row, 'title')}`.toLowerCase()) && variant === 0) {
    return { svg: workshopScene(c, r, c.width, c.height), mapped: true };
  }
  const svg = variant === 0 ? railScene(c, r, topic, false) : variant === 1 ? flatLay(c, r, topic, true) : flatLay(c, r, topic, false);
  return { svg, mapped: true };
}

export function collection(c: Canvas, row: Row, file: string): { svg: string; mapped: boolean } {
  const r = makeRng(`collection:${file}`);
  const topic = topicOf(text(row, 'link').replace('ware', 'wear'), text(row, 'title'), text(row, 'subtitle'));
  const t = topic ?? 'street';
  const svg = r.chance(0.5) ? heroPair(c, r, t) : flatLay(c, r, t, false);
  return { svg, mapped: topic !== null };
}

const GALLERY_MAKERS: Array<(c: Canvas, r: Rng) => string> = [
  (c, r) => railScene(c, r, 'street', false),
  (c, r) => flatLay(c, r, 'sports', true),
  (c, r) => hoopScene(c, r),
  (c, r) => stackScene(c, r),
  (c, r) => heroPair(c, r, 'safety'),
  (c, r) => workshopScene(c, r, c.width, c.height),
  (c, r) => teamKitScene(c, r, c.width, c.height),
  (c, r) => heroPair(c, r, 'street'),
  (c, r) => printingScene(c, r, c.width, c.height),
  (c, r) => rhinestoneScene(c, r, c.width, c.height),
  (c, r) => railScene(c, r, 'safety', true),
];

export function gallery(c: Canvas, row: Row, file: string): { svg: string; mapped: boolean } {
  const r = makeRng(`gallery:${file}`);
  const alt = `${text(row, 'alt')}`.toLowerCase();
  const topic = topicOf(alt);
  if (/embroid|hoop|thread/.test(alt)) return { svg: hoopScene(c, r), mapped: true };
  if (/print|screen/.test(alt)) return { svg: printingScene(c, r, c.width, c.height), mapped: true };
  if (/rhinestone|crystal/.test(alt)) return { svg: rhinestoneScene(c, r, c.width, c.height), mapped: true };
  if (/stack|fold|pack|carton|ship/.test(alt)) return { svg: stackScene(c, r), mapped: true };
  if (/wash/.test(alt)) return { svg: acidWashScene(c, r, c.width, c.height), mapped: true };
  if (topic) return { svg: r.chance(0.5) ? flatLay(c, r, topic, r.chance(0.5)) : heroPair(c, r, topic), mapped: true };
  const n = Number(/(\d+)\.svg$/.exec(file)?.[1] ?? '0');
  const offset = /insta/.test(file) ? 5 : 0;
  const maker = GALLERY_MAKERS[(n + offset) % GALLERY_MAKERS.length] ?? GALLERY_MAKERS[0];
  return { svg: maker ? maker(c, r) : '', mapped: true };
}

export function about(c: Canvas, file: string): { svg: string; mapped: boolean } {
  const r = makeRng(`about:${file}`);
  return { svg: r.chance(0.5) ? railScene(c, r, 'street', false) : workshopScene(c, r, c.width, c.height), mapped: true };
}

export function generic(c: Canvas, file: string): string {
  return workshopScene(c, makeRng(`generic:${file}`), c.width, c.height);
}

/* ───────── process steps ───────── */

export function processStep(c: Canvas, row: Row, file: string): { svg: string; mapped: boolean } {
  const r = makeRng(`process:${file}`);
  const { width: w, height: h } = c;
  const s = Math.min(w, h) / 800;
  const n = Number(text(row, 'step') || /(\d+)\.svg$/.exec(file)?.[1] || '1');
  const title = text(row, 'title').toLowerCase();
  const accent = [BRAND.green, BRAND.navy, BRAND.gold, BRAND.green][(n - 1) % 4] ?? BRAND.green;
  let out = paper(c, accent, w * 0.5, h * 0.5, Math.min(w, h) * 0.38);
  const kind = /idea|design|brief|share/.test(title) ? 1 : /pattern/.test(title) ? 2 : /cut|print|custom/.test(title) ? 3 : /ship|pack|deliver|ready/.test(title) ? 4 : ((n - 1) % 4) + 1;
  if (kind === 1) {
    // A pencil sketch of a jersey: the garment outline in graphite strokes.
    const sketch = g({ transform: 'translate(-150 -170) scale(0.75)' },
      ...['M169 58L100 76L38 140L74 172L116 158L111 362Q200 368 289 362L284 158L326 172L362 140L300 76L231 58Q200 100 169 58Z', 'M169 58Q200 78 231 58', 'M150 190H250', 'M130 300Q200 290 270 300'].map((p) =>
        path(p, { class: 'ln', stroke: '#55585E', 'stroke-width': 2.2, 'stroke-opacity': 0.85 })));
    out += prop(c, P.sketchbook(c, sketch + el('rect', { x: 40, y: 110, width: 70, height: 24, fill: accent, 'fill-opacity': 0.7 }) + el('rect', { x: 40, y: 140, width: 70, height: 24, fill: BRAND.gold, 'fill-opacity': 0.7 })), w * 0.44, h * 0.5, s, -4);
    out += prop(c, P.pencil(c), w * 0.56, h * 0.8, s, -30);
    out += prop(c, P.swatch(c, accent, 'twill', accent, 140), w * 0.8, h * 0.3, s, 10);
  } else if (kind === 2) {
    out += prop(c,
      P.patternPiece('M-190 -170L-60 -190Q-40 -150 -10 -150L10 120L-180 140Z', -95, -20, 160) +
      P.patternPiece('M40 -180L200 -160L190 -40Q120 -20 40 -40Z', 120, -105, 70) +
      P.patternPiece('M30 10L200 0L210 150L40 160Z', 120, 80, 90),
      w * 0.5, h * 0.48, s * 1.2, -3);
    out += prop(c, P.tapeMeasure('M-220 0Q-110 -70 0 0T220 0'), w * 0.5, h * 0.86, s, -3);
    out += prop(c, path('M0 0Q120 -40 200 40Q230 80 180 90Q120 40 40 50Q0 40 0 0Z', { fill: '#9FD3E8', 'fill-opacity': 0.55, stroke: '#4A8FAE', 'stroke-width': 1.5 }), w * 0.66, h * 0.16, s, 10);
  } else if (kind === 3) {
    const k = kit(r.int(0, 9));
    out += prop(c, P.swatch(c, k.main, 'twill', k.main, 420), w * 0.42, h * 0.5, s, -6);
    out += prop(c, path('M-120 -60L40 -90L80 80L-90 110Z', { fill: 'none', stroke: '#F7F7F4', 'stroke-width': 2.4, 'stroke-dasharray': '10 7' }), w * 0.42, h * 0.5, s, -6);
    out += prop(c, P.shears(c), w * 0.56, h * 0.62, s * 1.15, -24);
    out += prop(c, P.squeegee(), w * 0.62, h * 0.2, s * 0.7, 8);
  } else {
    const k = kit(r.int(0, 9));
    const k2 = kit(r.int(0, 9));
    out += prop(c, P.carton(c, g({ transform: 'translate(0 -30)' }, P.stack(c, [k, k2, k], 200))), w * 0.5, h * 0.52, s * 1.25);
    out += prop(c, P.tapeMeasure('M-150 0Q-75 -40 0 0T150 0'), w * 0.5, h * 0.88, s * 0.9, 2);
  }
  return { svg: out, mapped: true };
}

export { tint, schemeFrom };
