/**
 * A cloth panel: flat colour, lighting overlays and an outline a shade darker than the cloth.
 * Garments describe shapes; this module decides how cloth looks, so every drawing shares one
 * visual language. The light falls from the top left in every picture.
 */
import { edgeOf } from './colour-tones.ts';
import type { SvgCanvas } from './svg-canvas.ts';
import { svgElement } from './svg-markup.ts';

export interface Panel {
  svg: string;
  /** Id of the stored outline, reused to clip overlays (stripes, prints) to this panel. */
  id: string;
}

export interface FabricOptions {
  /** Sides that fall away from the light: makes a flat body read as cloth on a form. */
  volume?: boolean | undefined;
  /** A faint twill weave, visible only up close. */
  texture?: boolean | undefined;
  /** A light glaze for nylon and satin. */
  gloss?: boolean | undefined;
}

const stop = (offset: number, colour: string, opacity: number): string => svgElement('stop', { offset, 'stop-color': colour, 'stop-opacity': opacity });

function sheenId(canvas: SvgCanvas): string {
  return canvas.shared('sheen', (id) =>
    svgElement(
      'linearGradient',
      { id, gradientUnits: 'userSpaceOnUse', x1: 40, y1: 20, x2: 330, y2: 420 },
      stop(0, '#fff', 0.2) + stop(0.45, '#fff', 0) + stop(1, '#000', 0.22),
    ),
  );
}

function volumeId(canvas: SvgCanvas): string {
  return canvas.shared('volume', (id) =>
    svgElement(
      'linearGradient',
      { id, x1: 0, y1: 0, x2: 1, y2: 0 },
      stop(0, '#000', 0.16) + stop(0.22, '#000', 0) + stop(0.42, '#fff', 0.08) + stop(0.78, '#000', 0) + stop(1, '#000', 0.2),
    ),
  );
}

function twillId(canvas: SvgCanvas): string {
  return canvas.shared('twill', (id) =>
    svgElement(
      'pattern',
      { id, width: 5, height: 5, patternUnits: 'userSpaceOnUse', patternTransform: 'rotate(35)' },
      svgElement('path', { d: 'M0 0V5', stroke: '#000', 'stroke-opacity': 0.05, 'stroke-width': 1.4 }),
    ),
  );
}

export function fabric(canvas: SvgCanvas, outline: string, colour: string, options: FabricOptions = {}): Panel {
  const id = canvas.id();
  canvas.define(svgElement('path', { id, d: outline }));
  const href = `#${id}`;
  let svg = svgElement('use', { href, fill: colour, stroke: edgeOf(colour), class: 'pn' });
  if (options.texture) svg += svgElement('use', { href, fill: `url(#${twillId(canvas)})` });
  if (options.volume) svg += svgElement('use', { href, fill: `url(#${volumeId(canvas)})` });
  svg += svgElement('use', { href, fill: `url(#${sheenId(canvas)})` });
  if (options.gloss) svg += svgElement('use', { href, fill: '#fff', 'fill-opacity': 0.06 });
  return { svg, id };
}

/** Overlay shapes (stripes, prints) cut to a panel's outline. */
export function clipped(canvas: SvgCanvas, panel: Panel, content: string): string {
  if (!content) return '';
  const id = canvas.id();
  canvas.define(svgElement('clipPath', { id }, svgElement('use', { href: `#${panel.id}` })));
  return svgElement('g', { 'clip-path': `url(#${id})` }, content);
}

/** The soft drop shadow under a garment laid on the studio floor. */
export function shadowFilterId(canvas: SvgCanvas, blur: number, offsetY: number, opacity: number): string {
  return canvas.shared(`shadow${blur}-${offsetY}-${opacity}`, (id) =>
    svgElement(
      'filter',
      { id, x: '-20%', y: '-20%', width: '140%', height: '150%', 'color-interpolation-filters': 'sRGB' },
      svgElement('feGaussianBlur', { in: 'SourceAlpha', stdDeviation: blur }) +
        svgElement('feOffset', { dy: offsetY, result: 'o' }) +
        svgElement('feComponentTransfer', {}, svgElement('feFuncA', { type: 'linear', slope: opacity })) +
        svgElement('feMerge', {}, svgElement('feMergeNode', {}) + svgElement('feMergeNode', { in: 'SourceGraphic' })),
    ),
  );
}
