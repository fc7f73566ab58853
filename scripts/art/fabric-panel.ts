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

/**
 * A line every 5 units, 0.7 wide. Its tile is 80 units, sixteen lines, rather than one line in a
 * 5-unit tile: librsvg's cost grows with the number of tiles it paints (a 5-unit tile made the
 * weave cost 0.1 s a drawing, most of its link preview), and the lines are the same.
 */
function twillId(canvas: SvgCanvas): string {
  const lines = Array.from({ length: TWILL_TILE / TWILL_STEP }, (_unused, index) => `M${index * TWILL_STEP + 0.35} 0V${TWILL_TILE}`).join('');
  return canvas.shared('twill', (id) =>
    svgElement(
      'pattern',
      { id, width: TWILL_TILE, height: TWILL_TILE, patternUnits: 'userSpaceOnUse', patternTransform: 'rotate(35)' },
      svgElement('path', { d: lines, stroke: '#000', 'stroke-opacity': 0.05, 'stroke-width': 0.7 }),
    ),
  );
}

const TWILL_TILE = 80;
const TWILL_STEP = 5;

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
