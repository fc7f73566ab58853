/**
 * Workshop props drawn around the origin (0, 0) so scenes can place, scale
 * and rotate them freely: spools, needles, shears, swatches, hoops, screens,
 * rhinestones, tape measures, cartons, pattern pieces and the like.
 */
import { type Canvas, el, g, path, d } from './svg.js';
import { shade, tint } from './palette.js';
import { fabric, stitches, type Panel } from './cloth.js';
import { makeRng } from './random.js';

const WOOD = '#C99A66';
const STEEL = '#C4CAD1';

function vGrad(c: Canvas, name: string, stops: Array<[number, string]>, horizontal = false): string {
  return c.shared(name, (id) =>
    el(
      'linearGradient',
      { id, x1: 0, y1: 0, x2: horizontal ? 1 : 0, y2: horizontal ? 0 : 1 },
      stops.map(([o, col]) => el('stop', { offset: o, 'stop-color': col })).join(''),
    ),
  );
}

/** Cylinder shading reused by spools, rollers and handles. */
function cylinder(c: Canvas): string {
  return c.shared('cyl', (id) =>
    el(
      'linearGradient',
      { id, x1: 0, y1: 0, x2: 1, y2: 0 },
      el('stop', { offset: 0, 'stop-color': '#000', 'stop-opacity': 0.28 }) +
        el('stop', { offset: 0.35, 'stop-color': '#fff', 'stop-opacity': 0.28 }) +
        el('stop', { offset: 0.55, 'stop-color': '#fff', 'stop-opacity': 0 }) +
        el('stop', { offset: 1, 'stop-color': '#000', 'stop-opacity': 0.32 }),
    ),
  );
}

/** Thread spool, 92 × 160, standing upright. */
export function spool(c: Canvas, thread: string): string {
  const cyl = cylinder(c);
  const wind = c.shared(`wind-${thread}`, (id) =>
    el(
      'pattern',
      { id, width: 6, height: 3, patternUnits: 'userSpaceOnUse', patternTransform: 'rotate(-8)' },
      el('path', { d: 'M0 1.5H6', stroke: shade(thread, 0.3), 'stroke-width': 0.8, 'stroke-opacity': 0.6 }),
    ),
  );
  const flange = (y: number): string =>
    el('rect', { x: -46, y: y - 6, width: 92, height: 12, rx: 4, fill: WOOD, stroke: shade(WOOD, 0.35), 'stroke-width': 1.2 }) +
    el('rect', { x: -46, y: y - 6, width: 92, height: 12, rx: 4, fill: `url(#${cyl})` });
  return (
    flange(72) +
    el('rect', { x: -38, y: -66, width: 76, height: 132, fill: thread }) +
    el('rect', { x: -38, y: -66, width: 76, height: 132, fill: `url(#${wind})` }) +
    el('rect', { x: -38, y: -66, width: 76, height: 132, fill: `url(#${cyl})` }) +
    flange(-72) +
    el('ellipse', { cx: 0, cy: -78, rx: 44, ry: 6, fill: tint(WOOD, 0.25), stroke: shade(WOOD, 0.3), 'stroke-width': 1 }) +
    el('ellipse', { cx: 0, cy: -78, rx: 9, ry: 2.6, fill: shade(WOOD, 0.6) })
  );
}

/** Loose thread trailing from a spool or needle. */
export function thread(pathData: string, colour: string, width = 2.2): string {
  return (
    path(pathData, { class: 'ln', stroke: shade(colour, 0.25), 'stroke-width': width + 1 }) +
    path(pathData, { class: 'ln', stroke: colour, 'stroke-width': width })
  );
}

/** Hand needle lying along +x from the origin, eye at the origin. */
export function needle(c: Canvas, length = 240): string {
  const grad = vGrad(c, 'needle', [
    [0, '#F4F6F8'],
    [0.5, '#AEB5BD'],
    [1, '#6F7780'],
  ]);
  return (
    path(d`M-4 -4.2Q-8 0 -4 4.2L${length * 0.75} 2.4L${length} 0L${length * 0.75} -2.4Z`, { fill: `url(#${grad})`, stroke: '#5F666E', 'stroke-width': 0.8 }) +
    el('ellipse', { cx: 8, cy: 0, rx: 8, ry: 1.6, fill: '#3A3F46' }) +
    path(d`M22 -1.6L${length * 0.8} -0.8`, { stroke: '#fff', 'stroke-opacity': 0.8, 'stroke-width': 0.9 })
  );
}

/** Tailor's shears, closed, 300 long, pointing +x. */
export function shears(c: Canvas, handle = '#1C1D21'): string {
  const blade = vGrad(c, 'blade', [
    [0, '#EEF1F4'],
    [0.5, '#B7BEC6'],
    [1, '#7C848D'],
  ]);
  const b = { fill: `url(#${blade})`, stroke: '#5F666E', 'stroke-width': 1 };
  return (
    path('M40 -6L300 -2Q296 4 286 5L40 12Z', b) +
    path('M40 10L290 6Q280 -2 272 -4L40 -10Z', { ...b, 'fill-opacity': 0.92 }) +
    el('circle', { cx: 46, cy: 1, r: 6, fill: '#8A929B', stroke: '#4F565E', 'stroke-width': 1 }) +
    path('M44 -8Q10 -40 -40 -34Q-70 -28 -58 -8Q-40 8 44 2Z', { fill: handle, stroke: shade(handle, 0.4), 'stroke-width': 1 }) +
    path('M-30 -24Q-50 -22 -46 -12Q-40 -4 0 -8Q0 -24 -30 -24Z', { fill: '#F4F2EE', 'fill-opacity': 0.9 }) +
    path('M44 6Q20 40 -20 44Q-52 44 -44 24Q-34 10 44 6Z', { fill: handle, stroke: shade(handle, 0.4), 'stroke-width': 1 }) +
    path('M-10 34Q-34 34 -30 26Q-24 18 6 16Q2 32 -10 34Z', { fill: '#F4F2EE', 'fill-opacity': 0.9 })
  );
}

export type Weave = 'plain' | 'twill' | 'check' | 'stripe' | 'mesh' | 'denim' | 'knit';

function weavePattern(c: Canvas, weave: Weave, colour: string, second: string): string {
  return c.shared(`weave-${weave}-${colour}-${second}`, (id) => {
    const line = (dd: string, col: string, w: number, op = 1): string => el('path', { d: dd, stroke: col, 'stroke-width': w, 'stroke-opacity': op });
    switch (weave) {
      case 'check':
        return el(
          'pattern',
          { id, width: 36, height: 36, patternUnits: 'userSpaceOnUse' },
          el('rect', { width: 18, height: 36, fill: second, 'fill-opacity': 0.45 }) + el('rect', { width: 36, height: 18, fill: second, 'fill-opacity': 0.45 }),
        );
      case 'stripe':
        return el('pattern', { id, width: 24, height: 24, patternUnits: 'userSpaceOnUse' }, el('rect', { width: 8, height: 24, fill: second }));
      case 'mesh':
        return el('pattern', { id, width: 8, height: 8, patternUnits: 'userSpaceOnUse' }, el('circle', { cx: 4, cy: 4, r: 2, fill: shade(colour, 0.35) }));
      case 'denim':
        return el(
          'pattern',
          { id, width: 4, height: 4, patternUnits: 'userSpaceOnUse', patternTransform: 'rotate(-30)' },
          line('M0 1H4', tint(colour, 0.35), 1.2, 0.7),
        );
      case 'knit':
        return el('pattern', { id, width: 8, height: 8, patternUnits: 'userSpaceOnUse' }, line('M0 0L4 8L8 0', shade(colour, 0.2), 1, 0.6));
      case 'twill':
        return el(
          'pattern',
          { id, width: 6, height: 6, patternUnits: 'userSpaceOnUse', patternTransform: 'rotate(45)' },
          line('M0 0V6', shade(colour, 0.25), 2, 0.45),
        );
      default:
        return el('pattern', { id, width: 4, height: 4, patternUnits: 'userSpaceOnUse' }, line('M0 2H4M2 0V4', shade(colour, 0.15), 0.6, 0.5));
    }
  });
}

/** Pinked-edge fabric swatch, 220 square, centred on the origin. */
export function swatch(c: Canvas, colour: string, weave: Weave, second = '#FFFFFF', size = 220): string {
  const h = size / 2;
  const step = 10;
  let dd = `M${-h} ${-h}`;
  const edgeRun = (x0: number, y0: number, dx: number, dy: number, nx: number, ny: number): void => {
    const count = Math.round(size / step);
    for (let i = 1; i <= count; i++) {
      const mid = i - 0.5;
      dd += d`L${x0 + dx * mid * step + nx * 4} ${y0 + dy * mid * step + ny * 4}L${x0 + dx * i * step} ${y0 + dy * i * step}`;
    }
  };
  edgeRun(-h, -h, 1, 0, 0, -1);
  edgeRun(h, -h, 0, 1, 1, 0);
  edgeRun(h, h, -1, 0, 0, 1);
  edgeRun(-h, h, 0, -1, -1, 0);
  const p = fabric(c, `${dd}Z`, colour, { texture: false });
  return p.svg + el('use', { href: `#${p.id}`, fill: `url(#${weavePattern(c, weave, colour, second)})` });
}

/** Embroidery hoop holding cloth, radius 150, with a satin-stitched flower-and-leaf motif. */
export function hoop(c: Canvas, cloth: string, colours: string[]): string {
  const cyl = vGrad(c, 'hoopwood', [
    [0, tint(WOOD, 0.25)],
    [1, shade(WOOD, 0.25)],
  ]);
  const face = fabric(c, 'M-140 0A140 140 0 1 0 140 0A140 140 0 1 0 -140 0Z', cloth, { texture: true });
  let motif = '';
  const petal = colours[0] ?? '#C0262D';
  const leaf = colours[1] ?? '#2E8B57';
  const centre = colours[2] ?? '#F2C832';
  const satin = (fill: string): string =>
    c.shared(`satin-${fill}`, (id) =>
      el(
        'pattern',
        { id, width: 3, height: 3, patternUnits: 'userSpaceOnUse', patternTransform: 'rotate(60)' },
        el('path', { d: 'M0 1.5H3', stroke: tint(fill, 0.35), 'stroke-width': 0.9 }),
      ),
    );
  for (const [ang, len] of [
    [-50, 70],
    [130, 60],
  ] as const) {
    const t = `rotate(${ang})`;
    motif += g(
      { transform: t },
      path('M0 0Q30 -26 70 0Q30 26 0 0Z', { fill: leaf, stroke: shade(leaf, 0.35), 'stroke-width': 1, transform: `scale(${len / 70})` }),
      path('M0 0Q30 -26 70 0Q30 26 0 0Z', { fill: `url(#${satin(leaf)})`, transform: `scale(${len / 70})` }),
      path('M4 0H62', { stroke: shade(leaf, 0.35), 'stroke-width': 1.2 }),
    );
  }
  for (let i = 0; i < 6; i++) {
    motif += g(
      { transform: `rotate(${i * 60})` },
      path('M0 -8Q-22 -40 0 -58Q22 -40 0 -8Z', { fill: petal, stroke: shade(petal, 0.35), 'stroke-width': 1 }),
      path('M0 -8Q-22 -40 0 -58Q22 -40 0 -8Z', { fill: `url(#${satin(petal)})` }),
    );
  }
  motif += el('circle', { r: 14, fill: centre, stroke: shade(centre, 0.35), 'stroke-width': 1 });
  motif += el('circle', { r: 14, fill: '#000', 'fill-opacity': 0.08 });
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4;
    motif += el('circle', { cx: Math.cos(a) * 7, cy: Math.sin(a) * 7, r: 1.8, fill: shade(centre, 0.3) });
  }
  return (
    el('circle', { r: 154, fill: 'none', stroke: shade(WOOD, 0.35), 'stroke-width': 20 }) +
    el('circle', { r: 154, fill: 'none', stroke: `url(#${cyl})`, 'stroke-width': 17 }) +
    face.svg +
    g({ transform: 'translate(4 8) scale(1.45)' }, motif) +
    el('circle', { r: 140, fill: 'none', stroke: shade(WOOD, 0.2), 'stroke-width': 8 }) +
    el('circle', { r: 140, fill: 'none', stroke: tint(WOOD, 0.15), 'stroke-width': 5 }) +
    // Screw clamp at the top of the hoop.
    el('rect', { x: -16, y: -178, width: 32, height: 26, rx: 4, fill: WOOD, stroke: shade(WOOD, 0.4), 'stroke-width': 1.2 }) +
    el('rect', { x: -26, y: -170, width: 52, height: 8, rx: 4, fill: STEEL, stroke: '#6E757D', 'stroke-width': 1 }) +
    el('circle', { cx: 30, cy: -166, r: 8, fill: STEEL, stroke: '#6E757D', 'stroke-width': 1 })
  );
}

/** Screen-printing frame with mesh and an exposed stencil; 360 × 270, centred. */
export function screen(c: Canvas, emulsion: string, stencil: string): string {
  const frame = vGrad(
    c,
    'alu',
    [
      [0, '#E1E5EA'],
      [0.5, '#B9C0C8'],
      [1, '#8E969F'],
    ],
    true,
  );
  const mesh = c.shared('mesh', (id) =>
    el('pattern', { id, width: 3, height: 3, patternUnits: 'userSpaceOnUse' }, el('path', { d: 'M0 0H3M0 0V3', stroke: '#A39B70', 'stroke-width': 0.5 })),
  );
  return (
    el('rect', { x: -180, y: -135, width: 360, height: 270, rx: 6, fill: `url(#${frame})`, stroke: '#6E757D', 'stroke-width': 1.4 }) +
    el('rect', { x: -158, y: -113, width: 316, height: 226, fill: '#EDE4B8' }) +
    el('rect', { x: -158, y: -113, width: 316, height: 226, fill: `url(#${mesh})` }) +
    // Emulsion everywhere except the open stencil, drawn with even-odd so the artwork stays open mesh.
    path(`M-150 -105H150V105H-150Z ${stencil}`, { fill: emulsion, 'fill-rule': 'evenodd', 'fill-opacity': 0.92 }) +
    path(`M-150 -105H150V105H-150Z`, { fill: 'none', stroke: shade(emulsion, 0.3), 'stroke-width': 1 }) +
    el('rect', { x: -158, y: -113, width: 316, height: 226, fill: 'none', stroke: '#7C848D', 'stroke-width': 2 })
  );
}

/** Abstract stencil artwork for screens: a bold crest-and-bars mark, no lettering. */
export const STENCIL = 'M-70 -60L0 -80L70 -60V0Q70 50 0 80Q-70 50 -70 0Z M-40 -30H40V-14H-40Z M-40 4H40V20H-40Z';

/** Squeegee: wooden handle with a rubber blade along the bottom, 300 wide. */
export function squeegee(): string {
  return (
    el('rect', { x: -150, y: -34, width: 300, height: 40, rx: 6, fill: WOOD, stroke: shade(WOOD, 0.4), 'stroke-width': 1.2 }) +
    el('rect', { x: -150, y: -30, width: 300, height: 8, fill: '#fff', 'fill-opacity': 0.22 }) +
    el('rect', { x: -146, y: 6, width: 292, height: 16, fill: '#2F6F5E', stroke: '#1D4A3E', 'stroke-width': 1 })
  );
}

/** Rhinestone: faceted crystal in a silver setting; r is the stone radius. */
export function gem(c: Canvas, r: number, colour = '#E8EEF6'): string {
  const facet = c.shared(`gem-${colour}`, (id) =>
    el(
      'radialGradient',
      { id, cx: 0.35, cy: 0.3, r: 0.8 },
      el('stop', { offset: 0, 'stop-color': '#fff' }) +
        el('stop', { offset: 0.45, 'stop-color': colour }) +
        el('stop', { offset: 1, 'stop-color': shade(colour, 0.45) }),
    ),
  );
  let oct = '';
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4 + Math.PI / 8;
    oct += (i ? 'L' : 'M') + d`${Math.cos(a) * r * 0.62} ${Math.sin(a) * r * 0.62}`;
  }
  return (
    el('circle', { r: r * 1.12, fill: '#9CA3AB', stroke: '#6E757D', 'stroke-width': 0.6 }) +
    el('circle', { r, fill: `url(#${facet})` }) +
    path(`${oct}Z`, { fill: '#fff', 'fill-opacity': 0.35, stroke: '#fff', 'stroke-opacity': 0.6, 'stroke-width': 0.6 })
  );
}

/** Four-point sparkle for glints on stones and foil. */
export function sparkle(x: number, y: number, r: number, colour = '#FFFFFF'): string {
  return path(
    d`M${x} ${y - r}Q${x + r * 0.12} ${y - r * 0.12} ${x + r} ${y}Q${x + r * 0.12} ${y + r * 0.12} ${x} ${y + r}Q${x - r * 0.12} ${y + r * 0.12} ${x - r} ${y}Q${x - r * 0.12} ${y - r * 0.12} ${x} ${y - r}Z`,
    { fill: colour },
  );
}

/** Tape measure ribbon along a path: tick marks only, no numerals. */
export function tapeMeasure(pathData: string, colour = '#E8C15A'): string {
  return (
    path(pathData, { class: 'ln', stroke: shade(colour, 0.35), 'stroke-width': 30 }) +
    path(pathData, { class: 'ln', stroke: colour, 'stroke-width': 27 }) +
    path(pathData, { fill: 'none', stroke: '#3A3F46', 'stroke-width': 12, 'stroke-dasharray': '1.2 6.8', transform: 'translate(0 -6)' }) +
    path(pathData, { fill: 'none', stroke: '#3A3F46', 'stroke-width': 6, 'stroke-dasharray': '1.2 38.8', transform: 'translate(0 -9)' })
  );
}

/** Kraft shipping carton in three-quarter view, lid open; about 320 wide. */
export function carton(contents = ''): string {
  const kraft = '#C79E6A';
  return (
    path('M-150 -40L0 -100L150 -40L0 20Z', { fill: shade(kraft, 0.45) }) +
    contents +
    path('M-150 -40L0 20V170L-150 110Z', { fill: kraft, stroke: shade(kraft, 0.4), 'stroke-width': 1.2 }) +
    path('M0 20L150 -40V110L0 170Z', { fill: shade(kraft, 0.14), stroke: shade(kraft, 0.4), 'stroke-width': 1.2 }) +
    path('M-150 -40L-220 -10L-70 50L0 20Z', { fill: tint(kraft, 0.1), stroke: shade(kraft, 0.4), 'stroke-width': 1.2 }) +
    path('M150 -40L220 -10L70 50L0 20Z', { fill: shade(kraft, 0.05), stroke: shade(kraft, 0.4), 'stroke-width': 1.2 }) +
    path('M-60 -16L-36 -6V120L-60 110Z', { fill: '#D9C7A4', 'fill-opacity': 0.8 }) +
    path('M-118 40L-38 72V110L-118 78Z', { fill: '#F4F2EE', stroke: '#9A8F7C', 'stroke-width': 0.8 }) +
    path('M-108 54L-50 77M-108 64L-70 79', { stroke: '#9A8F7C', 'stroke-width': 2 })
  );
}

/** Paper pattern piece with seam allowance, notches and a grain-line arrow. */
export function patternPiece(outline: string, cx: number, cy: number, grainLength: number, paper = '#F3ECDC'): string {
  // The sewing line sits inside the cutting line; scaling about the centre is close enough for a drawing.
  const inner = `translate(${cx} ${cy}) scale(0.9) translate(${-cx} ${-cy})`;
  return (
    path(outline, { fill: paper, stroke: '#8C806A', 'stroke-width': 1.4 }) +
    path(outline, { fill: 'none', stroke: '#B0452F', 'stroke-width': 1.3, 'stroke-dasharray': '6 4', transform: inner }) +
    path(d`M${cx} ${cy - grainLength / 2}V${cy + grainLength / 2}`, { stroke: '#2B3A55', 'stroke-width': 1.6 }) +
    path(d`M${cx} ${cy - grainLength / 2}l-6 12h12zM${cx} ${cy + grainLength / 2}l-6 -12h12z`, { fill: '#2B3A55' })
  );
}

/** Sketchbook page with a pencil garment sketch, 300 × 380. */
export function sketchbook(sketch: string): string {
  let rings = '';
  for (let x = -120; x <= 120; x += 24) {
    rings += el('ellipse', { cx: x, cy: -190, rx: 5, ry: 10, fill: 'none', stroke: '#6E757D', 'stroke-width': 2.4 });
  }
  return (
    el('rect', { x: -154, y: -186, width: 308, height: 380, rx: 6, fill: '#2B2F36' }) +
    el('rect', { x: -148, y: -184, width: 296, height: 372, rx: 4, fill: '#FBF8F1', stroke: '#D8D0BE', 'stroke-width': 1 }) +
    sketch +
    rings
  );
}

/** Pencil pointing +x from the origin, 220 long. */
export function pencil(body = '#E3B341'): string {
  return (
    el('rect', { x: 0, y: -7, width: 170, height: 14, fill: body, stroke: shade(body, 0.35), 'stroke-width': 1 }) +
    el('rect', { x: 0, y: -7, width: 170, height: 5, fill: '#fff', 'fill-opacity': 0.25 }) +
    el('rect', { x: -18, y: -7, width: 18, height: 14, rx: 3, fill: '#D98A8A' }) +
    el('rect', { x: -4, y: -7.5, width: 8, height: 15, fill: '#B9BEC4' }) +
    path('M170 -7L204 0L170 7Z', { fill: '#E9D2A8', stroke: shade('#E9D2A8', 0.35), 'stroke-width': 1 }) +
    path('M196 -1.7L204 0L196 1.7Z', { fill: '#3A3F46' })
  );
}

/** Pumice stones used for acid and stone washing. */
export function pumice(seed: string): string {
  const r = makeRng(seed);
  const stone = '#B9B4A8';
  let out = '';
  for (let i = 0; i < 3; i++) {
    const cx = i * 70 - 70;
    const cy = r.range(-10, 10);
    const rx = r.range(34, 46);
    const ry = r.range(24, 32);
    out += el('ellipse', {
      cx,
      cy,
      rx,
      ry,
      fill: stone,
      stroke: shade(stone, 0.3),
      'stroke-width': 1,
      transform: `rotate(${Math.round(r.range(-25, 25))} ${cx} ${cy})`,
    });
    out += el('ellipse', { cx: cx - rx * 0.25, cy: cy - ry * 0.35, rx: rx * 0.5, ry: ry * 0.3, fill: '#fff', 'fill-opacity': 0.25 });
    for (let k = 0; k < 7; k++)
      out += el('circle', {
        cx: cx + r.range(-rx * 0.7, rx * 0.7),
        cy: cy + r.range(-ry * 0.6, ry * 0.6),
        r: r.range(1.2, 3),
        fill: shade(stone, 0.35),
        'fill-opacity': 0.7,
      });
  }
  return out;
}

/** Embroidered badge with a merrowed (whip-stitched) border; radius 110. */
export function patch(c: Canvas, base: string, border: string, emblem: string): string {
  return (
    el('circle', { r: 110, fill: base, stroke: shade(base, 0.35), 'stroke-width': 1 }) +
    el('circle', { r: 110, fill: `url(#${weavePattern(c, 'twill', base, base)})` }) +
    el('circle', { r: 104, fill: 'none', stroke: shade(border, 0.3), 'stroke-width': 16 }) +
    el('circle', { r: 104, fill: 'none', stroke: border, 'stroke-width': 14, 'stroke-dasharray': '2.2 1.2' }) +
    emblem
  );
}

/** Folded-garment stack seen from the front: each layer is a soft rounded slab. */
export function stack(c: Canvas, colours: Array<{ main: string; trim: string }>, width = 300): string {
  let out = '';
  colours.forEach((col, i) => {
    const y = -i * 38;
    const p: Panel = fabric(
      c,
      d`M${-width / 2} ${y}Q${-width / 2} ${y - 34} ${-width / 2 + 16} ${y - 36}H${width / 2 - 16}Q${width / 2} ${y - 34} ${width / 2} ${y}Q${width / 2} ${y + 6} ${width / 2 - 10} ${y + 6}H${-width / 2 + 10}Q${-width / 2} ${y + 6} ${-width / 2} ${y}Z`,
      col.main,
    );
    out += p.svg;
    out += path(d`M${-width / 2 + 8} ${y - 14}H${width / 2 - 8}`, { stroke: col.trim, 'stroke-width': 6 });
    out += stitches(d`M${-width / 2 + 10} ${y - 4}H${width / 2 - 10}`, col.main, 1);
  });
  return out;
}
