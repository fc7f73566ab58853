/**
 * Close-ups: a product's decoration from a hand's breadth away, the photo a buyer zooms into to
 * judge print, embroidery and cloth. Each is its garment's own drawing (front or back, so the crop
 * matches the product's other photos exactly) enlarged round the decoration, with what only shows
 * from near laid over it: the knit of the cloth, flatlock and satin stitches, the relief of puff
 * ink. Each draws in the 400×400 box, which the product layout stretches over the whole picture.
 */
import { type Canvas, el, g, path, translate } from './svg.js';
import { shade, stitch, tint } from './palette.js';
import { rib, shadowFilterId } from './cloth.js';
import {
  hoodieCut,
  makerMarkPath,
  soccerCollarColour,
  soccerCrestAt,
  soccerCut,
  soccerJersey,
  trackCut,
  trackJacket,
  trackLogoAt,
  trackStripes,
  type Draw,
} from './garments.js';
import { backShape, hoodieBackView, hoodiePrintY } from './backs.js';

/** Enlarges the 400 box k times round (x, y), which lands at the box's centre. */
function zoomOn(x: number, y: number, k: number): string {
  return translate(200 - x * k, 200 - y * k, k);
}

/** Content cut to a panel's outline (a path in garment units). */
function within(c: Canvas, outline: string, content: string): string {
  const clip = c.id();
  c.def(el('clipPath', { id: clip }, path(outline)));
  return g({ 'clip-path': `url(#${clip})` }, content);
}

/** A repeating tile laid over one panel: the tile is in garment units, so it grows with the zoom like the cloth. */
function texture(c: Canvas, outline: string, size: number, tile: string): string {
  const pattern = c.id();
  c.def(el('pattern', { id: pattern, width: size, height: size, patternUnits: 'userSpaceOnUse' }, tile));
  return within(c, outline, el('rect', { width: 400, height: 400, fill: `url(#${pattern})` }));
}

/** A zigzag along a straight seam, as a flatlock machine sews it over the joined edges. */
function flatlock(from: { x: number; y: number }, to: { x: number; y: number }, colour: string): string {
  const len = Math.hypot(to.x - from.x, to.y - from.y);
  const ux = (to.x - from.x) / len;
  const uy = (to.y - from.y) / len;
  const steps = Math.floor(len / 1.6);
  let zig = '';
  for (let i = 0; i <= steps; i++) {
    const t = i * 1.6;
    const side = i % 2 === 0 ? 1.3 : -1.3;
    zig += `${i ? 'L' : 'M'}${(from.x + ux * t - uy * side).toFixed(1)} ${(from.y + uy * t + ux * side).toFixed(1)}`;
  }
  return path(zig, { fill: 'none', stroke: colour, 'stroke-width': 0.35, 'stroke-linejoin': 'round' });
}

/**
 * Sublimated soccer jersey at the crest: the dye is in the fibre, so the interlock's fine mesh
 * runs unbroken through crest and cloth alike; the collar's rib and the flatlock shoulder seam
 * show beside it.
 */
export const soccerCloseUp: Draw = (c, look) => {
  const { shape, pattern } = soccerCut(look);
  const crest = soccerCrestAt(shape);
  // The seam runs just inside the shoulder's edge.
  const neck = { x: 200 + shape.neckW, y: shape.neckY + 2.2 };
  const shoulder = { x: shape.shoulder.x - 1, y: shape.shoulder.y + 2 };
  const mesh =
    el('circle', { cx: 0.5, cy: 0.5, r: 0.36, fill: '#000', 'fill-opacity': 0.2 }) +
    el('circle', { cx: 1.5, cy: 1.5, r: 0.36, fill: '#000', 'fill-opacity': 0.2 }) +
    path('M0 1H2M1 0V2', { stroke: '#fff', 'stroke-opacity': 0.07, 'stroke-width': 0.5 });
  return g(
    { transform: zoomOn(crest.x - 8, crest.y - 18, 3.7) },
    soccerJersey(c, look),
    texture(c, shape.body, 2, mesh),
    // The collar is rib knit, not mesh: laid again over the mesh, as drawTop lays it.
    rib(shape.neckLine, soccerCollarColour(look, pattern), 9, 'butt'),
    flatlock(neck, shoulder, stitch(look.main)),
    // Twin-needle cover stitch holding the rib collar.
    path(shape.neckLine, { class: 'st', stroke: stitch(look.main), 'stroke-width': 0.5, transform: 'translate(0 6.5)' }),
  );
};

/**
 * Track top at the shoulder: the embroidered logo's satin stitches lie across the mark and stand
 * off the cloth, beside the woven stripe tape down the sleeve, the coil zip and the tricot's fine
 * vertical wales.
 */
export const trackCloseUp: Draw = (c, look) => {
  const cut = trackCut(look);
  const { shape } = cut;
  const logo = trackLogoAt(shape);
  const mark = makerMarkPath(logo.x, logo.y);
  const thread = look.trim;
  const wales =
    path('M0.35 0V1.4', { stroke: '#000', 'stroke-opacity': 0.05, 'stroke-width': 0.35 }) +
    path('M1 0V1.4', { stroke: '#fff', 'stroke-opacity': 0.06, 'stroke-width': 0.3 });
  const line = { fill: 'none', 'stroke-linecap': 'round' } as const;
  const raised = shadowFilterId(c, 0.35, 0.6, 0.5);
  // Woven tape shows its ribs across the stripe: the same stripes, dashed finely in a shade of the tape.
  const ribs = trackStripes(shape, shade(look.trim, 0.18), cut.stripes, { 'stroke-dasharray': '0.3 0.5' })(1);
  return g(
    { transform: zoomOn(logo.x + 12, logo.y - 2, 3.6) },
    trackJacket(c, look),
    texture(c, shape.body, 1.4, wales),
    shape.sleeves ? within(c, shape.sleeves[1], ribs) : '',
    g(
      { filter: `url(#${raised})` },
      path(mark, { ...line, stroke: shade(thread, 0.35), 'stroke-width': 3.7 }),
      path(mark, { ...line, stroke: thread, 'stroke-width': 3 }),
    ),
    // Each satin stitch spans the whole width of the mark; their edges are the fine shadows between.
    path(mark, { fill: 'none', stroke: shade(thread, 0.22), 'stroke-width': 3, 'stroke-dasharray': '0.18 0.34' }),
    path(mark, { ...line, stroke: '#fff', 'stroke-opacity': 0.55, 'stroke-width': 0.7, transform: 'translate(-0.3 -0.7)' }),
  );
};

/**
 * Hoodie at its back print: puff ink stands off the brushed fleece and throws a small shadow;
 * the fleece shows its heather of lighter and darker fibres.
 */
export const hoodieCloseUp: Draw = (c, look) => {
  // Short fibres at odd places and angles: a regular grid of dots would read as mesh, not fleece.
  const fibres = (colour: string, strokes: string): string => path(strokes, { stroke: colour, 'stroke-width': 0.28, 'stroke-linecap': 'round' });
  const heather = c.id();
  c.def(
    el(
      'pattern',
      { id: heather, width: 5.8, height: 5.8, patternUnits: 'userSpaceOnUse' },
      fibres(tint(look.main, 0.35), 'M0.4 0.7l0.7 0.3M2.6 1.3l0.4 -0.6M1.5 3.4l0.8 0.1M3.9 3.8l0.3 0.7M4.6 1.9l0.6 0.4') +
        fibres(shade(look.main, 0.4), 'M1.8 0.3l0.6 0.5M0.7 2.3l0.2 0.7M3.3 2.6l0.7 -0.2M2.4 4.6l0.5 0.4M5 4.9l-0.4 0.5') +
        fibres(tint(look.main, 0.2), 'M4.2 0.5l0.5 0.3M0.2 4.8l0.6 -0.3M3 5.6l0.5 0.2'),
    ),
  );
  return g(
    { transform: zoomOn(200, hoodiePrintY(backShape(hoodieCut(look))) - 10, 1.9) },
    hoodieBackView(c, look, {
      cloth: el('rect', { width: 400, height: 400, fill: `url(#${heather})` }),
      printFilter: shadowFilterId(c, 0.5, 0.9, 0.55),
    }),
  );
};
