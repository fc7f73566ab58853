/**
 * A product picture as the sample's are drawn: one garment laid flat on a softly tinted studio
 * backdrop, 800×800, in the product's colours. The Article No seeds the details (a print, a
 * pocket, a zip), so one product always gets the same picture and two products of a kind differ.
 */
import { colourScheme } from './colour-scheme.ts';
import { isLight, mix, shade } from './colour-tones.ts';
import { GARMENT_KINDS, type GarmentKindName, type VisibleBox } from './garment-kinds.ts';
import { type ShadowLook, shadowFilter, shadowOf, silhouette } from './soft-shadow.ts';
import { SvgCanvas } from './svg-canvas.ts';
import { svgElement, svgGroup, translate } from './svg-markup.ts';

export interface ProductArtRequest {
  kind: GarmentKindName;
  /** As in a product's `color` cell: "Navy", "Royal Blue / White", or hex colours, "#1B2A4E / #F7F7F4". */
  colours: string;
  /** Seeds the garment's details. */
  articleNo: string;
  /** Prefixes the drawing's ids, so two drawings inlined in one page cannot clash: its path under content/. */
  idKey: string;
}

const SIZE = 800;
/** The garment's shadow on the studio floor, in the garment's units (soft-shadow.ts). */
const SHADOW: ShadowLook = { blur: 10, offsetY: 14, opacity: 0.3 };
/** Where the garment's visible box is fitted: x, y, width, height. */
const TARGET = [90, 80, 620, 630] as const;

/** Transform that fits a drawing's visible box into the target rectangle, centred. */
function fitToTarget(box: VisibleBox): string {
  const [x, y, width, height] = TARGET;
  const scale = Math.min(width / (box[2] - box[0]), height / (box[3] - box[1]));
  const left = x + (width - (box[2] - box[0]) * scale) / 2 - box[0] * scale;
  const top = y + (height - (box[3] - box[1]) * scale) / 2 - box[1] * scale;
  return translate(left, top, scale);
}

/** Tinted paper, a soft pool of light; the backdrop takes a whisper of the garment's colour. */
function studioBackground(canvas: SvgCanvas, main: string): string {
  const base = isLight(main) ? '#E7E3DC' : '#F4F2EE';
  const paper = canvas.id();
  const light = canvas.id();
  const stop = (offset: number, colour: string, opacity?: number): string => svgElement('stop', { offset, 'stop-color': colour, 'stop-opacity': opacity });
  canvas.define(
    svgElement('linearGradient', { id: paper, x1: 0, y1: 0, x2: 0, y2: 1 }, stop(0, mix(base, main, 0.05)) + stop(1, mix(shade(base, 0.06), main, 0.1))),
  );
  canvas.define(svgElement('radialGradient', { id: light, cx: 0.5, cy: 0.42, r: 0.55 }, stop(0, '#fff', 0.75) + stop(1, '#fff', 0)));
  const fill = (id: string): string => svgElement('rect', { width: SIZE, height: SIZE, fill: `url(#${id})` });
  return fill(paper) + fill(light);
}

export function drawProductArt(request: ProductArtRequest): string {
  const canvas = new SvgCanvas(SIZE, SIZE, request.idKey);
  const scheme = colourScheme(request.colours);
  const garment = GARMENT_KINDS[request.kind];
  const shadow = canvas.reserve();
  const drawn = garment.draw(canvas, { ...scheme, key: request.articleNo });
  shadow.define(silhouette(shadow.id, drawn) + shadowFilter(shadow.id, SHADOW));
  const art = svgGroup({ transform: fitToTarget(garment.box) }, shadowOf(shadow.id, SHADOW) + drawn);
  return canvas.render(studioBackground(canvas, scheme.main) + art);
}
