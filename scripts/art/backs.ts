/**
 * Products seen from behind. A back view is the same piece as the front (the same seeded cut from
 * garments.ts: neck, pattern, stripes, yoke) without what only the front carries (crest, zip,
 * kangaroo pocket, drawcords) and with what only the back carries: a kit's name and number, a
 * hoodie's large print, a track top's print across the shoulders. Each draws in the 400×400 box.
 */
import { type Canvas, el, g, path, d } from './svg.js';
import { top, type TopShape } from './shapes.js';
import { edge, isLight, shade } from './palette.js';
import { fabric, stitches, fold } from './cloth.js';
import { archedText, blockText } from './lettering.js';
import {
  drawTop,
  hoodieCut,
  hoodOutline,
  rngFor,
  soccerCut,
  soccerOptions,
  standCollar,
  trackCut,
  trackOptions,
  type Cut,
  type Draw,
  type Look,
} from './garments.js';

/** The back neckline sits high: a shallow curve, whatever the front's neck. */
export function backShape(cut: Cut): TopShape {
  return top({ ...cut.spec, neck: 'crew', neckDepth: 8 });
}

/** Surnames common round Sialkot, and squad numbers, for the sample kit's back. */
const NAMES = ['IQBAL', 'AHMED', 'RAZA', 'MALIK', 'HAIDER', 'ASLAM', 'BUTT', 'CHEEMA'];
const NUMBERS = ['7', '9', '10', '11', '14', '17'];

/** Ink that reads on the cloth: the trim, or the accent when the trim is the cloth's own colour. */
export function inkOn(look: Look): string {
  return look.trim === look.main ? look.accent : look.trim;
}

export const soccerJerseyBack: Draw = (c, look) => {
  const cut = soccerCut(look);
  const shape = backShape(cut);
  const r = rngFor(look, 'name');
  const name = r.pick(NAMES);
  const number = r.pick(NUMBERS);
  const ink = inkOn(look);
  // Printed numbers carry a thin border in the cloth's shadow colour so they hold on stripes and hoops.
  const outline = isLight(ink) ? shade(look.main, 0.45) : shade(ink, 0.3);
  return drawTop(c, shape, look, {
    ...soccerOptions(c, look, cut),
    side: 'back',
    details: () =>
      blockText(name, 200, shape.neckY + 34, 18, { colour: ink, weight: 1.1 }) +
      blockText(number, 200, shape.neckY + 66, 92, { colour: ink, weight: 1.25, outline, outlineWidth: 0.22 }),
  });
};

/** Hood lying up above the shoulders, seen from outside: two panels joined down the middle to the nape. */
function hoodFromBehind(c: Canvas, shape: TopShape, colour: string): string {
  const y = shape.neckY;
  const outer = fabric(c, hoodOutline(shape) + d`Q200 ${y + 40} ${200 - 86} ${y + 24}Z`, colour, { volume: true });
  return (
    outer.svg +
    path(d`M200 ${y - 72}V${y + 31}`, { stroke: edge(colour), 'stroke-width': 1.4 }) +
    stitches(d`M${200 - 5} ${y - 70}V${y + 28}M${200 + 5} ${y - 70}V${y + 28}`, colour, 1) +
    stitches(d`M${200 - 78} ${y + 22}Q200 ${y + 36} ${200 + 78} ${y + 22}`, colour, 1) +
    fold(d`M${200 - 50} ${y - 40}Q${200 - 40} ${y} ${200 - 56} ${y + 18}`, 0.7) +
    fold(d`M${200 + 46} ${y - 36}Q${200 + 40} ${y} ${200 + 54} ${y + 16}`, 0.6)
  );
}

/**
 * The sample's street print, one ink on the cloth: the city's name arched over a hand-stitched
 * match ball, which is what Sialkot is known for, and a line under it. The ball is centred on (200, cy).
 */
export function ballPrint(c: Canvas, cy: number, ink: string, cloth: string): string {
  const R = 34;
  const at = (x: number, y: number, rad: number, a: number): string => d`${x + rad * Math.cos(a)} ${y + rad * Math.sin(a)}`;
  const spoke = (i: number): number => -Math.PI / 2 + (i * 2 * Math.PI) / 5;
  /** Corner k of rim pentagon i, counted from the one that points at the centre. */
  const corner = (i: number, k: number): string =>
    at(200 + R * 0.86 * Math.cos(spoke(i)), cy + R * 0.86 * Math.sin(spoke(i)), R * 0.3, spoke(i) + Math.PI + (k * 2 * Math.PI) / 5);
  // With one panel facing us a ball shows that pentagon, a seam from each of its corners to a
  // pentagon at the rim, and between those the hexagons' outer seams, corner to corner.
  let panels = '';
  let seams = '';
  for (let i = 0; i < 5; i++) {
    let rim = '';
    for (let k = 0; k < 5; k++) rim += (k ? 'L' : 'M') + corner(i, k);
    panels += `${rim}Z`;
    seams += `M${at(200, cy, R * 0.3, spoke(i))}L${at(200, cy, R * 0.56, spoke(i))}`;
    seams += `M${corner(i, 4)}L${corner((i + 1) % 5, 1)}`;
  }
  let centre = '';
  for (let i = 0; i < 5; i++) centre += (i ? 'L' : 'M') + at(200, cy, R * 0.3, spoke(i));
  const clip = c.id();
  c.def(el('clipPath', { id: clip }, el('circle', { cx: 200, cy, r: R })));
  return (
    archedText('SIALKOT', 200, cy - R - 8 + 118, 118, 17, { colour: ink, weight: 1.3 }) +
    el('circle', { cx: 200, cy, r: R, fill: ink }) +
    g(
      { 'clip-path': `url(#${clip})` },
      path(`${centre}Z${panels}`, { fill: cloth }),
      path(seams, { fill: 'none', stroke: cloth, 'stroke-width': 1.6, 'stroke-linecap': 'round' }),
    ) +
    blockText('HAND STITCHED', 200, cy + R + 14, 7.5, { colour: ink, weight: 1.3 })
  );
}

/** What a close-up adds to the back: the cloth's texture under the print, and a filter that lifts the print off it. */
export interface NearDetail {
  cloth: string;
  printFilter: string;
}

/** The print sits a hand's width below the hood seam, where the shoulder blades are. */
export function hoodiePrintY(shape: TopShape): number {
  return shape.neckY + 128;
}

export function hoodieBackView(c: Canvas, look: Look, near?: NearDetail): string {
  const cut = hoodieCut(look);
  const shape = backShape(cut);
  const print = ballPrint(c, hoodiePrintY(shape), inkOn(look), look.main);
  const body = drawTop(c, shape, look, {
    cuff: 'rib',
    hemBand: true,
    collar: 'none',
    side: 'back',
    pattern: near?.cloth,
    details: () => (near ? g({ filter: `url(#${near.printFilter})` }, print) : print),
  });
  return body + hoodFromBehind(c, cut.shape, look.main);
}

export const hoodieBack: Draw = (c, look) => hoodieBackView(c, look);

/** Club print across the shoulders: dark ink on a light yoke, the trim colour on plain cloth. */
export const trackJacketBack: Draw = (c, look) => {
  const cut = trackCut(look);
  const { shape } = cut;
  const ink = cut.yoke ? (isLight(look.trim) ? look.main : '#F7F7F4') : inkOn(look);
  return (
    standCollar(c, shape, look.main) +
    drawTop(c, shape, look, {
      ...trackOptions(c, look, cut),
      side: 'back',
      details: () =>
        blockText('SIALKOT', 200, shape.neckY + 24, 18, { colour: ink, weight: 1.25 }) +
        blockText('ATHLETIC CLUB', 200, shape.neckY + 49, 7, { colour: ink, weight: 1.2 }),
    })
  );
};
