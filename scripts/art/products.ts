/**
 * Product art: decides which garment(s) a catalogue row shows and lays them
 * out as a flat-lay on a softly tinted studio background, from the front or,
 * for a product's further photos, from behind or as a close-up.
 */
import { type Canvas, el, g, translate } from './svg.js';
import { BOX, fit, type Box } from './layout.js';
import { schemeFrom, productBackground } from './palette.js';
import { shadowFilterId } from './cloth.js';
import * as G from './garments.js';
import * as B from './backs.js';
import * as CU from './close-ups.js';
import type { Draw, Look } from './garments.js';

export type ProductKind =
  | 'soccer'
  | 'basketball'
  | 'baseball'
  | 'football'
  | 'boxing'
  | 'cycling'
  | 'rugby'
  | 'hurling'
  | 'volleyball'
  | 'tracksuit'
  | 'puffer'
  | 'bomber'
  | 'varsity'
  | 'hoodie'
  | 'tshirt'
  | 'polo'
  | 'sweatshirt'
  | 'trousers'
  | 'shorts'
  | 'tank'
  | 'vest'
  | 'hivis-jacket'
  | 'coverall'
  | 'rain'
  | 'bib'
  | 'hivis-polo'
  | 'parka';

export type Row = Record<string, unknown>;

export function text(row: Row, key: string): string {
  const v = row[key];
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
}

const BY_CODE: Record<string, ProductKind> = {
  SU: 'soccer',
  BB: 'basketball',
  BS: 'baseball',
  AF: 'football',
  BX: 'boxing',
  CY: 'cycling',
  RG: 'rugby',
  HU: 'hurling',
  VB: 'volleyball',
  TS: 'tracksuit',
  HO: 'hoodie',
  TE: 'tshirt',
  PO: 'polo',
  SW: 'sweatshirt',
  TR: 'trousers',
  SH: 'shorts',
  TK: 'tank',
};

/** Keyword rules, most specific first; matched against category, sub-category and title together. */
const RULES: Array<[RegExp, ProductKind]> = [
  [/puffer|quilted|down jacket/, 'puffer'],
  [/bomber|flight jacket|ma-?1/, 'bomber'],
  [/varsity|letterman|baseball jacket/, 'varsity'],
  [/bib[\s-]?(overall|and brace|pants|trouser)|dungaree/, 'bib'],
  [/coverall|boiler ?suit|overall/, 'coverall'],
  [/rain|waterproof suit|pvc|wet ?weather/, 'rain'],
  [/parka|winter/, 'parka'],
  [/vest|waistcoat|tabard|gilet/, 'vest'],
  [/hi[\s-]?vis.*polo|polo.*hi[\s-]?vis|safety polo/, 'hivis-polo'],
  [/soccer|football kit|futsal/, 'soccer'],
  [/american football|gridiron/, 'football'],
  [/basketball/, 'basketball'],
  [/baseball|softball/, 'baseball'],
  [/boxing|mma|muay/, 'boxing'],
  [/cycling|bike|bib short/, 'cycling'],
  [/rugby/, 'rugby'],
  [/hurling|camogie|gaelic/, 'hurling'],
  [/volleyball/, 'volleyball'],
  [/track ?suit|tracksuit/, 'tracksuit'],
  [/hood/, 'hoodie'],
  [/sweat-?shirt|crewneck|crew neck sweat/, 'sweatshirt'],
  [/polo/, 'polo'],
  [/t-?shirt|tee\b/, 'tshirt'],
  [/tank|singlet|sleeveless/, 'tank'],
  [/trouser|pant|chino|jogger|cargo/, 'trousers'],
  [/short/, 'shorts'],
  [/jacket|softshell|windbreaker|anorak/, 'hivis-jacket'],
];

export function classifyProduct(row: Row): ProductKind | null {
  const code = /^TT-([A-Z]{2})-/i.exec(text(row, 'name'))?.[1]?.toUpperCase() ?? '';
  const category = `${text(row, 'subCategory')} ${text(row, 'category')}`.toLowerCase();
  const title = text(row, 'title').toLowerCase();
  const isSafety = code === 'SF' || /safety/.test(category);
  // Jacket sub-categories outrank the generic "jackets" code.
  for (const [re, kind] of RULES) if (re.test(text(row, 'subCategory').toLowerCase())) return kind;
  if (code === 'JK' || /jacket/.test(category)) {
    for (const [re, kind] of RULES.slice(0, 3)) if (re.test(title)) return kind;
    return 'bomber';
  }
  if (!isSafety && BY_CODE[code]) return BY_CODE[code] ?? null;
  for (const [re, kind] of RULES)
    if (re.test(`${category} ${title}`)) {
      if (isSafety && kind === 'polo') return 'hivis-polo';
      if (!isSafety && kind === 'hivis-jacket') return 'bomber';
      return kind;
    }
  return isSafety ? 'vest' : null;
}

export interface Piece {
  draw: Draw;
  box: Box;
}

export interface Composition {
  first: Piece;
  second?: Piece;
  /** 'pair' overlaps a bottom at lower right; 'side' sets two pieces side by side; 'closeUp' fills the picture. */
  layout: 'single' | 'pair' | 'side' | 'helmet' | 'closeUp';
}

const one = (draw: Draw, box: Box): Composition => ({ first: { draw, box }, layout: 'single' });
const two = (layout: Composition['layout'], a: Draw, boxA: Box, b: Draw, boxB: Box): Composition => ({
  first: { draw: a, box: boxA },
  second: { draw: b, box: boxB },
  layout,
});

export function compositionFor(kind: ProductKind, title: string): Composition {
  switch (kind) {
    case 'soccer':
      return two('pair', G.soccerJersey, BOX.shortTop, G.shorts('soccer'), BOX.shorts);
    case 'basketball':
      return two('pair', G.basketballJersey, BOX.sleeveless, G.shorts('basketball'), BOX.longShorts);
    case 'baseball':
      return one(G.baseballJersey, BOX.shortTop);
    case 'football':
      return one(G.footballJersey, BOX.shortTop);
    case 'boxing':
      return two('pair', G.boxingTank, BOX.sleeveless, G.shorts('boxing'), BOX.trunks);
    case 'cycling':
      return /bib/.test(title) && !/jersey/.test(title) ? one(G.bibShorts, BOX.bib) : two('side', G.cyclingJersey, BOX.shortTop, G.bibShorts, BOX.bib);
    case 'rugby':
      return one(G.rugbyJersey, BOX.longTop);
    case 'hurling':
      return two('helmet', G.hurlingJersey, BOX.longTop, G.hurlingHelmet, BOX.helmet);
    case 'volleyball':
      return one(G.volleyballJersey, BOX.capTop);
    case 'tracksuit':
      return two('side', G.trackJacket, BOX.longTop, G.pants('track'), BOX.pants);
    case 'puffer':
      return one(G.pufferJacket, BOX.longTop);
    case 'bomber':
      return one(G.bomberJacket, BOX.longTop);
    case 'varsity':
      return one(G.varsityJacket, BOX.longTop);
    case 'hoodie':
      return one(G.hoodie, BOX.hooded);
    case 'tshirt':
      return one(G.tshirt, BOX.shortTop);
    case 'polo':
      return one(G.polo, BOX.shortTop);
    case 'sweatshirt':
      return one(G.sweatshirt, BOX.longTop);
    case 'trousers':
      return one(G.pants(/cargo/.test(title) ? 'cargo' : /jogger|track|sweat/.test(title) ? 'track' : 'chino'), BOX.pants);
    case 'shorts':
      return one(G.shorts('street'), BOX.shorts);
    case 'tank':
      return one(G.tankTop, BOX.sleeveless);
    case 'vest':
      return one(G.hiVisVest, BOX.sleeveless);
    case 'hivis-jacket':
      return one(G.hiVisJacket, BOX.longTop);
    case 'coverall':
      return one(G.coverall, BOX.full);
    case 'rain':
      return two('side', G.rainJacket, BOX.hooded, G.pants('rain'), BOX.pants);
    case 'bib':
      return one(G.bibOverall, BOX.narrowFull);
    case 'hivis-polo':
      return one(G.hiVisPolo, BOX.shortTop);
    case 'parka':
      return one(G.parka, BOX.hooded);
  }
}

/** Which photo of a product a file is: its main one, or a further one named after it. */
export type ProductView = 'front' | 'back' | 'detail';

/** tt-su-001.svg is the front, tt-su-001-back.svg the back, tt-su-001-detail.svg a close-up. */
export function viewFromPath(p: string): ProductView {
  const m = /-(back|detail)\.svg$/i.exec(p);
  return m?.[1] ? (m[1].toLowerCase() as ProductView) : 'front';
}

/** Kinds drawn from behind so far; null for the others, whose -back photo then shows the front. */
export function backCompositionFor(kind: ProductKind): Composition | null {
  switch (kind) {
    case 'soccer':
      return two('pair', B.soccerJerseyBack, BOX.shortTop, G.shorts('soccer', 'back'), BOX.shorts);
    case 'hoodie':
      return one(B.hoodieBack, BOX.hooded);
    case 'tracksuit':
      return two('side', B.trackJacketBack, BOX.longTop, G.pants('track', 'back'), BOX.pants);
    default:
      return null;
  }
}

/** The whole picture: a close-up enlarges its garment itself and fills the frame edge to edge. */
const FRAME: Box = [0, 0, 400, 400];

/** Kinds with a close-up of their decoration so far; null for the others, whose -detail photo then shows the front. */
export function closeUpCompositionFor(kind: ProductKind): Composition | null {
  switch (kind) {
    case 'soccer':
      return { first: { draw: CU.soccerCloseUp, box: FRAME }, layout: 'closeUp' };
    case 'hoodie':
      return { first: { draw: CU.hoodieCloseUp, box: FRAME }, layout: 'closeUp' };
    case 'tracksuit':
      return { first: { draw: CU.trackCloseUp, box: FRAME }, layout: 'closeUp' };
    default:
      return null;
  }
}

function viewCompositionFor(kind: ProductKind | null, view: ProductView): Composition | null {
  if (!kind || view === 'front') return null;
  return view === 'back' ? backCompositionFor(kind) : closeUpCompositionFor(kind);
}

const TARGETS: Record<Composition['layout'], [[number, number, number, number], [number, number, number, number]]> = {
  single: [
    [90, 80, 620, 630],
    [0, 0, 0, 0],
  ],
  pair: [
    [24, 50, 530, 520],
    [420, 410, 350, 330],
  ],
  side: [
    [20, 110, 440, 580],
    [470, 110, 310, 580],
  ],
  helmet: [
    [24, 40, 540, 540],
    [480, 470, 290, 270],
  ],
  closeUp: [
    [0, 0, 800, 800],
    [0, 0, 0, 0],
  ],
};

/** Studio backdrop: tinted paper, a soft pool of light and a faint floor line. */
export function studioBackground(c: Canvas, main: string): string {
  const bg = productBackground(main);
  const lin = c.id();
  const spot = c.id();
  c.def(
    el(
      'linearGradient',
      { id: lin, x1: 0, y1: 0, x2: 0, y2: 1 },
      el('stop', { offset: 0, 'stop-color': bg.top }) + el('stop', { offset: 1, 'stop-color': bg.bottom }),
    ),
  );
  c.def(
    el(
      'radialGradient',
      { id: spot, cx: 0.5, cy: 0.42, r: 0.55 },
      el('stop', { offset: 0, 'stop-color': '#fff', 'stop-opacity': 0.75 }) + el('stop', { offset: 1, 'stop-color': '#fff', 'stop-opacity': 0 }),
    ),
  );
  return el('rect', { width: c.width, height: c.height, fill: `url(#${lin})` }) + el('rect', { width: c.width, height: c.height, fill: `url(#${spot})` });
}

/** `view` is the photo asked for; the answer's `view` is the one drawn, the front when that kind has no other yet. */
export function drawProduct(c: Canvas, row: Row, view: ProductView = 'front'): { svg: string; kind: ProductKind | null; view: ProductView } {
  const kind = classifyProduct(row);
  const scheme = schemeFrom(text(row, 'color'));
  const look: Look = { ...scheme, key: text(row, 'name') || text(row, 'slug') || text(row, 'title') };
  const other = view === 'front' ? null : viewCompositionFor(kind, view);
  const comp = other ?? compositionFor(kind ?? 'tshirt', text(row, 'title').toLowerCase());
  const shadow = shadowFilterId(c, 10, 14, 0.3);
  const [ta, tb] = TARGETS[comp.layout];
  const place = (p: Piece, transform: string): string => g({ transform, filter: `url(#${shadow})` }, p.draw(c, look));
  let art: string;
  if (comp.layout === 'side' && comp.second) {
    // Two pieces of one outfit share a scale, so a jacket and its trousers keep true proportions.
    const a = comp.first.box;
    const b = comp.second.box;
    const gap = 24;
    const wa = a[2] - a[0];
    const wb = b[2] - b[0];
    const s = Math.min((800 - 60 - gap) / (wa + wb), 640 / Math.max(a[3] - a[1], b[3] - b[1]));
    const x0 = (800 - (wa + wb) * s - gap) / 2;
    const y0 = (800 - Math.max(a[3] - a[1], b[3] - b[1]) * s) / 2 + 10;
    art = place(comp.first, translate(x0 - a[0] * s, y0 - a[1] * s, s)) + place(comp.second, translate(x0 + wa * s + gap - b[0] * s, y0 - b[1] * s, s));
  } else {
    art = place(comp.first, fit(comp.first.box, ...ta)) + (comp.second ? place(comp.second, fit(comp.second.box, ...tb)) : '');
  }
  return { svg: c.render(studioBackground(c, scheme.main) + art), kind, view: other ? view : 'front' };
}
