/**
 * One drawing function per garment type. Each draws inside a 400×400 box,
 * centred on x = 200, using the shared silhouettes (shapes.ts) and materials
 * (cloth.ts). Details that should differ between products (stripes, panels,
 * collar shapes) are chosen from a seed derived from the Article No.
 */
import { type Canvas, el, g, path, d, type Attrs } from './svg.js';
import { makeRng, type Rng } from './random.js';
import { edge, isLight, mix, shade, tint, stitch } from './palette.js';
import { fabric, clipped, stitches, fold, rib, ribPanel, zip, button, tapeBand, tapeStrip, drawcord, type Panel } from './cloth.js';
import { top, bottom, type TopShape, type TopSpec, type Pt } from './shapes.js';

export interface Look {
  main: string;
  trim: string;
  accent: string;
  /** Seed text (the Article No for products) that picks the variant details. */
  key: string;
}

export type Draw = (c: Canvas, look: Look) => string;

/** Which face of a garment lies up: products are photographed from the front, and some also from behind. */
export type Side = 'front' | 'back';

/**
 * Seen from behind, the garment's left is on the picture's left: what wraps round the body (a
 * sash, halves, a side slit) is the front's decoration mirrored.
 */
export function fromBehind(content: string | undefined): string {
  return content ? g({ transform: 'matrix(-1 0 0 1 400 0)' }, content) : '';
}

export type Pattern = 'plain' | 'hoops' | 'stripes' | 'sash' | 'band' | 'halves' | 'sides' | 'chevron' | 'yoke' | 'fade' | 'pinstripe';

export function rngFor(look: Look, salt: string): Rng {
  return makeRng(`${look.key}:${salt}`);
}

/** Scenes can ask for a pattern by adding ":hoop", ":stripe" etc. to the look key (from a caption). */
function hinted(look: Look, fallback: Pattern): Pattern {
  const m = /:(hoop|stripe|sash|halves|chevron|pinstripe)/.exec(look.key);
  if (!m) return fallback;
  const word = m[1] ?? '';
  return word === 'hoop' ? 'hoops' : word === 'stripe' ? 'stripes' : (word as Pattern);
}

/** Overlay shapes in the trim colour; the caller clips them to the body. */
export function patternShapes(c: Canvas, kind: Pattern, colour: string, shape: TopShape, r: Rng): string {
  const f = { fill: colour };
  switch (kind) {
    case 'hoops': {
      const h = r.pick([18, 22, 26]);
      let out = '';
      for (let y = shape.neckBottom + 46; y < 400; y += h * 2) out += el('rect', { x: 0, y, width: 400, height: h, ...f });
      return out;
    }
    case 'stripes': {
      const w = r.pick([14, 18, 24]);
      let out = '';
      for (let x = 200 - w / 2 - w * 4; x < 400; x += w * 2) out += el('rect', { x, y: 0, width: w, height: 400, ...f });
      return out;
    }
    case 'pinstripe': {
      let out = '';
      for (let x = 200 - 14 * 12; x < 400; x += 14) out += d`M${x} 0V400`;
      return path(out, { stroke: colour, 'stroke-width': 1.6, 'stroke-opacity': 0.8 });
    }
    case 'sash':
      return path(d`M60 60L130 40L360 330L330 400L270 400Z`, f);
    case 'band': {
      const y = shape.neckBottom + r.pick([40, 56]);
      return el('rect', { x: 0, y, width: 400, height: 34, ...f }) + el('rect', { x: 0, y: y + 40, width: 400, height: 6, ...f });
    }
    case 'halves':
      return el('rect', { x: 200, y: 0, width: 200, height: 400, ...f });
    case 'sides':
      return path(d`M0 0H140Q118 230 136 400H0Z M400 0H260Q282 230 264 400H400Z`, f);
    case 'chevron': {
      const y = shape.neckBottom + 28;
      return path(d`M0 ${y}L200 ${y + 70}L400 ${y}V${y + 30}L200 ${y + 100}L0 ${y + 30}Z`, f);
    }
    case 'yoke':
      return path(d`M0 0H400V${shape.neckY + 64}Q300 ${shape.neckY + 98} 200 ${shape.neckY + 80}Q100 ${shape.neckY + 98} 0 ${shape.neckY + 64}Z`, f);
    case 'fade': {
      // Sublimated halftone fade: a dot pattern faded out by a gradient mask.
      const dots = c.id();
      c.def(
        el(
          'pattern',
          { id: dots, width: 9, height: 9, patternUnits: 'userSpaceOnUse', patternTransform: 'rotate(45)' },
          el('circle', { cx: 4.5, cy: 4.5, r: 3.1, fill: colour }),
        ),
      );
      const fade = c.id();
      c.def(
        el(
          'linearGradient',
          { id: fade, x1: 0, y1: 1, x2: 0, y2: 0 },
          el('stop', { offset: 0, 'stop-color': '#fff' }) + el('stop', { offset: 0.75, 'stop-color': '#fff', 'stop-opacity': 0 }),
        ),
      );
      const mask = c.id();
      c.def(el('mask', { id: mask }, el('rect', { width: 400, height: 400, fill: `url(#${fade})` })));
      return el('rect', { width: 400, height: 400, fill: `url(#${dots})`, mask: `url(#${mask})` });
    }
    default:
      return '';
  }
}

export interface TopOptions {
  sleeveColour?: string | undefined;
  collar?: 'rib' | 'binding' | 'none' | undefined;
  collarColour?: string | undefined;
  cuff?: 'rib' | 'band' | 'none' | undefined;
  cuffColour?: string | undefined;
  hemBand?: boolean | undefined;
  hemColour?: string | undefined;
  pattern?: string | undefined;
  sleevePattern?: ((side: 0 | 1) => string) | undefined;
  texture?: boolean | undefined;
  gloss?: boolean | undefined;
  folds?: boolean | undefined;
  /** Drawn between the body and the collar (plackets, zips, prints). */
  details?: ((body: Panel) => string) | undefined;
  armholeBinding?: string | undefined;
  /** 'back': no inside of the neck shows, and the pattern and sleeve pattern are mirrored (see fromBehind). */
  side?: Side | undefined;
}

/** Renders a top in the layered order a garment is sewn: back neck, sleeves, body, trims. */
export function drawTop(c: Canvas, shape: TopShape, look: Look, o: TopOptions = {}): string {
  const main = look.main;
  const sleeveColour = o.sleeveColour ?? main;
  const back = o.side === 'back';
  const parts: string[] = [];
  if (!back) parts.push(path(shape.neckBack, { fill: shade(main, 0.38), stroke: edge(main), 'stroke-width': 1.6 }));
  if (shape.sleeves) {
    shape.sleeves.forEach((s, i) => {
      const p = fabric(c, s, sleeveColour, { gloss: o.gloss });
      parts.push(p.svg);
      const extra = back ? fromBehind(o.sleevePattern?.((1 - i) as 0 | 1)) : o.sleevePattern?.(i as 0 | 1);
      if (extra) parts.push(clipped(c, p, extra));
    });
  }
  const body = fabric(c, shape.body, main, { volume: true, texture: o.texture ?? true, gloss: o.gloss });
  parts.push(body.svg);
  if (o.pattern) parts.push(clipped(c, body, back ? fromBehind(o.pattern) : o.pattern));
  if (o.folds !== false) {
    const a = shape.armpit;
    parts.push(
      // Drape pulls diagonally from the underarm toward the centre, as cloth does when laid flat.
      fold(d`M${400 - a.x + 6} ${a.y + 12}Q${400 - a.x + 26} ${a.y + 40} ${400 - a.x + 52} ${a.y + 62}`, 0.8),
      fold(d`M${a.x - 6} ${a.y + 18}Q${a.x - 22} ${a.y + 56} ${a.x - 48} ${a.y + 84}`, 0.7),
      fold(d`M${200 + 24} ${shape.hemY - 70}Q${200 + 40} ${shape.hemY - 40} ${200 + 36} ${shape.hemY - 12}`, 0.5),
    );
  }
  // Seams: shoulder and armhole topstitching.
  parts.push(
    path(
      d`M${200 - shape.neckW} ${shape.neckY}L${400 - shape.shoulder.x} ${shape.shoulder.y}M${200 + shape.neckW} ${shape.neckY}L${shape.shoulder.x} ${shape.shoulder.y}`,
      {
        stroke: edge(main),
        'stroke-width': 1,
        'stroke-opacity': 0.6,
      },
    ),
  );
  if (shape.sleeves) {
    parts.push(stitches(shape.armholes[0], main, 1.1), stitches(shape.armholes[1], main, 1.1));
  }
  if (o.hemBand) {
    const y = shape.hemY;
    const w = shape.hemW;
    parts.push(
      ribPanel(c, d`M${200 - w - 1} ${y - 26}Q200 ${y - 20} ${200 + w + 1} ${y - 26}L${200 + w} ${y}Q200 ${y + 6} ${200 - w} ${y}Z`, o.hemColour ?? main),
    );
  } else {
    parts.push(stitches(shape.hemStitch, main));
  }
  if (shape.cuffs && o.cuff !== 'none') {
    const cc = o.cuffColour ?? sleeveColour;
    for (const cuff of shape.cuffs) parts.push(o.cuff === 'rib' ? ribPanel(c, cuff, cc) : fabric(c, cuff, cc).svg);
    if (o.cuff !== 'rib' && shape.cuffStitch) for (const s of shape.cuffStitch) parts.push(stitches(s, sleeveColour, 1.1));
  }
  if (o.armholeBinding) {
    parts.push(rib(shape.armholes[0], o.armholeBinding, 6), rib(shape.armholes[1], o.armholeBinding, 6));
  }
  if (o.details) parts.push(o.details(body));
  const collar = o.collar ?? 'rib';
  if (collar !== 'none') {
    parts.push(rib(shape.neckLine, o.collarColour ?? look.trim, collar === 'rib' ? 9 : 6, 'butt'));
  }
  return parts.join('');
}

/** Small shield crest on the wearer's left chest: reads as a club badge without any lettering. */
function crest(x: number, y: number, look: Look, s = 1): string {
  const a = look.trim;
  const b = look.accent === look.trim || look.accent === look.main ? shade(look.main, 0.15) : look.accent;
  return g(
    { transform: `translate(${x} ${y}) scale(${s})` },
    path('M0 -15L13 -10V2Q13 12 0 18Q-13 12 -13 2V-10Z', { fill: a, stroke: edge(a), 'stroke-width': 1.2 }),
    path('M0 -9L8 -6V2Q8 8 0 12Q-8 8 -8 2V-6Z', { fill: b }),
    path('M-4 1L0 -4L4 1L0 6Z', { fill: a }),
  );
}

/** Maker's mark opposite the crest: a tiny swoosh of stitching, the house signature. */
export function makerMark(x: number, y: number, colour: string): string {
  return path(makerMarkPath(x, y), {
    fill: 'none',
    stroke: colour,
    'stroke-width': 3,
    'stroke-linecap': 'round',
  });
}

export function makerMarkPath(x: number, y: number): string {
  return d`M${x - 8} ${y + 3}Q${x} ${y - 7} ${x + 9} ${y - 2}`;
}

function sleeveLine(shape: TopShape, side: 0 | 1, t: number): string {
  if (!shape.sleeveEnd) return '';
  const m = (p: Pt): Pt => (side === 0 ? { x: 400 - p.x, y: p.y } : p);
  const s = m(shape.shoulder);
  const a = m(shape.armpit);
  const [o1, o2] = [m(shape.sleeveEnd[0]), m(shape.sleeveEnd[1])];
  const p = { x: s.x + (o1.x - s.x) * t, y: s.y + (o1.y - s.y) * t };
  const q = { x: a.x + (o2.x - a.x) * t, y: a.y + (o2.y - a.y) * t };
  const ex = (q.x - p.x) * 0.4;
  const ey = (q.y - p.y) * 0.4;
  return d`M${p.x - ex} ${p.y - ey}L${q.x + ex} ${q.y + ey}`;
}

function sleeveStripes(shape: TopShape, colour: string, ts: number[], width: number): (side: 0 | 1) => string {
  return (side) => ts.map((t) => path(sleeveLine(shape, side, t), { stroke: colour, 'stroke-width': width })).join('');
}

/* ───────────── sports ───────────── */

/**
 * A garment's seeded choices, shared by every view of it (front, back, close-up) so they all show
 * the same piece. `r` is left where the choices end, for the drawing's own later picks.
 */
export interface Cut {
  spec: TopSpec;
  shape: TopShape;
  r: Rng;
}

export function soccerCut(look: Look): Cut & { pattern: Pattern } {
  const r = rngFor(look, 'soccer');
  const neck = r.pick(['crew', 'v', 'v'] as const);
  const spec: TopSpec = { sleeve: 'short', neck, fit: 1 };
  const shape = top(spec);
  const pattern = hinted(look, r.pick<Pattern>(['hoops', 'stripes', 'sash', 'band', 'halves', 'sides', 'chevron', 'fade', 'plain']));
  return { spec, shape, r, pattern };
}

export function soccerCollarColour(look: Look, pattern: Pattern): string {
  return pattern === 'plain' ? look.trim : look.main === look.trim ? look.accent : look.trim;
}

/** What a soccer jersey's two faces share: the pattern, the cuffs and the collar. */
export function soccerOptions(c: Canvas, look: Look, cut: ReturnType<typeof soccerCut>): TopOptions {
  const { shape, r, pattern } = cut;
  return {
    pattern: patternShapes(c, pattern, look.trim, shape, r),
    cuff: 'band',
    cuffColour: look.trim,
    collarColour: soccerCollarColour(look, pattern),
    sleevePattern: pattern === 'halves' ? (s) => (s === 1 ? el('rect', { width: 400, height: 400, fill: look.trim }) : '') : undefined,
  };
}

/** Where the club crest sits: the wearer's left chest. */
export function soccerCrestAt(shape: TopShape): Pt {
  return { x: 238, y: shape.neckBottom + 48 };
}

export const soccerJersey: Draw = (c, look) => {
  const cut = soccerCut(look);
  const at = soccerCrestAt(cut.shape);
  return drawTop(c, cut.shape, look, {
    ...soccerOptions(c, look, cut),
    details: () => crest(at.x, at.y, look) + makerMark(160, cut.shape.neckBottom + 46, look.trim),
  });
};

type ShortsStyle = 'soccer' | 'basketball' | 'boxing' | 'street' | 'volley';

/** From behind, shorts keep their stripes and waistband; the drawcord, crest and pockets are the front's. */
export function shorts(style: ShortsStyle, side: Side = 'front'): Draw {
  return (c, look) => {
    const r = rngFor(look, 'shorts');
    const spec =
      style === 'basketball'
        ? { top: 40, waist: 96, hem: 292, hemOut: 126, hemIn: 8, crotch: 206, hip: 112 }
        : style === 'boxing'
          ? { top: 40, waist: 100, hem: 226, hemOut: 136, hemIn: 6, crotch: 186, hip: 118 }
          : style === 'volley'
            ? { top: 60, waist: 90, hem: 210, hemOut: 118, hemIn: 6, crotch: 180, hip: 104 }
            : { top: 40, waist: 92, hem: 244, hemOut: 120, hemIn: 6, crotch: 192, hip: 104 };
    const s = bottom(spec);
    const main = look.main;
    const body = fabric(c, s.body, main, { volume: true, texture: true, gloss: style === 'boxing' });
    const parts = [body.svg];
    const band = style === 'boxing' ? 46 : 20;
    const bandColour = style === 'boxing' ? look.trim : main;
    // Side stripe or side panel in the trim colour.
    let overlay = '';
    if (style === 'basketball') {
      overlay = path(
        d`M${200 - spec.hip - 10} 60L${200 - spec.hip + 30} 60L${200 - spec.hemOut + 34} ${spec.hem + 10}L${200 - spec.hemOut - 10} ${spec.hem + 10}Z M${200 + spec.hip + 10} 60L${200 + spec.hip - 30} 60L${200 + spec.hemOut - 34} ${spec.hem + 10}L${200 + spec.hemOut + 10} ${spec.hem + 10}Z`,
        { fill: look.trim },
      );
    } else if (style !== 'street' || r.chance(0.5)) {
      const w = style === 'boxing' ? 14 : 10;
      overlay = [s.outerSeams[0], s.outerSeams[1]]
        .map((o, i) => path(o, { fill: 'none', stroke: look.trim, 'stroke-width': w, transform: `translate(${i === 0 ? w / 2 + 4 : -w / 2 - 4} 0)` }))
        .join('');
    }
    overlay += path(s.legs[0] + s.legs[1], { fill: 'none', stroke: look.trim, 'stroke-width': style === 'street' ? 0 : 8 });
    parts.push(clipped(c, body, overlay));
    if (style === 'boxing') {
      // Traditional side slit with contrast binding.
      parts.push(
        (side === 'back' ? fromBehind : (x: string) => x)(
          path(d`M${200 + spec.hemOut - 6} ${spec.hem}L${200 + spec.hemOut - 26} ${spec.hem - 46}L${200 + spec.hemOut - 34} ${spec.hem + 2}`, {
            fill: shade(main, 0.3),
            stroke: look.trim,
            'stroke-width': 3,
          }),
        ),
      );
    }
    parts.push(
      fold(d`M${200 - 30} ${s.crotch - 50}Q200 ${s.crotch - 20} ${200 - 6} ${s.crotch}`, 0.7),
      fold(d`M${200 + 60} ${spec.top + band + 30}Q${200 + 70} ${spec.top + 100} ${200 + 90} ${spec.hem - 30}`, 0.7),
    );
    parts.push(stitches(s.hemStitches[0], main), stitches(s.hemStitches[1], main));
    parts.push(
      ribPanel(c, d`M${200 - spec.waist} ${spec.top}H${200 + spec.waist}L${200 + spec.waist + 3} ${spec.top + band}H${200 - spec.waist - 3}Z`, bandColour),
    );
    if (style === 'boxing') {
      const stripe = look.accent === look.trim ? main : look.accent;
      parts.push(el('rect', { x: 200 - spec.waist - 2, y: spec.top + 14, width: spec.waist * 2 + 4, height: 6, fill: stripe }));
      parts.push(el('rect', { x: 200 - spec.waist - 2, y: spec.top + 26, width: spec.waist * 2 + 4, height: 6, fill: stripe }));
    } else if (side === 'front') {
      parts.push(drawcord(192, spec.top + band - 4, 34, look.trim, -5), drawcord(208, spec.top + band - 4, 38, look.trim, 6));
    }
    if (side === 'back') {
      // Centre back seam, curving into the crotch as the seat of shorts is cut.
      parts.push(stitches(d`M200 ${spec.top + band + 2}V${s.crotch - 40}Q200 ${s.crotch - 14} ${200 - 6} ${s.crotch - 4}`, main, 1.1));
      return parts.join('');
    }
    if (style === 'street') {
      // Slanted side pockets.
      parts.push(
        stitches(d`M${200 - spec.waist - 2} ${spec.top + 30}Q${200 - spec.waist + 18} ${spec.top + 60} ${200 - spec.hip + 2} ${spec.top + 110}`, main),
      );
      parts.push(
        stitches(d`M${200 + spec.waist + 2} ${spec.top + 30}Q${200 + spec.waist - 18} ${spec.top + 60} ${200 + spec.hip - 2} ${spec.top + 110}`, main),
      );
    }
    if (style !== 'street' && style !== 'boxing') parts.push(crest(200 - spec.waist + 34, spec.top + band + 40, look, 0.75));
    return parts.join('');
  };
}

export const basketballJersey: Draw = (c, look) => {
  const r = rngFor(look, 'bb');
  const shape = top({ sleeve: 'none', neck: r.pick(['v', 'scoop'] as const), fit: 1.02, strap: 22, neckWidth: 36, hem: 372 });
  const pattern = r.pick<Pattern>(['sides', 'plain', 'band', 'fade', 'yoke']);
  return drawTop(c, shape, look, {
    pattern: patternShapes(c, pattern, look.trim, shape, r),
    collar: 'binding',
    collarColour: look.trim,
    armholeBinding: look.trim,
    details: () => crest(200, shape.neckBottom + 58, look, 1.2),
  });
};

export const baseballJersey: Draw = (c, look) => {
  const r = rngFor(look, 'bs');
  const shape = top({ sleeve: 'short', neck: 'v', neckDepth: 34, fit: 1.04, hem: 368 });
  const pinstripe = r.chance(0.5);
  const raglan = r.chance(0.5);
  const sleeveColour = raglan ? look.trim : look.main;
  return drawTop(c, shape, look, {
    pattern: pinstripe ? patternShapes(c, 'pinstripe', mix(look.main, look.trim, 0.55), shape, r) : '',
    sleeveColour,
    cuff: 'band',
    cuffColour: raglan ? look.main : look.trim,
    collar: 'binding',
    collarColour: look.trim,
    details: () => {
      const top0 = shape.neckBottom;
      let out = path(d`M200 ${top0}V${shape.hemY + 4}`, { stroke: look.trim, 'stroke-width': 5 });
      out += path(d`M206 ${top0 + 2}V${shape.hemY}`, { stroke: edge(look.main), 'stroke-width': 1, 'stroke-opacity': 0.5 });
      for (let y = top0 + 22; y < shape.hemY - 20; y += 46) out += button(200, y, look.trim, 4.6);
      return out + crest(250, top0 + 40, look, 0.9);
    },
  });
};

export const footballJersey: Draw = (c, look) => {
  const r = rngFor(look, 'af');
  const shape = top({ sleeve: 'cap', neck: 'v', neckDepth: 36, fit: 1.1, shoulder: 26, neckWidth: 34, hem: 366 });
  const stripes = r.pick([[0.55, 0.75], [0.65], [0.5, 0.66, 0.82]]);
  return drawTop(c, shape, look, {
    pattern: patternShapes(c, r.pick<Pattern>(['yoke', 'plain', 'sides']), look.trim, shape, r),
    sleevePattern: sleeveStripes(shape, look.trim, stripes, 7),
    cuff: 'band',
    cuffColour: look.trim,
    collarColour: look.trim,
    details: () =>
      // Shoulder pads show through the cloth as a rounded ridge across the shoulder line.
      fold(d`M${200 - 60} ${shape.neckY + 22}Q${200 - 100} ${shape.neckY + 8} ${400 - shape.shoulder.x + 6} ${shape.shoulder.y + 30}`, 1.3) +
      fold(d`M${200 + 60} ${shape.neckY + 22}Q${200 + 100} ${shape.neckY + 8} ${shape.shoulder.x - 6} ${shape.shoulder.y + 30}`, 1.3) +
      crest(200, shape.neckBottom + 40, look, 0.8),
  });
};

export const boxingTank: Draw = (c, look) => {
  const shape = top({ sleeve: 'none', neck: 'scoop', fit: 0.96, strap: 18, neckWidth: 38, hem: 360 });
  return drawTop(c, shape, look, {
    collar: 'binding',
    collarColour: look.trim,
    armholeBinding: look.trim,
    pattern: patternShapes(c, 'sides', look.trim, shape, rngFor(look, 'bx')),
  });
};

export const cyclingJersey: Draw = (c, look) => {
  const r = rngFor(look, 'cy');
  const shape = top({ sleeve: 'short', neck: 'high', fit: 0.9, hem: 372, neckWidth: 28 });
  const pattern = r.pick<Pattern>(['sides', 'band', 'fade', 'chevron', 'halves']);
  return drawTop(c, shape, look, {
    pattern: patternShapes(c, pattern, look.trim, shape, r),
    cuff: 'band',
    cuffColour: look.trim,
    collarColour: look.main,
    details: () => {
      // Drawn from the back: three rear pockets and a reflective tab are what make it a cycling jersey.
      const y = shape.hemY - 64;
      const w = 46;
      let out = '';
      for (let i = -1; i <= 1; i++) {
        const x = 200 + i * (w + 2) - w / 2;
        out += fabric(c, d`M${x} ${y}H${x + w}V${shape.hemY - 8}H${x}Z`, look.main).svg;
        out += el('rect', { x, y, width: w, height: 8, fill: look.trim });
        out += stitches(d`M${x + 3} ${y + 12}H${x + w - 3}`, look.main, 1);
      }
      out += tapeStrip(c, d`M188 ${y - 16}H212`, 7);
      out += ribPanel(
        c,
        d`M${200 - shape.hemW} ${shape.hemY - 8}Q200 ${shape.hemY - 2} ${200 + shape.hemW} ${shape.hemY - 8}L${200 + shape.hemW} ${shape.hemY}Q200 ${shape.hemY + 6} ${200 - shape.hemW} ${shape.hemY}Z`,
        look.trim,
      );
      return out;
    },
  });
};

export const bibShorts: Draw = (c, look) => {
  const s = bottom({ top: 168, waist: 64, hem: 366, hemOut: 80, hemIn: 8, crotch: 292, hip: 74 });
  const parts: string[] = [];
  // Straps rise from the front panel and narrow over the shoulders, as bibs lie when flat.
  const strapColour = look.trim;
  for (const sgn of [-1, 1]) {
    const p = d`M${200 + sgn * 30} 172L${200 + sgn * 44} 40`;
    parts.push(path(p, { stroke: edge(strapColour), 'stroke-width': 14.4 }));
    parts.push(path(p, { stroke: strapColour, 'stroke-width': 12 }));
    parts.push(path(p, { stroke: mix(strapColour, '#ffffff', 0.4), 'stroke-width': 1.4, 'stroke-dasharray': '2 3' }));
  }
  const body = fabric(c, s.body, look.main, { volume: true, gloss: true });
  parts.push(body.svg);
  parts.push(
    clipped(
      c,
      body,
      path(d`M${200 - 80} 200L${200 - 58} 200L${200 - 64} 380L${200 - 90} 380Z M${200 + 80} 200L${200 + 58} 200L${200 + 64} 380L${200 + 90} 380Z`, {
        fill: look.trim,
      }),
    ),
  );
  // Silicone leg grippers.
  parts.push(
    ribPanel(
      c,
      d`M${200 - 80} ${s.hemY - 14}L${200 - 8} ${s.hemY - 12}L${200 - 8} ${s.hemY + 3}L${200 - 80} ${s.hemY}Z M${200 + 80} ${s.hemY - 14}L${200 + 8} ${s.hemY - 12}L${200 + 8} ${s.hemY + 3}L${200 + 80} ${s.hemY}Z`,
      shade(look.main, 0.2),
    ),
  );
  parts.push(stitches(d`M200 172V${s.crotch}`, look.main), fold(d`M160 230Q168 290 158 340`, 0.8), fold(d`M244 236Q236 290 246 344`, 0.6));
  return parts.join('');
};

export const rugbyJersey: Draw = (c, look) => {
  const r = rngFor(look, 'rg');
  const long = r.chance(0.5);
  const shape = top({ sleeve: long ? 'long' : 'short', neck: 'v', neckDepth: 30, neckWidth: 30, fit: 1.04, hem: 366 });
  const pattern = hinted(look, r.pick<Pattern>(['hoops', 'hoops', 'band', 'plain', 'halves']));
  const collarColour = isLight(look.main) ? look.trim : tint(look.trim, 0.1);
  return drawTop(c, shape, look, {
    pattern: patternShapes(c, pattern, look.trim, shape, r),
    cuff: long ? 'rib' : 'band',
    cuffColour: look.trim,
    collar: 'none',
    details: () => polloCollar(c, shape, collarColour, 3, look.trim, true) + crest(242, shape.neckBottom + 44, look),
  });
};

/** Shirt collar with button placket, shared by polo, rugby and hurling tops. */
function polloCollar(c: Canvas, shape: TopShape, colour: string, buttons: number, buttonColour: string, rubber = false): string {
  const y0 = shape.neckY;
  const nw = shape.neckW;
  const pb = shape.neckBottom + 44;
  let out = fabric(c, d`M${200 - 11} ${shape.neckBottom - 4}H${200 + 11}V${pb}H${200 - 11}Z`, colour).svg;
  out += stitches(d`M${200 - 7} ${shape.neckBottom}V${pb - 4}M${200 + 7} ${shape.neckBottom}V${pb - 4}`, colour, 1);
  for (let i = 0; i < buttons; i++) out += button(200, shape.neckBottom + 10 + i * 14, rubber ? shade(buttonColour, 0.1) : buttonColour, 3.6);
  // Collar stand behind, then two leaves falling outward over the shoulders.
  out += path(d`M${200 - nw - 2} ${y0 + 2}Q200 ${y0 - 12} ${200 + nw + 2} ${y0 + 2}L${200 + nw - 2} ${y0 + 10}Q200 ${y0 - 2} ${200 - nw + 2} ${y0 + 10}Z`, {
    fill: shade(colour, 0.25),
    stroke: edge(colour),
    'stroke-width': 1.4,
  });
  const leaf = (s: number): string =>
    d`M${200 + s * (nw + 2)} ${y0 + 1}Q${200 + s * (nw + 26)} ${y0 + 8} ${200 + s * (nw + 32)} ${y0 + 20}L${200 + s * 14} ${shape.neckBottom + 6}Q${200 + s * 6} ${shape.neckBottom - 14} ${200 + s * 2} ${y0 + 6}Z`;
  out += fabric(c, leaf(-1), colour).svg + fabric(c, leaf(1), colour).svg;
  out += stitches(
    d`M${200 - nw - 26} ${y0 + 18}L${200 - 16} ${shape.neckBottom - 2}M${200 + nw + 26} ${y0 + 18}L${200 + 16} ${shape.neckBottom - 2}`,
    colour,
    1,
  );
  return out;
}

export const hurlingJersey: Draw = (c, look) => {
  const r = rngFor(look, 'hu');
  const shape = top({ sleeve: r.chance(0.5) ? 'long' : 'short', neck: 'v', neckDepth: 30, fit: 1.02, hem: 366 });
  const pattern = r.pick<Pattern>(['band', 'chevron', 'sash', 'hoops']);
  return drawTop(c, shape, look, {
    pattern: patternShapes(c, pattern, look.trim, shape, r),
    cuff: 'rib',
    cuffColour: look.trim,
    collar: 'none',
    details: () => polloCollar(c, shape, look.trim, 0, look.trim) + crest(244, shape.neckBottom + 46, look),
  });
};

/** Hurling helmet: shell plus face guard bars; sits beside the jersey as the sport's unmistakable cue. */
export const hurlingHelmet: Draw = (c, look) => {
  const shell = fabric(c, d`M70 230Q70 80 200 74Q330 80 330 230L316 262H84Z`, look.trim === look.main ? look.accent : look.main, { gloss: true });
  let out = shell.svg;
  out += path(d`M92 230Q120 140 200 134Q280 140 308 230`, { fill: 'none', stroke: '#000', 'stroke-opacity': 0.18, 'stroke-width': 10 });
  out += path('M120 140Q200 100 300 150', { fill: 'none', stroke: '#fff', 'stroke-opacity': 0.3, 'stroke-width': 8, 'stroke-linecap': 'round' });
  const bar = { fill: 'none', stroke: '#C7CCD2', 'stroke-width': 7, 'stroke-linecap': 'round' as const };
  const barEdge = { ...bar, stroke: '#6E757D', 'stroke-width': 9.6 };
  const guard = d`M92 236Q96 336 200 352Q304 336 308 236 M200 240V352 M132 240Q140 318 200 328Q260 318 268 240 M100 280H300`;
  out += path(guard, barEdge) + path(guard, bar);
  out += el('rect', { x: 78, y: 224, width: 244, height: 18, rx: 8, fill: shade(look.main, 0.5) });
  return out;
};

export const volleyballJersey: Draw = (c, look) => {
  const r = rngFor(look, 'vb');
  const shape = top({ sleeve: 'cap', neck: r.pick(['scoop', 'v'] as const), fit: 0.9, hem: 318, neckWidth: 34 });
  const swoop = path(d`M0 130Q130 150 146 400H0Z M400 130Q270 150 254 400H400Z`, { fill: look.trim });
  return drawTop(c, shape, look, {
    pattern: r.chance(0.5) ? swoop : patternShapes(c, 'chevron', look.trim, shape, r),
    cuff: 'band',
    cuffColour: look.trim,
    collar: 'binding',
    collarColour: look.trim,
    details: () => crest(238, shape.neckBottom + 40, look, 0.85),
  });
};

/* ───────────── street ───────────── */

type TeeGraphic = 'pocket' | 'block' | 'ring' | 'none' | 'stripe';

/** T-shirt; scenes that print their own artwork on the chest ask for a plain one. */
export function tee(fixed?: TeeGraphic): Draw {
  return (c, look) => {
    const r = rngFor(look, 'te');
    const shape = top({ sleeve: 'short', neck: 'crew', fit: r.pick([1, 1.06]), hem: 364 });
    const picked = r.pick<TeeGraphic>(['pocket', 'block', 'ring', 'none', 'stripe']);
    const graphic = fixed ?? picked;
    return drawTop(c, shape, look, {
      cuff: 'band',
      collarColour: look.main,
      details: () => {
        const y = shape.neckBottom;
        switch (graphic) {
          case 'pocket':
            return fabric(c, d`M226 ${y + 38}H262V${y + 80}L244 ${y + 86}L226 ${y + 80}Z`, look.main).svg + stitches(d`M229 ${y + 44}H259`, look.main, 1);
          case 'block': {
            // Retro sunset print: a disc cut by horizontal bars in the cloth colour.
            const cy = y + 78;
            return (
              el('circle', { cx: 200, cy, r: 40, fill: look.trim }) +
              path(d`M156 ${cy + 6}H244M156 ${cy + 18}H244M156 ${cy + 30}H244`, { stroke: look.main, 'stroke-width': 5 }) +
              path(d`M150 ${cy + 44}H250`, { stroke: look.accent === look.trim ? shade(look.trim, 0.2) : look.accent, 'stroke-width': 4 })
            );
          }
          case 'ring':
            return (
              el('circle', { cx: 200, cy: y + 82, r: 38, fill: 'none', stroke: look.trim, 'stroke-width': 9 }) +
              path(d`M176 ${y + 82}L200 ${y + 58}L224 ${y + 82}L200 ${y + 106}Z`, { fill: look.accent })
            );
          case 'stripe':
            return path(d`M${200 - 86} ${y + 70}H${200 + 86}M${200 - 86} ${y + 82}H${200 + 86}`, { stroke: look.trim, 'stroke-width': 6 });
          default:
            return '';
        }
      },
    });
  };
}

export const tshirt: Draw = tee();
export const plainTee: Draw = tee('none');

export const tankTop: Draw = (c, look) => {
  const r = rngFor(look, 'tk');
  const shape = top({ sleeve: 'none', neck: 'scoop', fit: 0.94, strap: r.pick([14, 20]), neckWidth: 40, neckDepth: 52, hem: 366 });
  return drawTop(c, shape, look, {
    collar: 'binding',
    collarColour: r.chance(0.5) ? look.main : look.trim,
    armholeBinding: r.chance(0.5) ? look.main : look.trim,
    details: () => (r.chance(0.5) ? makerMark(236, shape.neckBottom + 40, look.trim) : ''),
  });
};

export const polo: Draw = (c, look) => {
  const r = rngFor(look, 'po');
  const shape = top({ sleeve: 'short', neck: 'v', neckDepth: 24, neckWidth: 30, fit: 1.02, hem: 364 });
  const tipped = r.chance(0.5);
  const collarColour = r.chance(0.3) ? look.trim : look.main;
  return drawTop(c, shape, look, {
    cuff: 'rib',
    cuffColour: collarColour,
    collar: 'none',
    details: () => {
      let out = polloCollar(c, shape, collarColour, r.pick([2, 3]), isLight(look.main) ? '#E8E4DA' : tint(look.main, 0.2));
      if (tipped) {
        out += path(
          d`M${200 - 60} ${shape.neckY + 16}L${200 - 14} ${shape.neckBottom + 2}M${200 + 60} ${shape.neckY + 16}L${200 + 14} ${shape.neckBottom + 2}`,
          { stroke: look.trim, 'stroke-width': 3 },
        );
      }
      // Side vents at the hem.
      out += path(d`M${200 - shape.hemW + 2} ${shape.hemY}l4 -20M${200 + shape.hemW - 2} ${shape.hemY}l-4 -20`, {
        stroke: edge(look.main),
        'stroke-width': 1.4,
      });
      return out + makerMark(238, shape.neckBottom + 44, look.trim);
    },
  });
};

export const sweatshirt: Draw = (c, look) => {
  const r = rngFor(look, 'sw');
  const shape = top({ sleeve: 'long', neck: 'crew', fit: 1.06, hem: 362, neckWidth: 32 });
  return drawTop(c, shape, look, {
    cuff: 'rib',
    hemBand: true,
    collarColour: look.main,
    details: () => {
      let out = path(d`M${200 - 8} ${shape.neckBottom + 4}L200 ${shape.neckBottom + 20}L${200 + 8} ${shape.neckBottom + 4}Z`, {
        fill: shade(look.main, 0.15),
        stroke: edge(look.main),
        'stroke-width': 1,
      });
      // Raglan seams from neck to underarm.
      out += stitches(
        d`M${200 - 30} ${shape.neckY + 4}L${400 - shape.armpit.x + 4} ${shape.armpit.y}M${200 + 30} ${shape.neckY + 4}L${shape.armpit.x - 4} ${shape.armpit.y}`,
        look.main,
        1.1,
      );
      // Left-chest woven badge, the usual small branding on a sweat.
      if (r.chance(0.6) && !look.key.endsWith(':plain')) {
        out += el('rect', { x: 226, y: shape.neckBottom + 40, width: 30, height: 18, rx: 3, fill: look.trim, stroke: edge(look.trim), 'stroke-width': 1 });
        out += stitches(d`M229 ${shape.neckBottom + 43}H253`, look.trim, 0.9);
      }
      return out;
    },
  });
};

/** Outside of a hood, from the left shoulder over the crown to the right shoulder (open at the base). */
export function hoodOutline(shape: TopShape): string {
  const y = shape.neckY;
  return d`M${200 - 86} ${y + 24}C${200 - 80} ${y + 4} ${200 - 84} ${y - 44} ${200 - 50} ${y - 62}Q200 ${y - 84} ${200 + 50} ${y - 62}C${200 + 84} ${y - 44} ${200 + 80} ${y + 4} ${200 + 86} ${y + 24}`;
}

function hood(c: Canvas, shape: TopShape, colour: string, lining: string, fur?: string): string {
  const y = shape.neckY;
  // The hood's base spreads onto the shoulders so it reads as attached, not as a separate head shape.
  const outer = fabric(c, `${hoodOutline(shape)}Z`, colour);
  const inner = d`M${200 - 44} ${y + 26}C${200 - 58} ${y - 24} ${200 - 26} ${y - 50} 200 ${y - 50}C${200 + 26} ${y - 50} ${200 + 58} ${y - 24} ${200 + 44} ${y + 26}L200 ${shape.neckBottom + 10}Z`;
  let out = outer.svg + path(inner, { fill: lining, stroke: edge(colour), 'stroke-width': 1.6 });
  out += path(inner, { fill: '#000', 'fill-opacity': 0.22 });
  if (fur) {
    const rim = d`M${200 - 44} ${y + 26}C${200 - 58} ${y - 24} ${200 - 26} ${y - 50} 200 ${y - 50}C${200 + 26} ${y - 50} ${200 + 58} ${y - 24} ${200 + 44} ${y + 26}`;
    out += path(rim, { fill: 'none', stroke: shade(fur, 0.25), 'stroke-width': 18, 'stroke-linecap': 'round' });
    out += path(rim, { fill: 'none', stroke: fur, 'stroke-width': 14, 'stroke-linecap': 'round', 'stroke-dasharray': '2 3' });
    out += path(rim, { fill: 'none', stroke: tint(fur, 0.4), 'stroke-width': 6, 'stroke-linecap': 'round', 'stroke-dasharray': '1 4' });
  } else {
    out += stitches(
      d`M${200 - 50} ${y + 24}C${200 - 64} ${y - 30} ${200 - 28} ${y - 57} 200 ${y - 57}C${200 + 28} ${y - 57} ${200 + 64} ${y - 30} ${200 + 50} ${y + 24}`,
      colour,
      1.1,
    );
  }
  return out;
}

export function hoodieCut(look: Look): Cut & { zipped: boolean; lining: string } {
  const r = rngFor(look, 'ho');
  const zipped = r.chance(0.3) && !look.key.endsWith(':plain');
  const spec: TopSpec = { sleeve: 'long', neck: 'v', neckDepth: 46, neckWidth: 36, fit: 1.06, hem: 374, top: 84 };
  const shape = top(spec);
  const lining = r.chance(0.5) ? look.trim : shade(look.main, 0.1);
  return { spec, shape, r, zipped, lining };
}

export const hoodie: Draw = (c, look) => {
  const { shape, r, zipped, lining } = hoodieCut(look);
  const body = drawTop(c, shape, look, {
    cuff: 'rib',
    hemBand: true,
    collar: 'none',
    details: () => {
      const y = shape.hemY - 110;
      let out = fabric(c, d`M${200 - 70} ${y}H${200 + 70}L${200 + 92} ${y + 80}H${200 - 92}Z`, look.main).svg;
      out += path(d`M${200 - 70} ${y}Q${200 - 76} ${y + 44} ${200 - 92} ${y + 80}M${200 + 70} ${y}Q${200 + 76} ${y + 44} ${200 + 92} ${y + 80}`, {
        fill: 'none',
        stroke: shade(look.main, 0.5),
        'stroke-width': 2.4,
        'stroke-opacity': 0.8,
      });
      out += stitches(d`M${200 - 64} ${y + 5}H${200 + 64}`, look.main, 1);
      if (zipped) out += zip(200, shape.neckBottom + 6, shape.hemY, look.main);
      else if (r.chance(0.5) && !look.key.endsWith(':plain'))
        out += path(d`M172 ${shape.neckBottom + 56}H228`, { stroke: look.trim, 'stroke-width': 8, 'stroke-linecap': 'round' });
      return out;
    },
  });
  const cords = drawcord(188, shape.neckBottom - 6, 62, look.trim, -6) + drawcord(212, shape.neckBottom - 6, 58, look.trim, 7);
  return hood(c, shape, look.main, lining) + body + cords;
};

/** Stand collar rising above the neckline, as on track tops, puffers and work jackets. */
export function standCollar(c: Canvas, shape: TopShape, colour: string, h = 26): string {
  const y = shape.neckY;
  const w = shape.neckW + 6;
  const p = fabric(
    c,
    d`M${200 - w} ${y + 8}L${200 - w + 4} ${y - h + 8}Q200 ${y - h} ${200 + w - 4} ${y - h + 8}L${200 + w} ${y + 8}Q200 ${y + 18} ${200 - w} ${y + 8}Z`,
    colour,
  );
  return p.svg + stitches(d`M${200 - w + 6} ${y - h + 16}Q200 ${y - h + 8} ${200 + w - 6} ${y - h + 16}`, colour, 1);
}

export function trackCut(look: Look): Cut & { stripes: number; yoke: boolean } {
  const r = rngFor(look, 'ts');
  const spec: TopSpec = { sleeve: 'long', neck: 'crew', neckDepth: 6, fit: 1.04, hem: 350, top: 72 };
  const shape = top(spec);
  const stripes = r.pick([[1], [2], [3]])[0] ?? 2;
  return { spec, shape, r, stripes, yoke: r.chance(0.5) };
}

/** Taped stripes from the shoulder point down the outside of each sleeve; they show from the front and the back. */
export function trackStripes(shape: TopShape, colour: string, stripe: number, extra: Attrs = {}): (side: 0 | 1) => string {
  return (side) => {
    const s = side === 0 ? { x: 400 - shape.shoulder.x, y: shape.shoulder.y } : shape.shoulder;
    const e = shape.sleeveEnd ? (side === 0 ? { x: 400 - shape.sleeveEnd[0].x, y: shape.sleeveEnd[0].y } : shape.sleeveEnd[0]) : s;
    const off = side === 0 ? 1 : -1;
    let out = '';
    for (let i = 0; i < stripe; i++) {
      const o = off * (6 + i * 9);
      out += path(d`M${s.x + o} ${s.y - 4}L${e.x + o} ${e.y}`, { stroke: colour, 'stroke-width': 5, ...extra });
    }
    return out;
  };
}

/** What a track top's two faces share: rib trims, the taped sleeves and the yoke. */
export function trackOptions(c: Canvas, look: Look, cut: ReturnType<typeof trackCut>): TopOptions {
  return {
    cuff: 'rib',
    hemBand: true,
    collar: 'none',
    sleevePattern: trackStripes(cut.shape, look.trim, cut.stripes),
    pattern: cut.yoke ? patternShapes(c, 'yoke', look.trim, cut.shape, cut.r) : '',
  };
}

/** Where the embroidered logo sits on a track top: the wearer's left chest. */
export function trackLogoAt(shape: TopShape): Pt {
  return { x: 240, y: shape.neckBottom + 40 };
}

export const trackJacket: Draw = (c, look) => {
  const cut = trackCut(look);
  const { shape } = cut;
  const logo = trackLogoAt(shape);
  return (
    standCollar(c, shape, look.main) +
    drawTop(c, shape, look, {
      ...trackOptions(c, look, cut),
      details: () =>
        zip(200, shape.neckY - 4, shape.hemY, look.main) +
        stitches(d`M${200 - 40} ${shape.hemY - 100}l-18 50M${200 + 40} ${shape.hemY - 100}l18 50`, look.main) +
        makerMark(logo.x, logo.y, look.trim),
    })
  );
};

/** From behind, trousers keep their stripes, tape, cuffs and side pockets, and show a seat seam and back pockets instead of fly and drawcord. */
export function pants(style: 'track' | 'chino' | 'cargo' | 'work' | 'rain', side: Side = 'front'): Draw {
  return (c, look) => {
    const s = bottom({ top: 14, waist: 78, hem: 392, hemOut: 70, hemIn: 12, crotch: 152, hip: 86 });
    const cuffed = style === 'track';
    const main = look.main;
    const body = fabric(c, s.body, main, { volume: true, texture: true, gloss: style === 'rain' });
    const parts = [body.svg];
    const overlay: string[] = [];
    if (style === 'track') {
      for (const sgn of [-1, 1]) {
        overlay.push(path(d`M${200 + sgn * 80} 30L${200 + sgn * 66} 392`, { stroke: look.trim, 'stroke-width': 9 }));
      }
    }
    if (style === 'work' || style === 'rain') {
      overlay.push(tapeBand(c, 300, 14), tapeBand(c, 330, 14));
    }
    if (overlay.length) parts.push(clipped(c, body, overlay.join('')));
    parts.push(fold(d`M150 140Q160 230 146 330`, 0.8), fold(d`M250 150Q238 240 256 340`, 0.8));
    if (cuffed) {
      parts.push(
        ribPanel(
          c,
          d`M${200 - 70} 370L${200 - 12} 372L${200 - 12} 395L${200 - 70} 392Z M${200 + 70} 370L${200 + 12} 372L${200 + 12} 395L${200 + 70} 392Z`,
          main,
        ),
      );
    } else {
      parts.push(stitches(s.hemStitches[0], main), stitches(s.hemStitches[1], main));
    }
    // Waistband: elastic with drawcord for track and rain, belted for the rest.
    parts.push(ribPanel(c, d`M${200 - 78} 14H${200 + 78}L${200 + 80} 36H${200 - 80}Z`, style === 'track' || style === 'rain' ? main : shade(main, 0.04)));
    const elastic = style === 'track' || style === 'rain';
    if (!elastic) {
      for (const x of [130, 176, 224, 270])
        parts.push(el('rect', { x: x - 3, y: 12, width: 6, height: 28, rx: 2, fill: main, stroke: edge(main), 'stroke-width': 1 }));
    }
    if (side === 'back') {
      parts.push(stitches(d`M200 38V122Q200 146 194 152`, main), path('M200 36V150', { stroke: edge(main), 'stroke-width': 1.2 }));
      if (!elastic) {
        // Jetted back pockets, buttoned.
        for (const sgn of [-1, 1]) {
          parts.push(path(d`M${200 + sgn * 26} 74H${200 + sgn * 72}`, { stroke: shade(main, 0.5), 'stroke-width': 3 }));
          parts.push(button(200 + sgn * 49, 82, shade(main, 0.2), 3.4));
        }
      }
    } else if (elastic) {
      parts.push(drawcord(194, 32, 30, look.trim, -4), drawcord(206, 32, 34, look.trim, 5));
    } else {
      parts.push(button(200, 25, '#B9A172', 4.4));
      parts.push(stitches(d`M206 38V118Q206 130 192 132`, main), path('M200 38V150', { stroke: edge(main), 'stroke-width': 1.2 }));
    }
    if (side === 'front') {
      parts.push(stitches(d`M${200 - 82} 46Q${200 - 60} 64 ${200 - 54} 100M${200 + 82} 46Q${200 + 60} 64 ${200 + 54} 100`, main));
    }
    if (style === 'cargo' || style === 'work') {
      for (const sgn of [-1, 1]) {
        const x = 200 + sgn * 64 - 24;
        parts.push(fabric(c, d`M${x} 200H${x + 48}V258Q${x + 24} 264 ${x} 258Z`, main).svg);
        parts.push(fabric(c, d`M${x - 2} 194H${x + 50}V214H${x - 2}Z`, main).svg);
        parts.push(stitches(d`M${x + 3} 210H${x + 45}`, main, 1));
      }
    }
    return parts.join('');
  };
}

/** Puffer: quilted baffles are the whole identity, so each baffle gets its own rounded highlight. */
export const pufferJacket: Draw = (c, look) => {
  const r = rngFor(look, 'puffer');
  const shape = top({ sleeve: 'long', neck: 'crew', neckDepth: 6, fit: 1.14, hem: 356, top: 70 });
  const h = r.pick([30, 36, 42]);
  const baffle = c.id();
  const grad = c.id();
  c.def(
    el(
      'linearGradient',
      { id: grad, x1: 0, y1: 0, x2: 0, y2: 1 },
      el('stop', { offset: 0, 'stop-color': '#000', 'stop-opacity': 0.22 }) +
        el('stop', { offset: 0.3, 'stop-color': '#fff', 'stop-opacity': 0.16 }) +
        el('stop', { offset: 0.7, 'stop-color': '#fff', 'stop-opacity': 0 }) +
        el('stop', { offset: 1, 'stop-color': '#000', 'stop-opacity': 0.26 }),
    ),
  );
  c.def(
    el(
      'pattern',
      { id: baffle, width: 400, height: h, patternUnits: 'userSpaceOnUse', y: shape.neckY + 14 },
      el('rect', { width: 400, height: h, fill: `url(#${grad})` }) + el('path', { d: `M0 ${h - 0.6}H400`, stroke: shade(look.main, 0.5), 'stroke-width': 1.4 }),
    ),
  );
  const quilt = el('rect', { width: 400, height: 400, fill: `url(#${baffle})` });
  return (
    standCollar(c, shape, look.main, 34) +
    drawTop(c, shape, look, {
      texture: false,
      gloss: true,
      folds: false,
      cuff: 'band',
      cuffColour: shade(look.main, 0.1),
      collar: 'none',
      pattern: quilt,
      sleevePattern: () => quilt,
      details: () =>
        zip(200, shape.neckY - 4 - 20, shape.hemY, look.main, look.trim === look.main ? '#C9CDD3' : mix('#C9CDD3', look.trim, 0.3)) +
        stitches(d`M${200 - 44} ${shape.hemY - 96}l-10 56M${200 + 44} ${shape.hemY - 96}l10 56`, look.main, 1.2),
    })
  );
};

export const bomberJacket: Draw = (c, look) => {
  const r = rngFor(look, 'bomber');
  const shape = top({ sleeve: 'long', neck: 'crew', neckDepth: 18, neckWidth: 34, fit: 1.1, hem: 340, top: 66 });
  const ribColour = r.chance(0.5) ? look.trim : shade(look.main, 0.2);
  const tipping = look.accent;
  return drawTop(c, shape, look, {
    gloss: r.chance(0.5),
    cuff: 'rib',
    cuffColour: ribColour,
    hemBand: true,
    hemColour: ribColour,
    collarColour: ribColour,
    details: () => {
      let out = zip(200, shape.neckY - 4 + 10, shape.hemY, look.main, '#B9A172');
      out += path(d`M${200 - 68} ${shape.hemY - 118}l-22 58M${200 + 68} ${shape.hemY - 118}l22 58`, {
        stroke: shade(look.main, 0.45),
        'stroke-width': 5,
        'stroke-linecap': 'round',
      });
      // Two-line tipping in the rib, a classic flight-jacket detail.
      const y = shape.hemY - 16;
      out += path(d`M${200 - shape.hemW} ${y}Q200 ${y + 5} ${200 + shape.hemW} ${y}M${200 - shape.hemW} ${y - 7}Q200 ${y - 2} ${200 + shape.hemW} ${y - 7}`, {
        fill: 'none',
        stroke: tipping,
        'stroke-width': 2.4,
      });
      // Utility pocket on the left sleeve.
      out += g(
        { transform: `rotate(18 ${400 - shape.shoulder.x - 4} ${shape.shoulder.y + 80})` },
        fabric(c, d`M${400 - shape.shoulder.x - 26} ${shape.shoulder.y + 62}h30v40h-30z`, look.main).svg,
        path(d`M${400 - shape.shoulder.x - 22} ${shape.shoulder.y + 70}h22`, { stroke: '#B9A172', 'stroke-width': 2.4 }),
      );
      return out;
    },
  });
};

export const varsityJacket: Draw = (c, look) => {
  const shape = top({ sleeve: 'long', neck: 'v', neckDepth: 30, neckWidth: 34, fit: 1.08, hem: 346, top: 64 });
  const sleeves = look.trim;
  const ribBase = shade(look.main, 0.08);
  const stripeRib = (colour: string): string => path(shape.neckLine, { fill: 'none', stroke: colour, 'stroke-width': 2.2, transform: 'translate(0 3)' });
  return (
    drawTop(c, shape, look, {
      sleeveColour: sleeves,
      gloss: false,
      cuff: 'rib',
      cuffColour: ribBase,
      hemBand: true,
      hemColour: ribBase,
      collarColour: ribBase,
      details: () => {
        let out = '';
        for (let y = shape.neckBottom + 18; y < shape.hemY - 20; y += 38) {
          out += el('circle', { cx: 200, cy: y, r: 5.4, fill: '#D6D9DD', stroke: '#8A9099', 'stroke-width': 1.2 });
        }
        out += path(d`M200 ${shape.neckBottom}V${shape.hemY}`, { stroke: edge(look.main), 'stroke-width': 1.4 });
        // Welt pockets edged in the sleeve leather.
        out += path(d`M${200 - 62} ${shape.hemY - 110}l-10 60M${200 + 62} ${shape.hemY - 110}l10 60`, {
          stroke: sleeves,
          'stroke-width': 7,
          'stroke-linecap': 'round',
        });
        // Chenille patch: star emblem on felt, the varsity signature without lettering.
        const px = 250;
        const py = shape.neckBottom + 50;
        out += el('circle', { cx: px, cy: py, r: 27, fill: look.accent === look.main ? sleeves : look.accent, stroke: sleeves, 'stroke-width': 4 });
        out += path(starPath(px, py, 17, 7.5), { fill: sleeves, stroke: edge(sleeves), 'stroke-width': 1.2 });
        const y = shape.hemY - 14;
        out += path(d`M${200 - shape.hemW} ${y}Q200 ${y + 5} ${200 + shape.hemW} ${y}M${200 - shape.hemW} ${y - 8}Q200 ${y - 3} ${200 + shape.hemW} ${y - 8}`, {
          fill: 'none',
          stroke: sleeves,
          'stroke-width': 3,
        });
        return out;
      },
    }) + stripeRib(sleeves)
  );
};

export function starPath(cx: number, cy: number, ro: number, ri: number, points = 5): string {
  let out = '';
  for (let i = 0; i < points * 2; i++) {
    const rr = i % 2 === 0 ? ro : ri;
    const a = -Math.PI / 2 + (i * Math.PI) / points;
    out += (i === 0 ? 'M' : 'L') + d`${cx + rr * Math.cos(a)} ${cy + rr * Math.sin(a)}`;
  }
  return `${out}Z`;
}

/* ───────────── safety ───────────── */

function hiVisBands(c: Canvas, ys: number[]): string {
  return ys.map((y) => tapeBand(c, y, 16)).join('');
}

function sleeveTapes(c: Canvas, shape: TopShape, ts: number[]): (side: 0 | 1) => string {
  return (side) => tapeStrip(c, ts.map((t) => sleeveLine(shape, side, t)).join(''), 15);
}

export const hiVisVest: Draw = (c, look) => {
  const r = rngFor(look, 'vest');
  const shape = top({ sleeve: 'none', neck: 'v', neckDepth: 92, neckWidth: 40, fit: 1.06, strap: 36, hem: 372 });
  const binding = isLight(look.trim) ? shade(look.main, 0.35) : look.trim;
  const bands = r.chance(0.5) ? [240, 300] : [250, 306];
  const braces = [-1, 1].map((s) => d`M${200 + s * 58} ${shape.neckY}L${200 + s * 58} ${bands[0] ?? 240}`).join('');
  return drawTop(c, shape, look, {
    collar: 'binding',
    collarColour: binding,
    armholeBinding: binding,
    folds: true,
    texture: true,
    pattern: hiVisBands(c, bands) + tapeStrip(c, braces, 16),
    details: () => {
      let out = path(d`M200 ${shape.neckBottom}V${shape.hemY + 4}`, { stroke: edge(look.main), 'stroke-width': 1.6 });
      out += stitches(d`M196 ${shape.neckBottom + 4}V${shape.hemY - 2}M204 ${shape.neckBottom + 4}V${shape.hemY - 2}`, look.main, 1);
      // ID card pocket with clear window.
      out += el('rect', {
        x: 222,
        y: shape.neckBottom - 26,
        width: 32,
        height: 36,
        rx: 3,
        fill: '#E8EEF2',
        'fill-opacity': 0.55,
        stroke: edge(look.main),
        'stroke-width': 1.2,
      });
      return out + rib(shape.hemLine, binding, 5);
    },
  });
};

export const hiVisJacket: Draw = (c, look) => {
  const r = rngFor(look, 'hvj');
  const shape = top({ sleeve: 'long', neck: 'crew', neckDepth: 6, fit: 1.1, hem: 356, top: 70 });
  const twoTone = r.chance(0.6) && !isLight(look.trim) ? look.trim : null;
  const lower = twoTone ? el('rect', { x: 0, y: 292, width: 400, height: 120, fill: twoTone }) : '';
  return (
    standCollar(c, shape, twoTone ?? look.main, 30) +
    drawTop(c, shape, look, {
      cuff: 'band',
      cuffColour: twoTone ?? shade(look.main, 0.12),
      collar: 'none',
      pattern: lower + hiVisBands(c, [228, 270]),
      sleevePattern: (side) => (twoTone ? el('rect', { x: 0, y: 292, width: 400, height: 120, fill: twoTone }) : '') + sleeveTapes(c, shape, [0.5, 0.68])(side),
      details: () =>
        zip(200, shape.neckY - 18, shape.hemY, look.main) +
        fabric(c, d`M${200 - 80} 150h44v10h-44z`, look.main).svg +
        fabric(c, d`M${200 + 36} 150h44v10h-44z`, look.main).svg,
    })
  );
};

export const coverall: Draw = (c, look) => {
  const r = rngFor(look, 'coverall');
  const legs = bottom({ top: 200, waist: 88, hem: 394, hemOut: 70, hemIn: 12, crotch: 290, hip: 92 });
  const shape = top({ sleeve: 'long', neck: 'crew', neckDepth: 6, fit: 1.02, hem: 232, top: 22, neckWidth: 30 });
  const legPanel = fabric(c, legs.body, look.main, { volume: true, texture: true });
  const hasTape = !/flame|fr\b/i.test(look.key) || r.chance(0.8);
  let out = legPanel.svg;
  out += clipped(c, legPanel, hasTape ? tapeBand(c, 334, 14) + tapeBand(c, 356, 14) : '');
  out += fold(d`M160 250Q170 320 152 380`, 0.8) + fold(d`M246 260Q236 330 252 384`, 0.8);
  out += stitches(legs.hemStitches[0], look.main) + stitches(legs.hemStitches[1], look.main);
  // Knee reinforcement patches.
  out += stitches(d`M${200 - 80} 300H${200 - 22}M${200 + 22} 300H${200 + 80}`, look.main, 1);
  out += standCollar(c, shape, look.main, 20);
  out += drawTop(c, shape, look, {
    cuff: 'band',
    cuffColour: look.trim === look.main ? shade(look.main, 0.15) : look.trim,
    collar: 'none',
    folds: false,
    pattern: hasTape ? tapeBand(c, 150, 14) : '',
    sleevePattern: hasTape ? sleeveTapes(c, shape, [0.55, 0.7]) : undefined,
    details: () => {
      let o = '';
      for (const sgn of [-1, 1]) {
        const x = 200 + sgn * 48 - 22;
        o +=
          fabric(c, d`M${x} 96H${x + 44}V136H${x}Z`, look.main).svg +
          fabric(c, d`M${x - 2} 92H${x + 46}V106Q${x + 22} 112 ${x - 2} 106Z`, look.trim === look.main ? look.main : look.trim).svg;
      }
      return o;
    },
  });
  // Elasticated waist and the long front zip that makes it one garment.
  out += ribPanel(c, d`M${200 - 90} 208H${200 + 90}L${200 + 91} 228H${200 - 91}Z`, look.main);
  out += zip(200, shape.neckY - 10, legs.crotch - 6, look.main);
  return out;
};

export const bibOverall: Draw = (c, look) => {
  const legs = bottom({ top: 150, waist: 84, hem: 394, hemOut: 74, hemIn: 12, crotch: 270, hip: 90 });
  let out = '';
  const strap = shade(look.main, 0.12);
  for (const sgn of [-1, 1]) {
    const p = d`M${200 + sgn * 52} 70L${200 + sgn * 64} 6`;
    out += path(p, { stroke: edge(strap), 'stroke-width': 22 }) + path(p, { stroke: strap, 'stroke-width': 19 });
    out += path(p, { stroke: stitch(strap), 'stroke-width': 1, 'stroke-dasharray': '3 3', transform: `translate(${sgn * 6} 0)` });
    out += el('rect', { x: 200 + sgn * 52 - 10, y: 60, width: 20, height: 16, rx: 3, fill: '#BFC4CA', stroke: '#6E757D', 'stroke-width': 1.2 });
  }
  const legPanel = fabric(c, legs.body, look.main, { volume: true, texture: true });
  out += legPanel.svg + clipped(c, legPanel, tapeBand(c, 320, 14) + tapeBand(c, 350, 14));
  const bib = fabric(c, d`M${200 - 64} 64H${200 + 64}L${200 + 70} 160H${200 - 70}Z`, look.main, { texture: true });
  out += bib.svg + stitches(d`M${200 - 58} 70H${200 + 58}`, look.main);
  out += fabric(c, d`M${200 - 34} 90H${200 + 34}V136Q200 142 ${200 - 34} 136Z`, look.main).svg;
  out += clipped(c, bib, tapeBand(c, 144, 12));
  out += fold(d`M160 200Q170 290 150 370`, 0.8) + fold(d`M246 210Q236 300 252 376`, 0.8);
  out += stitches(legs.hemStitches[0], look.main) + stitches(legs.hemStitches[1], look.main);
  out += path('M200 160V268', { stroke: edge(look.main), 'stroke-width': 1.3 });
  return out;
};

export const hiVisPolo: Draw = (c, look) => {
  const r = rngFor(look, 'hvp');
  const shape = top({ sleeve: 'short', neck: 'v', neckDepth: 24, fit: 1.04, hem: 364 });
  const twoTone = !isLight(look.trim) && r.chance(0.7) ? look.trim : null;
  return drawTop(c, shape, look, {
    cuff: 'rib',
    cuffColour: twoTone ?? look.main,
    collar: 'none',
    pattern: (twoTone ? el('rect', { x: 0, y: 0, width: 400, height: 108, fill: twoTone }) : '') + hiVisBands(c, [232, 276]),
    sleevePattern: twoTone ? () => el('rect', { width: 400, height: 400, fill: twoTone }) : undefined,
    details: () => polloCollar(c, shape, twoTone ?? look.main, 2, '#E8E4DA'),
  });
};

export const parka: Draw = (c, look) => {
  const shape = top({ sleeve: 'long', neck: 'v', neckDepth: 40, neckWidth: 36, fit: 1.14, hem: 388, top: 86 });
  const twoTone = !isLight(look.trim) ? look.trim : null;
  const lower = twoTone ? el('rect', { x: 0, y: 318, width: 400, height: 100, fill: twoTone }) : '';
  const body = drawTop(c, shape, look, {
    cuff: 'band',
    cuffColour: twoTone ?? shade(look.main, 0.12),
    collar: 'none',
    texture: true,
    pattern: lower + hiVisBands(c, [246, 290]),
    sleevePattern: (side) => (twoTone ? el('rect', { x: 0, y: 318, width: 400, height: 100, fill: twoTone }) : '') + sleeveTapes(c, shape, [0.5, 0.66])(side),
    details: () => {
      let o = fabric(c, d`M${200 - 12} ${shape.neckBottom}H${200 + 12}V${shape.hemY + 2}H${200 - 12}Z`, look.main).svg;
      for (let y = shape.neckBottom + 24; y < shape.hemY - 10; y += 44) o += button(200, y, '#BFC4CA', 4);
      for (const sgn of [-1, 1]) {
        const x = 200 + sgn * 62 - 30;
        o += fabric(c, d`M${x} 318H${x + 60}V368H${x}Z`, look.main).svg;
        o += fabric(c, d`M${x - 3} 310H${x + 63}V330Q${x + 30} 336 ${x - 3} 330Z`, twoTone ?? look.main).svg;
      }
      return o;
    },
  });
  return hood(c, shape, look.main, shade(look.main, 0.2), '#C9B99A') + body;
};

export const rainJacket: Draw = (c, look) => {
  const shape = top({ sleeve: 'long', neck: 'v', neckDepth: 34, neckWidth: 34, fit: 1.1, hem: 372, top: 84 });
  const body = drawTop(c, shape, look, {
    cuff: 'band',
    cuffColour: shade(look.main, 0.1),
    collar: 'none',
    gloss: true,
    texture: false,
    pattern: hiVisBands(c, [240, 284]),
    sleevePattern: sleeveTapes(c, shape, [0.52, 0.68]),
    details: () => {
      let o = fabric(c, d`M${200 - 10} ${shape.neckBottom}H${200 + 10}V${shape.hemY + 2}H${200 - 10}Z`, look.main, { gloss: true }).svg;
      for (let y = shape.neckBottom + 20; y < shape.hemY - 10; y += 40) o += el('circle', { cx: 200, cy: y, r: 3.2, fill: shade(look.main, 0.4) });
      o += path(d`M${200 - 50} 150Q${200 - 30} 200 ${200 - 40} 330`, {
        fill: 'none',
        stroke: '#fff',
        'stroke-opacity': 0.25,
        'stroke-width': 5,
        'stroke-linecap': 'round',
      });
      return o;
    },
  });
  return hood(c, shape, look.main, shade(look.main, 0.2)) + body;
};

/* ───────────── a few props drawn in the garment box ───────────── */

/** Neatly folded garment seen from above: used for stacks in kit and shipping scenes. */
export function folded(c: Canvas, look: Look): string {
  const body = fabric(c, 'M60 120Q60 100 80 100H320Q340 100 340 120V300Q340 318 322 318H78Q60 318 60 300Z', look.main, { volume: true, texture: true });
  let out = body.svg;
  out += clipped(c, body, el('rect', { x: 0, y: 232, width: 400, height: 26, fill: look.trim }));
  out += path('M140 100Q200 150 260 100', { fill: shade(look.main, 0.35), stroke: edge(look.main), 'stroke-width': 1.4 });
  out += rib('M140 100Q200 150 260 100', look.trim, 8);
  out += stitches('M72 112V306M328 112V306', look.main, 1.1);
  out += fold('M90 180Q200 196 310 176', 0.7);
  out += crest(252, 170, look, 1);
  return out;
}
