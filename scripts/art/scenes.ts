/**
 * Scenes for everything that is not a product, portrait or logo: banners,
 * services, techniques, projects, blog posts, process steps, gallery tiles,
 * collections and the about page. Same materials and lighting as the
 * products, composed with workshop props; never any lettering.
 */
import { type Canvas, el, g, path, d } from './svg.js';
import { makeRng, hashString, type Rng } from './random.js';
import { ACCENTS, BRAND, shade, tint, isLight, colourMentions, normaliseColourText } from './palette.js';
import { BOX, type Box } from './layout.js';
import * as G from './garments.js';
import type { Draw, Look } from './garments.js';
import * as P from './props.js';
import { classifyProduct, compositionFor, text, type ProductKind, type Row } from './products.js';
import { put, prop, paper, ink, seamSweep, look, kit, STREET, SAFETY, ACCENT_LIST, type Rect } from './stage.js';
import { stitches, shadowFilterId } from './cloth.js';

export type Topic = 'street' | 'sports' | 'safety';

export function topicOf(...hints: string[]): Topic | null {
  const t = hints.join(' ').toLowerCase();
  if (/safety|hi-?vis|reflect|workwear|protect|coverall|ppe/.test(t)) return 'safety';
  if (/sport|team|kit|soccer|football|basketball|jersey|cycling|rugby|hurling|volley|boxing|baseball|athlet|club|academy/.test(t)) return 'sports';
  if (/street|urban|hood|fashion|jacket|tee|casual|denim/.test(t)) return 'street';
  return null;
}

const accentFor = (r: Rng): string => r.pick(ACCENT_LIST);

/** Adds artwork in garment coordinates on top of a garment drawing (prints, gems, films). */
function withExtra(draw: Draw, extra: (c: Canvas, l: Look) => string): Draw {
  return (c, l) => draw(c, l) + extra(c, l);
}

/* ───────── what a piece of text asks for ───────── */

const SAFETY_WORDS = /hi-?vis|reflective|coverall|boiler|vest|parka|rain|bib|overall|safety|flame|fr\b/;

interface Piece {
  kind: ProductKind;
  draw: Draw;
  box: Box;
  topic: Topic;
}

const STREET_KINDS = new Set<ProductKind>(['hoodie', 'tshirt', 'polo', 'sweatshirt', 'bomber', 'puffer', 'varsity', 'trousers', 'shorts', 'tank', 'tracksuit']);
const SAFETY_KINDS = new Set<ProductKind>(['vest', 'hivis-jacket', 'coverall', 'rain', 'bib', 'hivis-polo', 'parka']);

function pieceOf(kind: ProductKind, hint: string): Piece {
  const comp = compositionFor(kind, hint);
  const topic: Topic = SAFETY_KINDS.has(kind) ? 'safety' : STREET_KINDS.has(kind) ? 'street' : 'sports';
  return { kind, draw: comp.first.draw, box: comp.first.box, topic };
}

/** Garments named in a phrase such as "Coveralls & Rain Suits" or "navy fleece panels for hoodies". */
export function piecesIn(phrase: string): Piece[] {
  const out: Piece[] = [];
  for (const part of phrase.toLowerCase().split(/\s*(?:&|,|\/|;|\band\b|\bwith\b|\bonto\b|\bon\b|\bfor\b)\s*/)) {
    if (!part) continue;
    const safety = SAFETY_WORDS.test(part);
    const kind = classifyProduct({ title: part, category: safety ? `${part} safety` : part });
    if (!kind) continue;
    // "jersey" alone means a football shirt in this trade.
    if (out.some((p) => p.kind === kind)) continue;
    out.push(pieceOf(kind, part));
  }
  if (!out.length && /jersey|kit\b|kits\b/.test(phrase.toLowerCase())) out.push(pieceOf('soccer', 'jersey'));
  return out;
}

/** The colour named closest before a noun ("a black tee" → black). */
function colourBefore(phrase: string, noun: RegExp): string | undefined {
  const t = normaliseColourText(phrase);
  const m = noun.exec(t);
  if (!m) return undefined;
  const before = colourMentions(t.slice(0, m.index)).filter((c) => m.index - c.index < 40);
  return before[before.length - 1]?.hex;
}

function contrastTrim(main: string): string {
  return isLight(main) ? '#1B2A4E' : '#F7F7F4';
}

/* ───────── small building blocks ───────── */

/** Mottled acid-wash bleaching as a turbulence filter: tiny in bytes, convincingly irregular. */
function washFilter(c: Canvas, seed: number): string {
  return c.shared(`wash${seed}`, (id) =>
    el(
      'filter',
      { id, x: 0, y: 0, width: 1, height: 1 },
      el('feTurbulence', { type: 'fractalNoise', baseFrequency: 0.045, numOctaves: 4, seed, result: 'n' }) +
        el('feColorMatrix', { in: 'n', type: 'matrix', values: '0 0 0 0 .86 0 0 0 0 .88 0 0 0 0 .9 1.7 0 0 0 -.72', result: 'w' }) +
        el('feComposite', { in: 'w', in2: 'SourceAlpha', operator: 'in', result: 'm' }) +
        el('feMerge', {}, el('feMergeNode', { in: 'SourceGraphic' }) + el('feMergeNode', { in: 'm' })),
    ),
  );
}

function gemSymbol(c: Canvas, colour = '#E8EEF6', radius = 5): string {
  return c.shared(`gemsym-${colour}-${radius}`, (id) => el('g', { id }, P.gem(c, radius, colour)));
}

/** Rhinestones set along a five-point star outline, as a transfer would place them. */
function gemStar(c: Canvas, cx: number, cy: number, ro: number, ri: number, colour?: string, step = 13, radius = 5): string {
  // Stones are <use> copies of one defined gem, placed by x/y only, to keep files small.
  const sym = gemSymbol(c, colour, radius);
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
    for (let k = 0; k < n; k++) {
      const x = Math.round((x0 + ((x1 - x0) * k) / n) * 10) / 10;
      const y = Math.round((y0 + ((y1 - y0) * k) / n) * 10) / 10;
      out += el('use', { href: `#${sym}`, x, y });
    }
  }
  return out;
}

function scatterGems(c: Canvas, r: Rng, area: Rect, count: number, colours: string[]): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const sym = gemSymbol(c, r.pick(colours));
    out += el('use', {
      href: `#${sym}`,
      transform: `translate(${Math.round(area[0] + r.next() * area[2])} ${Math.round(area[1] + r.next() * area[3])}) scale(${r.range(0.9, 1.8).toFixed(2)})`,
    });
  }
  return out;
}

function spools(c: Canvas, colours: string[], x: number, y: number, scale = 0.8, gap = 86): string {
  return colours.map((col, i) => prop(c, P.spool(c, col), x + i * gap, y + (i % 2) * 18 * scale, scale)).join('');
}

/** Raised artwork drawn as stacked layers: depth is what sells high-density ink and 3D embroidery. */
function raised(shape: string, colour: string, layers: number): string {
  let out = '';
  for (let i = layers; i > 0; i--) out += path(shape, { fill: shade(colour, 0.2 + i * 0.05), transform: `translate(${i * 1.6} ${i * 2})` });
  return (
    out +
    path(shape, { fill: colour }) +
    path(shape, { fill: 'none', stroke: tint(colour, 0.4), 'stroke-width': 2, 'stroke-opacity': 0.6, transform: 'translate(-1 -1)' })
  );
}

const CHEVRONS = 'M-150 -40L0 -110L150 -40V0L0 -70L-150 0Z M-150 50L0 -20L150 50V90L0 20L-150 90Z';

/** Chest print of the house crest-and-bars stencil, in garment coordinates. */
function chestPrint(colour: string, y: number, scale = 0.5): (c: Canvas, l: Look) => string {
  return () =>
    g(
      { transform: `translate(200 ${y}) scale(${scale})` },
      path(P.STENCIL, { fill: colour, 'fill-rule': 'evenodd', stroke: shade(colour, 0.15), 'stroke-width': 1.5 }),
    );
}

/** Puff print: rounded bars with a soft dome highlight. */
function puffPrint(colour: string, y: number): (c: Canvas, l: Look) => string {
  return (c) => {
    const id = c.shared(`puff-${colour}`, (pid) =>
      el(
        'linearGradient',
        { id: pid, x1: 0, y1: 0, x2: 0, y2: 1 },
        el('stop', { offset: 0, 'stop-color': tint(colour, 0.5) }) +
          el('stop', { offset: 0.5, 'stop-color': colour }) +
          el('stop', { offset: 1, 'stop-color': shade(colour, 0.28) }),
      ),
    );
    let out = '';
    [
      [-56, 0, 112],
      [-56, 24, 80],
      [-56, 48, 112],
    ].forEach(([x, dy, w]) => {
      out += el('rect', {
        x: 200 + (x ?? 0),
        y: y + (dy ?? 0),
        width: w ?? 100,
        height: 17,
        rx: 8.5,
        fill: `url(#${id})`,
        stroke: shade(colour, 0.3),
        'stroke-width': 0.8,
      });
    });
    return out;
  };
}

/** A carrier film peeling back from a freshly pressed transfer. */
function peelingFilm(y: number): (c: Canvas, l: Look) => string {
  return () =>
    path(d`M130 ${y - 20}H270V${y + 70}L232 ${y + 110}H130Z`, { fill: '#EAF2F8', 'fill-opacity': 0.45, stroke: '#9FB3C4', 'stroke-width': 1 }) +
    path(d`M232 ${y + 110}L270 ${y + 70}Q256 ${y + 98} 290 ${y + 122}Z`, { fill: '#F6FAFD', 'fill-opacity': 0.9, stroke: '#9FB3C4', 'stroke-width': 1 });
}

/* ───────── group compositions in a rectangle ───────── */

function streetGroup(c: Canvas, r: Rng, [x, y, w, h]: Rect, front?: Look): string {
  const [a, b, e] = [r.pick(STREET), r.pick(STREET), r.pick(STREET)];
  // Neighbours must not share a tone, or the pile reads as one blob.
  const back = b[0] === a[0] ? (STREET[(STREET.indexOf(b) + 3) % STREET.length] ?? b) : b;
  const side = e[0] === a[0] || e[0] === back[0] ? (STREET[(STREET.indexOf(e) + 5) % STREET.length] ?? e) : e;
  const backDraw = r.pick([G.bomberJacket, G.varsityJacket, G.pufferJacket]);
  const sideDraw = r.pick([G.tshirt, G.sweatshirt]);
  const [frontDraw, frontBox] = r.pick<[Draw, Box]>([
    [G.hoodie, BOX.hooded],
    [G.hoodie, BOX.hooded],
    [G.trackJacket, BOX.longTop],
    [G.varsityJacket, BOX.longTop],
  ]);
  const frontFinal: [Draw, Box] = frontDraw === backDraw ? [G.hoodie, BOX.hooded] : [frontDraw, frontBox];
  return (
    put(c, backDraw, look(back[0], back[1], `sg1${r.int(0, 99)}`), BOX.longTop, [x, y, w * 0.58, h * 0.7], -9) +
    put(
      c,
      sideDraw,
      look(side[0], side[1], `sg2${r.int(0, 99)}`),
      sideDraw === G.tshirt ? BOX.shortTop : BOX.longTop,
      [x + w * 0.46, y + h * 0.04, w * 0.54, h * 0.66],
      8,
    ) +
    put(c, frontFinal[0], front ?? look(a[0], a[1], `sg3${r.int(0, 99)}`), frontFinal[1], [x + w * 0.18, y + h * 0.26, w * 0.64, h * 0.74])
  );
}

function sportsGroup(c: Canvas, r: Rng, [x, y, w, h]: Rect, team?: Look): string {
  const k = team ?? kit(r.int(0, 9));
  let other = kit(r.int(0, 9));
  if (other.main === k.main) other = kit(r.int(0, 9) + 3);
  return (
    put(c, G.basketballJersey, { ...other, key: `b${r.int(0, 99)}` }, BOX.sleeveless, [x, y, w * 0.44, h * 0.68], -9) +
    put(c, G.shorts('soccer'), k, BOX.shorts, [x + w * 0.6, y + h * 0.56, w * 0.4, h * 0.42], 7) +
    put(c, G.soccerJersey, k, BOX.shortTop, [x + w * 0.16, y + h * 0.14, w * 0.66, h * 0.74])
  );
}

function safetyGroup(c: Canvas, r: Rng, [x, y, w, h]: Rect): string {
  const a = r.pick(SAFETY.filter((s) => s[0] !== '#1B2A4E'));
  const vest = a[0] === '#FF6A13' ? '#D9F024' : '#FF6A13';
  return (
    put(c, G.hiVisVest, look(vest, '#1B2A4E', `v${r.int(0, 99)}`), BOX.sleeveless, [x, y, w * 0.42, h * 0.7], -8) +
    put(c, G.bibOverall, look('#1B2A4E', '#FF6A13', `c${r.int(0, 99)}`), BOX.narrowFull, [x + w * 0.62, y, w * 0.36, h * 0.78], 7) +
    put(c, G.hiVisJacket, look(a[0], a[1], `j${r.int(0, 99)}`), BOX.longTop, [x + w * 0.16, y + h * 0.2, w * 0.66, h * 0.8])
  );
}

function group(topic: Topic, c: Canvas, r: Rng, rect: Rect): string {
  return topic === 'street' ? streetGroup(c, r, rect) : topic === 'sports' ? sportsGroup(c, r, rect) : safetyGroup(c, r, rect);
}

/** Three matching garments fanned out, the way a club order is presented. */
function fan(c: Canvas, l: Look, [x, y, w, h]: Rect, draw: Draw = G.soccerJersey, box: Box = BOX.shortTop, effect?: string): string {
  return (
    put(c, draw, l, box, [x, y + h * 0.08, w * 0.5, h * 0.8], -12, effect) +
    put(c, draw, l, box, [x + w * 0.5, y + h * 0.08, w * 0.5, h * 0.8], 12, effect) +
    put(c, draw, l, box, [x + w * 0.2, y + h * 0.1, w * 0.6, h * 0.9], 0, effect)
  );
}

/** Clothes rail with garments on hangers, centred vertically in its rectangle. */
function rail(c: Canvas, items: Array<[Draw, Look, Box]>, [x, y, w, h]: Rect, filter?: string): string {
  const bar = c.shared('railbar', (id) =>
    el(
      'linearGradient',
      { id, x1: 0, y1: 0, x2: 0, y2: 1 },
      el('stop', { offset: 0, 'stop-color': '#E4E7EB' }) + el('stop', { offset: 1, 'stop-color': '#7E858E' }),
    ),
  );
  const slot = w / items.length;
  // Garments on a rail overlap a little, as they do in a workshop, which lets each one be drawn larger.
  const gw = Math.min(slot * (items.length > 2 ? 1.5 : 1.2), (h - 40) * 0.95);
  const sizes = items.map(([, , box]) => Math.min(h - 36, (gw * (box[3] - box[1])) / (box[2] - box[0])));
  const top = y + (h - 36 - Math.max(...sizes)) / 2;
  let out = el('rect', { x, y: top, width: w, height: 12, rx: 6, fill: `url(#${bar})` });
  items.forEach(([draw, l, box], i) => {
    const cx = x + slot * (i + 0.5);
    out += path(d`M${cx} ${top + 6}q-12 0 -12 12q0 10 12 14v14`, { class: 'ln', stroke: '#9AA1A9', 'stroke-width': 4 });
    out += put(c, draw, l, box, [cx - gw / 2, top + 36, gw, sizes[i] ?? gw], 0, filter);
  });
  return out;
}

/* ───────── banners ───────── */

export function banner(c: Canvas, row: Row): string {
  const accent = ACCENTS[text(row, 'accent').toLowerCase()] ?? BRAND.green;
  const topic = topicOf(text(row, 'style')) ?? topicOf(text(row, 'title'), text(row, 'subTitle'), text(row, 'text')) ?? 'street';
  let art = ink(c, accent, 1170, 470, 330);
  // A running stitch curving in from the lower left keeps the text side alive without crowding it.
  art += seamSweep('M-20 820Q420 700 760 760T1600 640', tint(accent, 0.3), 0.35);
  if (topic === 'street') {
    art += put(c, G.bomberJacket, look('#1C1D21', accent, 'bn-b'), BOX.longTop, [760, 110, 460, 460], -9);
    art += put(c, G.tshirt, look(accent === BRAND.navy ? '#CDB891' : tint(accent, 0.05), '#F7F7F4', 'bn-t'), BOX.shortTop, [1140, 120, 420, 420], 8);
    art += put(c, G.hoodie, look('#EFEBE0', accent === BRAND.gold ? '#1B2A4E' : accent, 'bn-h:plain'), BOX.hooded, [890, 230, 540, 630]);
  } else if (topic === 'sports') {
    const team = look('#F7F7F4', accent === BRAND.navy ? '#2148A8' : accent, 'bn-s', '#1B2A4E');
    art += put(c, G.basketballJersey, look('#1B2A4E', '#C9A02C', 'bn-bb'), BOX.sleeveless, [780, 110, 400, 480], -9);
    art += put(c, G.shorts('soccer'), team, BOX.shorts, [1220, 510, 340, 320], 7);
    art += put(c, G.soccerJersey, team, BOX.shortTop, [880, 170, 560, 600]);
  } else {
    art += put(c, G.hiVisVest, look('#FF6A13', '#1B2A4E', 'bn-v'), BOX.sleeveless, [780, 110, 400, 490], -8);
    art += put(c, G.bibOverall, look('#1B2A4E', '#FF6A13', 'bn-c'), BOX.narrowFull, [1250, 100, 320, 580], 7);
    art += put(c, G.hiVisJacket, look('#D9F024', '#1B2A4E', 'bn-j'), BOX.longTop, [880, 240, 560, 620]);
  }
  art += prop(c, P.spool(c, accent), 800, 770, 0.7, -8);
  return art;
}

/* ───────── services and story scenes ───────── */

function printingScene(c: Canvas, r: Rng, garment = '#F7F7F4', inkCol?: string): string {
  const { width: w, height: h } = c;
  const s = h / 800;
  const colour = inkCol ?? r.pick(['#0FAB5B', '#C0262D', '#0B3279', '#E3712A']);
  const visibleInk = Math.abs(colour.localeCompare(garment)) === 0 ? contrastTrim(garment) : colour;
  let out = paper(c, accentFor(r), w * 0.55, h * 0.5, h * 0.38);
  out += prop(c, P.screen(c, '#2C6E8F', P.STENCIL), w * 0.34, h * 0.44, s * 1.1, -6);
  out += prop(c, P.squeegee(), w * 0.35, h * 0.8, s * 0.95, -4);
  out += put(
    c,
    withExtra(G.plainTee, chestPrint(visibleInk, 176)),
    look(garment, contrastTrim(garment), `pr${r.int(0, 9)}`),
    BOX.shortTop,
    [w * 0.56, h * 0.12, w * 0.4, h * 0.7],
    6,
  );
  out +=
    el('circle', { cx: w * 0.16, cy: h * 0.86, r: 10 * s, fill: visibleInk, stroke: shade(visibleInk, 0.3), 'stroke-width': 1 }) +
    el('circle', { cx: w * 0.19, cy: h * 0.9, r: 6 * s, fill: visibleInk, stroke: shade(visibleInk, 0.3), 'stroke-width': 1 });
  return out;
}

function embroideryScene(c: Canvas, r: Rng, garment?: Piece, cloth?: string): string {
  const { width: w, height: h } = c;
  const s = h / 800;
  const threads = ['#C0262D', '#0FAB5B', '#F2C832', '#0B3279', '#E58FAE'];
  const a = r.pick(threads);
  const b = r.pick(threads.filter((t) => t !== a));
  let out = paper(c, accentFor(r), w * 0.42, h * 0.5, h * 0.4);
  if (garment) {
    const main = cloth ?? r.pick(['#1B2A4E', '#F7F7F4', '#22503A']);
    out += put(c, garment.draw, look(main, contrastTrim(main), `em${r.int(0, 99)}`, a), garment.box, [w * 0.04, h * 0.08, w * 0.5, h * 0.84], -5);
    out += prop(c, P.hoop(c, '#F4F1EA', [a, '#2E8B57', '#F2C832']), w * 0.66, h * 0.42, s * 0.95, 6);
    out += spools(c, [a, b], w * 0.62, h * 0.8, s * 0.75, 110 * s);
  } else {
    out += prop(c, P.hoop(c, '#F4F1EA', [a, '#2E8B57', '#F2C832']), w * 0.4, h * 0.5, s * 1.4);
    out += spools(c, [a, b, '#1B2A4E'], w * 0.72, h * 0.42, s * 1.05, 120 * s);
    out += prop(c, P.needle(c, 260) + P.thread('M0 0Q-60 -40 -120 10T-230 40', a), w * 0.66, h * 0.86, s, -14);
  }
  return out;
}

function acidWashScene(c: Canvas, r: Rng, base?: string, onRail = false, piece?: Piece): string {
  const { width: w, height: h } = c;
  const s = h / 800;
  const wash = washFilter(c, r.int(1, 90));
  const denim = base ?? r.pick(['#3D5A80', '#2E3A70', '#383C44']);
  let out = paper(c, accentFor(r), w * 0.5, h * 0.48, h * 0.4);
  if (onRail) {
    const p = piece ?? pieceOf('hoodie', 'hoodie');
    // One look for all three so the drawing is defined once and reused.
    const l = look(denim, '#EFEBE0', 'aw:plain');
    out += rail(
      c,
      [
        [p.draw, l, p.box],
        [p.draw, l, p.box],
        [p.draw, l, p.box],
      ],
      [w * 0.08, h * 0.1, w * 0.84, h * 0.84],
      wash,
    );
    return out;
  }
  out += put(c, G.pants('chino'), look(denim, '#B9A172', 'aw-p'), BOX.pants, [w * 0.56, h * 0.08, w * 0.32, h * 0.8], 6, wash);
  out += put(c, G.sweatshirt, look(denim, '#EFEBE0', 'aw-s:plain'), BOX.longTop, [w * 0.1, h * 0.08, w * 0.52, h * 0.74], -5, wash);
  out += prop(c, P.pumice('aw'), w * 0.3, h * 0.9, s);
  return out;
}

function rhinestoneScene(c: Canvas, r: Rng, piece?: Piece, cloth = '#1C1D21'): string {
  const { width: w, height: h } = c;
  const gemCol = r.pick(['#E8EEF6', '#F3D9A4', '#F2C6D4']);
  let out = paper(c, accentFor(r), w * 0.45, h * 0.5, h * 0.4);
  const p = piece ?? pieceOf('tshirt', 'tee');
  const onShorts = p.kind === 'boxing' || p.kind === 'shorts';
  const draw = onShorts ? G.shorts('boxing') : p.kind === 'tshirt' ? G.plainTee : p.draw;
  const box = onShorts ? BOX.trunks : p.box;
  const star = onShorts ? (cc: Canvas) => gemStar(cc, 140, 150, 36, 15, gemCol, 10, 4) : (cc: Canvas) => gemStar(cc, 200, 186, 64, 27, gemCol, 11);
  out += put(c, withExtra(draw, star), look(cloth, onShorts ? '#C9A02C' : cloth, 'rh-t'), box, [w * 0.14, h * 0.1, w * 0.56, h * 0.8], -4);
  out += scatterGems(c, r, [w * 0.72, h * 0.28, w * 0.2, h * 0.5], 14, [gemCol, '#E8EEF6']);
  out += P.sparkle(w * 0.78, h * 0.22, 16) + P.sparkle(w * 0.88, h * 0.74, 11);
  return out;
}

function sublimationScene(c: Canvas, r: Rng): string {
  const { width: w, height: h } = c;
  let out = paper(c, accentFor(r), w * 0.5, h * 0.5, h * 0.4);
  const a = kit(r.int(0, 9));
  const b = kit(r.int(0, 9) + 4);
  out += put(c, G.cyclingJersey, { ...b, key: 'sub-b' }, BOX.shortTop, [w * 0.5, h * 0.12, w * 0.42, h * 0.66], 8);
  out += put(c, G.soccerJersey, { ...a, key: 'TT-SU-fade' }, BOX.shortTop, [w * 0.08, h * 0.12, w * 0.52, h * 0.76], -4);
  out += prop(c, P.swatch(c, a.trim, 'stripe', a.main, 200), w * 0.8, h * 0.8, h / 800, 12);
  return out;
}

function teamKitScene(c: Canvas, r: Rng, team?: Look): string {
  const { width: w, height: h } = c;
  const k = team ?? kit(r.int(0, 9));
  let out = paper(c, accentFor(r), w * 0.42, h * 0.5, h * 0.42);
  out += fan(c, k, [w * 0.04, h * 0.06, w * 0.64, h * 0.82]);
  out += prop(c, P.stack(c, [k, k, k, k], 280), w * 0.82, h * 0.86, (h / 800) * (w > h ? 1 : 0.8));
  return out;
}

function topicScene(c: Canvas, r: Rng, topic: Topic): string {
  const { width: w, height: h } = c;
  return paper(c, accentFor(r), w * 0.5, h * 0.52, h * 0.42) + group(topic, c, r, [w * 0.16, h * 0.05, w * 0.68, h * 0.92]);
}

function workshopScene(c: Canvas, r: Rng): string {
  const { width: w, height: h } = c;
  const s = h / 800;
  const accent = accentFor(r);
  let out = paper(c, accent, w * 0.5, h * 0.5, h * 0.4);
  const a = r.pick(STREET);
  out += prop(c, P.swatch(c, a[0], 'twill', a[1], 280), w * 0.36, h * 0.42, s, -8);
  out += prop(c, P.swatch(c, '#3D5A80', 'denim', '#fff', 260), w * 0.54, h * 0.48, s, 7);
  out += prop(c, P.swatch(c, '#EFEBE0', 'check', '#C0262D', 240), w * 0.44, h * 0.66, s, -3);
  out += prop(c, P.shears(c), w * 0.55, h * 0.76, s * 1.1, -18);
  out += spools(c, [accent, '#C0262D', '#F2C832'], w * 0.74, h * 0.34, s * 0.95, 100 * s);
  out += prop(c, P.tapeMeasure('M-200 0Q-100 -60 0 0T200 0'), w * 0.3, h * 0.88, s * 0.9, -4);
  return out;
}

/** Fabric laid out for cutting, with paper pattern pieces and shears. */
function cuttingScene(c: Canvas, r: Rng, cloth: string): string {
  const { width: w, height: h } = c;
  const s = Math.min(w, h) / 800;
  let out = paper(c, accentFor(r), w * 0.5, h * 0.5, Math.min(w, h) * 0.4);
  out += prop(c, P.swatch(c, cloth, 'knit', cloth, 520), w * 0.46, h * 0.48, s, -4);
  out += prop(
    c,
    P.patternPiece('M-190 -170L-60 -190Q-40 -150 -10 -150L10 120L-180 140Z', -95, -20, 160) +
      P.patternPiece('M40 -180L200 -160L190 -40Q120 -20 40 -40Z', 120, -105, 70),
    w * 0.46,
    h * 0.46,
    s * 0.95,
    -4,
  );
  out += prop(c, P.shears(c), w * 0.6, h * 0.8, s * 1.1, -20);
  return out;
}

function measuringScene(c: Canvas, r: Rng, p: Piece, main: string): string {
  const { width: w, height: h } = c;
  const s = Math.min(w, h) / 800;
  let out = paper(c, accentFor(r), w * 0.5, h * 0.5, Math.min(w, h) * 0.4);
  out += put(c, p.draw, look(main, contrastTrim(main), `ms${r.int(0, 99)}:plain`), p.box, [w * 0.08, h * 0.06, w * 0.84, h * 0.84]);
  out += prop(c, P.tapeMeasure('M-260 0Q-130 -30 0 0T260 0'), w * 0.5, h * 0.5, s, -2);
  out += prop(c, P.pencil(), w * 0.78, h * 0.86, s * 0.8, -150);
  return out;
}

/** Carton of folded kits with a tape measure: the finished order. */
function packing(c: Canvas, r: Rng, scale = 1): string {
  const { width: w, height: h } = c;
  const s = (Math.min(w, h) / 800) * scale;
  const k = kit(r.int(0, 9));
  const k2 = kit(r.int(0, 9) + 2);
  let out = prop(c, P.carton(g({ transform: 'translate(0 -30)' }, P.stack(c, [k, k2, k], 200))), w * 0.5, h * 0.5, s * 1.3);
  out += prop(c, P.tapeMeasure('M-150 0Q-75 -40 0 0T150 0'), w * 0.5, h * 0.9, s * 0.9, 2);
  return out;
}

function packingScene(c: Canvas, r: Rng): string {
  return paper(c, accentFor(r), c.width * 0.5, c.height * 0.5, Math.min(c.width, c.height) * 0.4) + packing(c, r);
}

function stackScene(c: Canvas, r: Rng, l?: Look, piece?: Piece): string {
  const { width: w, height: h } = c;
  const s = Math.min(w, h) / 800;
  let out = paper(c, accentFor(r), w * 0.5, h * 0.52, Math.min(w, h) * 0.38);
  const k = l ?? kit(r.int(0, 9));
  if (piece) {
    out += put(c, piece.draw, k, piece.box, [w * 0.08, h * 0.06, w * 0.6, h * 0.62], -6);
    out += prop(c, P.stack(c, [k, k, k, k, k], 320), w * 0.62, h * 0.86, s);
    return out;
  }
  const k2 = kit(r.int(0, 9) + 5);
  out += prop(c, P.stack(c, [k, k, k, k, k, k], 320), w * 0.32, h * 0.8, s);
  out += prop(c, P.stack(c, [k2, k2, k2, k2], 320), w * 0.7, h * 0.8, s);
  out += prop(c, P.tapeMeasure('M-180 0Q-90 -50 0 0T180 0'), w * 0.5, h * 0.2, s, 4);
  return out;
}

function heroPair(c: Canvas, r: Rng, pieces: Piece[], colours: string[]): string {
  const { width: w, height: h } = c;
  let out = paper(c, accentFor(r), w * 0.5, h * 0.5, Math.min(w, h) * 0.4);
  const first = pieces[0] ?? pieceOf('hoodie', 'hoodie');
  const safety = first.topic === 'safety';
  const sports = first.topic === 'sports';
  const pick = (i: number): Look => {
    if (sports) return { ...kit(r.int(0, 9) + i), key: `hp${i}${r.int(0, 99)}` };
    const pair = safety ? r.pick(SAFETY) : r.pick(STREET);
    const main = colours[i] ?? pair[0];
    return look(main, main === pair[0] ? pair[1] : contrastTrim(main), `hp${i}${r.int(0, 99)}`);
  };
  const second =
    pieces[1] ??
    (() => {
      const comp = compositionFor(first.kind, '');
      return comp.second ? { ...first, draw: comp.second.draw, box: comp.second.box } : undefined;
    })();
  const l1 = pick(0);
  if (second) {
    const l2 = pieces[1] ? pick(1) : l1;
    const wide = second.box[2] - second.box[0] > 260;
    out += put(c, second.draw, l2, second.box, wide ? [w * 0.4, h * 0.06, w * 0.56, h * 0.64] : [w * 0.56, h * 0.46, w * 0.4, h * 0.48], 8);
    out += put(c, first.draw, l1, first.box, [w * 0.04, h * 0.1, w * 0.66, h * 0.82], -4);
  } else {
    out += put(c, first.draw, l1, first.box, [w * 0.08, h * 0.08, w * 0.84, h * 0.84]);
  }
  return out;
}

/** Caption words that name a jersey pattern become a hint in the look's key (see garments.ts). */
function patternWord(t: string): string {
  const m = /\b(hoop|stripe|sash|halves|chevron|pinstripe)/.exec(t);
  return m ? `:${m[1]}` : '';
}

function railScene(c: Canvas, r: Rng, topic: Topic, dark: boolean, piece?: Piece, colour?: string, hint = ''): string {
  const { width: w, height: h } = c;
  const accent = accentFor(r);
  let out = dark ? ink(c, accent, w * 0.5, h * 0.55, h * 0.36) : paper(c, accent, w * 0.5, h * 0.55, h * 0.4);
  let items: Array<[Draw, Look, Box]>;
  if (piece) {
    const l =
      piece.topic === 'sports'
        ? { ...kit(r.int(0, 9)), ...(colour ? { main: colour, trim: contrastTrim(colour) } : {}), key: `rl${r.int(0, 99)}${hint}` }
        : look(colour ?? r.pick(STREET)[0], contrastTrim(colour ?? '#1C1D21'), `rl${r.int(0, 99)}${hint}`);
    items = [
      [piece.draw, l, piece.box],
      [piece.draw, l, piece.box],
      [piece.draw, l, piece.box],
    ];
  } else {
    items =
      topic === 'street'
        ? [
            [G.bomberJacket, look(...r.pick(STREET), 'r1'), BOX.longTop],
            [G.hoodie, look(...r.pick(STREET), 'r2'), BOX.hooded],
            [G.tshirt, look(...r.pick(STREET), 'r3'), BOX.shortTop],
          ]
        : topic === 'sports'
          ? [
              [G.soccerJersey, kit(r.int(0, 9)), BOX.shortTop],
              [G.basketballJersey, kit(r.int(0, 9)), BOX.sleeveless],
              [G.rugbyJersey, kit(r.int(0, 9)), BOX.longTop],
            ]
          : [
              [G.hiVisVest, look('#D9F024', '#1B2A4E', 'r1'), BOX.sleeveless],
              [G.hiVisJacket, look('#FF6A13', '#1B2A4E', 'r2'), BOX.longTop],
              [G.hiVisPolo, look('#D9F024', '#1B2A4E', 'r3'), BOX.shortTop],
            ];
  }
  out += rail(c, items, [w * 0.08, h * 0.1, w * 0.84, h * 0.84]);
  return out;
}

function flatLay(c: Canvas, r: Rng, topic: Topic, dark: boolean): string {
  const { width: w, height: h } = c;
  const accent = accentFor(r);
  const bg = dark ? ink(c, accent, w * 0.5, h * 0.52, h * 0.38) : paper(c, accent, w * 0.5, h * 0.52, h * 0.4);
  const square = Math.abs(w - h) < 10;
  const rect: Rect = square ? [w * 0.06, h * 0.08, w * 0.88, h * 0.86] : [w * 0.16, h * 0.05, w * 0.68, h * 0.92];
  return bg + group(topic, c, r, rect);
}

export function service(c: Canvas, row: Row, file: string): { svg: string; mapped: boolean } {
  const key = `${text(row, 'slug')} ${text(row, 'title')} ${text(row, 'icon')} ${file}`.toLowerCase();
  const r = makeRng(`service:${file}`);
  if (/embroid|needle/.test(key)) return { svg: embroideryScene(c, r), mapped: true };
  if (/acid|wash/.test(key)) return { svg: acidWashScene(c, r), mapped: true };
  if (/rhine|stone|sparkle|crystal/.test(key)) return { svg: rhinestoneScene(c, r), mapped: true };
  if (/sublim/.test(key)) return { svg: sublimationScene(c, r), mapped: true };
  if (/team|kit|trophy/.test(key)) return { svg: teamKitScene(c, r), mapped: true };
  if (/print|screen|printer/.test(key)) return { svg: printingScene(c, r), mapped: true };
  const topic = topicOf(key);
  if (topic) return { svg: topicScene(c, r, topic), mapped: true };
  return { svg: workshopScene(c, r), mapped: false };
}

/* ───────── techniques (close-ups) ───────── */

function techniqueClose(c: Canvas, slug: string, r: Rng): { svg: string; mapped: boolean } {
  const { width: w, height: h } = c;
  const s = h / 800;
  const bg = paper(c, accentFor(r), w / 2, h / 2, h * 0.36);
  const at = (content: string, x = w / 2, y = h / 2, scale = s, rot = 0): string => prop(c, content, x, y, scale, rot);
  const cloth = r.pick(['#1C1D21', '#1B2A4E', '#22503A', '#6B1D2A']);
  const base = (weave: P.Weave = 'twill'): string => P.swatch(c, cloth, weave, cloth, 540);
  const soft = shadowFilterId(c, 3, 5, 0.35);
  if (/high-density|high density|3d-print/.test(slug)) {
    return {
      svg: bg + at(base() + g({ transform: 'scale(1.3)' }, raised(CHEVRONS, r.pick(['#F2C832', '#F7F7F4', '#0FAB5B']), 6)), w / 2, h / 2, s, -6),
      mapped: true,
    };
  }
  if (/puff/.test(slug)) {
    const col = r.pick(['#F7F7F4', '#E58FAE', '#78B4E0']);
    return {
      svg:
        bg +
        at(
          base() + g({ filter: `url(#${soft})`, transform: 'scale(3) translate(-200 -136)' }, puffPrint(col, 100)(c, look(cloth, cloth, 'x'))),
          w / 2,
          h / 2,
          s,
          5,
        ),
      mapped: true,
    };
  }
  if (/heat|transfer/.test(slug)) {
    const tee = withExtra(withExtra(G.plainTee, chestPrint(r.pick(['#C0262D', '#0FAB5B', '#0B3279']), 170, 0.46)), peelingFilm(130));
    return { svg: bg + put(c, tee, look('#F7F7F4', '#1C1D21', 'ht'), BOX.shortTop, [w * 0.1, h * 0.1, w * 0.8, h * 0.8], -3), mapped: true };
  }
  if (/screen/.test(slug)) {
    return { svg: bg + at(P.screen(c, '#2C6E8F', P.STENCIL), w / 2, h * 0.44, s * 1.3, -5) + at(P.squeegee(), w * 0.5, h * 0.8, s * 1.05, -3), mapped: true };
  }
  if (/rhine|stone/.test(slug)) {
    const gemCol = r.pick(['#E8EEF6', '#F3D9A4', '#F2C6D4']);
    return {
      svg:
        bg +
        at(base('plain') + gemStar(c, 0, 10, 190, 80, gemCol, 17, 6.5) + gemStar(c, 0, 10, 118, 50, gemCol, 17, 6.5), w / 2, h / 2, s, -4) +
        P.sparkle(w * 0.76, h * 0.24, 20 * s) +
        P.sparkle(w * 0.22, h * 0.76, 14 * s),
      mapped: true,
    };
  }
  if (/chenille/.test(slug)) {
    const felt = r.pick(['#F2C832', '#C0262D', '#F7F7F4', '#0FAB5B']);
    const star =
      path(G.starPath(0, 0, 170, 75), { fill: felt, stroke: shade(felt, 0.3), 'stroke-width': 2 }) +
      path(G.starPath(0, 0, 160, 70), { fill: 'none', stroke: tint(felt, 0.35), 'stroke-width': 14, 'stroke-dasharray': '2 4', 'stroke-linecap': 'round' }) +
      path(G.starPath(0, 0, 130, 57), { fill: 'none', stroke: shade(felt, 0.12), 'stroke-width': 12, 'stroke-dasharray': '1 5', 'stroke-linecap': 'round' }) +
      path(G.starPath(0, 0, 95, 42), { fill: 'none', stroke: tint(felt, 0.25), 'stroke-width': 12, 'stroke-dasharray': '1 5', 'stroke-linecap': 'round' }) +
      path(G.starPath(0, 0, 60, 26), { fill: 'none', stroke: shade(felt, 0.1), 'stroke-width': 12, 'stroke-dasharray': '1 5', 'stroke-linecap': 'round' });
    const feltBase = felt === '#F7F7F4' ? '#1B2A4E' : shade(felt, 0.6);
    return {
      svg:
        bg +
        at(
          P.patch(c, feltBase, felt === '#F7F7F4' ? '#C9A02C' : '#F7F7F4', '') + g({ transform: 'scale(0.5)', filter: `url(#${soft})` }, star),
          w / 2,
          h / 2,
          s * 1.6,
        ),
      mapped: true,
    };
  }
  if (/3d-embroid|3d embroid|puff-embroid/.test(slug)) {
    const thread = r.pick(['#F7F7F4', '#F2C832', '#0FAB5B']);
    const satin = c.shared(`satin3d-${thread}`, (id) =>
      el(
        'pattern',
        { id, width: 4, height: 4, patternUnits: 'userSpaceOnUse', patternTransform: 'rotate(75)' },
        el('path', { d: 'M0 2H4', stroke: shade(thread, 0.22), 'stroke-width': 1.1 }),
      ),
    );
    const shield = 'M-120 -60L0 -120L120 -60V20Q120 100 0 140Q-120 100 -120 20Z';
    const inner = G.starPath(0, 6, 62, 26);
    const art =
      raised(shield, thread, 4) +
      path(shield, { fill: `url(#${satin})` }) +
      path(inner, { fill: cloth, stroke: shade(thread, 0.3), 'stroke-width': 1.5 }) +
      stitches('M-104 -52L0 -104L104 -52', thread, 1.4);
    return { svg: bg + at(base() + g({ transform: 'scale(1.45)' }, art), w / 2, h / 2, s, -4), mapped: true };
  }
  if (/laser|appliq/.test(slug)) {
    const a = r.pick(['#F7F7F4', '#F2C832']);
    const b = r.pick(['#C0262D', '#0FAB5B', '#78B4E0']);
    const layer = (shape: string, col: string): string =>
      path(shape, { fill: col, stroke: shade(col, 0.3), 'stroke-width': 1 }) +
      path(shape, { fill: 'none', stroke: shade(col, 0.45), 'stroke-width': 5, 'stroke-dasharray': '1.4 2.2' });
    const art = g({ filter: `url(#${soft})` }, layer('M-170 -130H170V130H-170Z', a), layer(CHEVRONS, b));
    return { svg: bg + at(base() + art, w / 2, h / 2, s * 0.95, 4), mapped: true };
  }
  if (/patch/.test(slug)) {
    const baseCol = r.pick(['#1B2A4E', '#22503A', '#6B1D2A']);
    const emblem =
      path(G.starPath(0, -6, 60, 26), { fill: '#F2C832', stroke: shade('#F2C832', 0.3), 'stroke-width': 1 }) +
      path('M-70 50H70', { stroke: '#F7F7F4', 'stroke-width': 10 }) +
      path('M-50 70H50', { stroke: '#F7F7F4', 'stroke-width': 6 });
    return {
      svg:
        bg +
        at(P.patch(c, baseCol, '#F7F7F4', emblem), w * 0.46, h * 0.48, s * 1.5, -6) +
        at(P.needle(c, 240) + P.thread('M0 0Q-50 30 -90 -10T-170 -20', '#F2C832'), w * 0.64, h * 0.86, s, -20),
      mapped: true,
    };
  }
  if (/embroid|regular|satin|flat/.test(slug)) {
    return { svg: bg + at(P.hoop(c, '#F4F1EA', [r.pick(['#C0262D', '#0B3279', '#E58FAE']), '#2E8B57', '#F2C832']), w / 2, h / 2, s * 1.5), mapped: true };
  }
  return { svg: bg + at(base(), w / 2, h / 2, s), mapped: false };
}

export function technique(c: Canvas, row: Row, file: string): { svg: string; mapped: boolean } {
  const base = file.replace(/^.*\//, '').replace(/\.svg$/, '');
  return techniqueClose(c, `${base} ${text(row, 'slug')} ${text(row, 'title')}`.toLowerCase(), makeRng(`tech:${file}`));
}

/* ───────── projects ───────── */

export function project(c: Canvas, row: Row, file: string): { svg: string; mapped: boolean } {
  const r = makeRng(`project:${text(row, 'slug') || file}`);
  const { width: w, height: h } = c;
  const garments = text(row, 'garments')
    .split(';')
    .map((x) => x.trim())
    .filter(Boolean);
  const techniques = text(row, 'techniques').toLowerCase();
  const brief = `${text(row, 'title')} ${text(row, 'summary')} ${text(row, 'brief')}`;
  const pieces = garments.flatMap((gname) => piecesIn(gname).slice(0, 1));
  const first = pieces[0] ?? pieceOf('soccer', 'jersey');
  const second = pieces[1] ?? first;
  // Club colours come from the brief when it names them ("maroon on one side and white").
  const named = colourMentions(brief).map((m) => m.hex);
  let team: Look = { ...kit(r.int(0, 9)), key: (text(row, 'slug') || file) + patternWord(brief.toLowerCase()) };
  if (first.topic === 'safety') team = { main: r.pick(['#D9F024', '#FF6A13']), trim: '#1B2A4E', accent: '#1B2A4E', key: team.key };
  else if (named[0])
    team = { main: named[0], trim: named.find((x) => x !== named[0]) ?? contrastTrim(named[0]), accent: named[2] ?? contrastTrim(named[0]), key: team.key };
  if (team.trim === team.main) team.trim = contrastTrim(team.main);
  if (/-2\.svg$/.test(file)) {
    // Detail shot: the second garment of the order beside a folded stack and the decoration technique.
    let out = paper(c, accentFor(r), w * 0.36, h * 0.5, h * 0.4);
    const l2: Look = second.topic === 'safety' && first.topic !== 'safety' ? { ...team, main: '#D9F024', trim: '#1B2A4E' } : team;
    out += put(c, second.draw, { ...l2, key: `${team.key}-2` }, second.box, [w * 0.04, h * 0.06, w * 0.52, h * 0.88], -5);
    out += prop(c, P.stack(c, [team, team, team, team, team], 300), w * 0.76, h * 0.82, h / 800);
    if (/chenille|patch|embroid/.test(techniques))
      out += prop(c, P.patch(c, team.main, team.trim, path(G.starPath(0, 0, 56, 24), { fill: team.trim })), w * 0.76, h * 0.32, (h / 800) * 0.8, 8);
    else if (/rhine/.test(techniques)) out += scatterGems(c, r, [w * 0.64, h * 0.16, w * 0.26, h * 0.3], 14, ['#E8EEF6', '#F3D9A4']);
    else out += spools(c, [team.main, team.trim, team.accent], w * 0.66, h * 0.3, (h / 800) * 0.85, 90 * (h / 800));
    return { svg: out, mapped: pieces.length > 0 };
  }
  let out = paper(c, accentFor(r), w * 0.5, h * 0.5, h * 0.42);
  const washed = /acid|wash/.test(`${techniques} ${brief.toLowerCase()}`) ? washFilter(c, r.int(1, 90)) : undefined;
  out += fan(c, team, [w * 0.14, h * 0.05, w * 0.72, h * 0.9], first.draw, first.box, washed);
  return { svg: out, mapped: pieces.length > 0 };
}

/* ───────── story scenes driven by a caption (gallery alt text) ───────── */

/** Reads a caption and stages what it describes: the activity, the garment and its colours. */
function storyScene(c: Canvas, r: Rng, caption: string): { svg: string; mapped: boolean } {
  const t = caption.toLowerCase();
  const pieces = piecesIn(t);
  const piece = pieces[0];
  const garmentNoun = /(hood|tee|t-shirt|shirt|polo|jersey|kit|vest|jacket|trunks|shorts|trouser|pant|coverall|parka|sweat)/;
  const mentions = colourMentions(t).map((m) => m.hex);
  const garmentColour = colourBefore(t, garmentNoun) ?? mentions[0];
  if (/chenille/.test(t)) return techniqueClose(c, 'chenille', r);
  if (/embroider/.test(t)) return { svg: embroideryScene(c, r, piece ?? pieceOf('polo', 'polo'), garmentColour), mapped: true };
  if (/rhinestone|crystal|diamant/.test(t)) return { svg: rhinestoneScene(c, r, piece, garmentColour ?? '#6B1D2A'), mapped: true };
  if (/puff/.test(t)) {
    const p = piece ?? pieceOf('hoodie', 'hoodie');
    const main = garmentColour ?? '#EDE3C8';
    const y = p.kind === 'hoodie' ? 190 : 150;
    const draw = p.kind === 'tshirt' ? G.plainTee : p.draw;
    return {
      svg:
        paper(c, accentFor(r), c.width / 2, c.height / 2, c.height * 0.4) +
        put(c, withExtra(draw, puffPrint(contrastTrim(main) === '#1B2A4E' ? '#1B2A4E' : '#F7F7F4', y)), look(main, contrastTrim(main), 'pf:plain'), p.box, [
          c.width * 0.06,
          c.height * 0.06,
          c.width * 0.88,
          c.height * 0.88,
        ]),
      mapped: true,
    };
  }
  if (/screen|plastisol|print/.test(t) && !/sublim/.test(t)) {
    const inkColour = colourBefore(t, /\bink\b/);
    return { svg: printingScene(c, r, garmentColour ?? '#F7F7F4', inkColour), mapped: true };
  }
  if (/acid|wash/.test(t)) return { svg: acidWashScene(c, r, garmentColour, /rack|rail|hang|drying|row/.test(t), piece), mapped: true };
  if (/box|ship|carton|bag/.test(t)) return { svg: packingScene(c, r), mapped: true };
  if (/stack|fold|pack/.test(t)) {
    const main = garmentColour ?? (piece?.topic === 'safety' ? '#D9F024' : '#1B2A4E');
    return { svg: stackScene(c, r, look(main, contrastTrim(main), `st${r.int(0, 99)}`), piece), mapped: true };
  }
  if (/measur|inspect|size chart|quality/.test(t))
    return { svg: measuringScene(c, r, piece ?? pieceOf('hoodie', 'hoodie'), garmentColour ?? '#A9ACB1'), mapped: true };
  if (/cutt|cutter|panel|pattern|lay/.test(t))
    return { svg: cuttingScene(c, r, colourBefore(t, /(fleece|fabric|cloth|panel|jersey|twill|denim)/) ?? garmentColour ?? '#1B2A4E'), mapped: true };
  if (/hang|rack|rail|row/.test(t) && piece) return { svg: railScene(c, r, piece.topic, r.chance(0.4), piece, garmentColour, patternWord(t)), mapped: true };
  if (/sublim/.test(t)) return { svg: sublimationScene(c, r), mapped: true };
  if (pieces.length) return { svg: heroPair(c, r, pieces, mentions), mapped: true };
  const topic = topicOf(t);
  if (topic) return { svg: flatLay(c, r, topic, r.chance(0.4)), mapped: true };
  return { svg: workshopScene(c, r), mapped: false };
}

/* ───────── blog, collections, gallery, about, fallbacks ───────── */

export function blog(c: Canvas, row: Row, file: string): { svg: string; mapped: boolean } {
  const r = makeRng(`blog:${file}`);
  const words = `${text(row, 'slug')} ${text(row, 'title')}`.toLowerCase();
  const topic = topicOf(text(row, 'category')) ?? topicOf(words, file) ?? 'street';
  if (/sustain|eco-|recycl|organic/.test(words)) return { svg: workshopScene(c, r), mapped: true };
  // The variant comes from the slug so posts on the same topic still look different from each other.
  const variant = hashString(text(row, 'slug') || file) % 4;
  const pieces = piecesIn(words);
  const svg =
    variant === 0
      ? railScene(c, r, topic, false)
      : variant === 1
        ? flatLay(c, r, topic, true)
        : variant === 2 && pieces.length
          ? heroPair(c, r, pieces, [])
          : flatLay(c, r, topic, false);
  return { svg, mapped: true };
}

export function collection(c: Canvas, row: Row, file: string): { svg: string; mapped: boolean } {
  const r = makeRng(`collection:${file}`);
  const words = `${text(row, 'title')} ${text(row, 'subtitle')}`;
  const pieces = piecesIn(text(row, 'title'));
  if (pieces.length)
    return {
      svg: heroPair(
        c,
        r,
        pieces,
        colourMentions(words).map((m) => m.hex),
      ),
      mapped: true,
    };
  const topic = topicOf(text(row, 'link').replace('ware', 'wear'), words);
  return { svg: flatLay(c, r, topic ?? 'street', false), mapped: topic !== null };
}

export function gallery(c: Canvas, row: Row, file: string): { svg: string; mapped: boolean } {
  const r = makeRng(`gallery:${file}`);
  const caption = text(row, 'alt');
  if (caption) return storyScene(c, r, caption);
  const n = Number(/(\d+)\.svg$/.exec(file)?.[1] ?? '0');
  const topics: Topic[] = ['street', 'sports', 'safety'];
  return { svg: flatLay(c, r, topics[n % 3] ?? 'street', n % 2 === 0), mapped: false };
}

export function about(c: Canvas, file: string): { svg: string; mapped: boolean } {
  const r = makeRng(`about:${file}`);
  return { svg: r.chance(0.5) ? railScene(c, r, 'street', false) : workshopScene(c, r), mapped: true };
}

export function generic(c: Canvas, file: string, row: Row): string {
  const r = makeRng(`generic:${file}`);
  const caption = ['alt', 'title', 'name', 'subtitle']
    .map((k) => text(row, k))
    .join(' ')
    .trim();
  return caption ? storyScene(c, r, caption).svg : workshopScene(c, r);
}

/* ───────── process steps ───────── */

export function processStep(c: Canvas, row: Row, file: string): { svg: string; mapped: boolean } {
  const r = makeRng(`process:${file}`);
  const { width: w, height: h } = c;
  const s = (Math.min(w, h) / 800) * 1.18;
  const n = Number(text(row, 'step') || /(\d+)\.svg$/.exec(file)?.[1] || '1');
  const title = text(row, 'title').toLowerCase();
  const accent = [BRAND.green, BRAND.navy, BRAND.gold, BRAND.green][(n - 1) % 4] ?? BRAND.green;
  let out = paper(c, accent, w * 0.5, h * 0.5, Math.min(w, h) * 0.4);
  const step = /idea|design|brief|share|sketch/.test(title)
    ? 1
    : /pattern/.test(title)
      ? 2
      : /cut|print|custom/.test(title)
        ? 3
        : /ship|pack|deliver|ready/.test(title)
          ? 4
          : ((n - 1) % 4) + 1;
  if (step === 1) {
    // A graphite sketch of a jersey with two colour chips pinned beside it.
    const sketch = g(
      { transform: 'translate(-150 -170) scale(0.75)' },
      ...[
        'M169 58L100 76L38 140L74 172L116 158L111 362Q200 368 289 362L284 158L326 172L362 140L300 76L231 58Q200 100 169 58Z',
        'M169 58Q200 78 231 58',
        'M150 190H250',
        'M130 300Q200 290 270 300',
      ].map((p) => path(p, { class: 'ln', stroke: '#55585E', 'stroke-width': 2.2, 'stroke-opacity': 0.85 })),
    );
    out += prop(
      c,
      P.sketchbook(
        sketch +
          el('rect', { x: 40, y: 110, width: 70, height: 24, fill: accent, 'fill-opacity': 0.7 }) +
          el('rect', { x: 40, y: 140, width: 70, height: 24, fill: BRAND.gold, 'fill-opacity': 0.7 }),
      ),
      w * 0.45,
      h * 0.5,
      s,
      -4,
    );
    out += prop(c, P.pencil(), w * 0.58, h * 0.84, s, -30);
    out += prop(c, P.swatch(c, accent, 'twill', accent, 140), w * 0.82, h * 0.28, s, 10);
  } else if (step === 2) {
    out += prop(
      c,
      P.patternPiece('M-190 -170L-60 -190Q-40 -150 -10 -150L10 120L-180 140Z', -95, -20, 160) +
        P.patternPiece('M40 -180L200 -160L190 -40Q120 -20 40 -40Z', 120, -105, 70) +
        P.patternPiece('M30 10L200 0L210 150L40 160Z', 120, 80, 90),
      w * 0.5,
      h * 0.48,
      s,
      -3,
    );
    out += prop(c, P.tapeMeasure('M-220 0Q-110 -70 0 0T220 0'), w * 0.5, h * 0.88, s * 0.9, -3);
    out += prop(
      c,
      path('M0 0Q120 -40 200 40Q230 80 180 90Q120 40 40 50Q0 40 0 0Z', { fill: '#9FD3E8', 'fill-opacity': 0.55, stroke: '#4A8FAE', 'stroke-width': 1.5 }),
      w * 0.64,
      h * 0.12,
      s * 0.9,
      10,
    );
  } else if (step === 3) {
    const k = kit(r.int(0, 9));
    out += prop(c, P.swatch(c, k.main, 'twill', k.main, 420), w * 0.42, h * 0.48, s, -6);
    out += prop(
      c,
      path('M-120 -60L40 -90L80 80L-90 110Z', { fill: 'none', stroke: contrastTrim(k.main), 'stroke-width': 2.4, 'stroke-dasharray': '10 7' }),
      w * 0.42,
      h * 0.48,
      s,
      -6,
    );
    out += prop(c, P.shears(c), w * 0.56, h * 0.66, s, -24);
    out += prop(c, P.squeegee(), w * 0.64, h * 0.14, s * 0.6, 8);
  } else {
    out += packing(c, r, 1.1);
  }
  return { svg: out, mapped: true };
}
