import { Parser } from 'htmlparser2';

/**
 * The shapes a lucide icon is drawn with. Each is empty and stands alone (no ids, no references,
 * no transforms), so it means the same inside a <symbol> as inside the icon's own <svg>.
 */
const SHAPES = new Set(['path', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'rect']);

/**
 * The sprite's strokes: lucide's own but for the width, 1.75 instead of 2, which the site has
 * always drawn them with. currentColor lets the text colour around an icon colour it.
 */
const STROKES = 'fill="none" stroke="currentColor" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round"';

/**
 * Turns one icon file of lucide-static (`<svg viewBox="0 0 24 24" …>` holding flat shapes) into a
 * <symbol> of the sprite with the given id. The file is read as XML with htmlparser2, so quoting,
 * entities and whitespace are the parser's business; its shapes are copied with their attributes,
 * and its viewBox with them. Anything else in the file (a group, a style, a nested element) is
 * refused, naming the file: lucide's files are uniform today, and a future one that is not should
 * stop the build rather than draw a wrong icon. Shapes are written `<path …></path>`, as React
 * wrote them when the sprite was drawn from lucide-react, so the sprite's bytes did not change.
 */
export function lucideIconSymbol(id: string, svg: string, file: string): string {
  let viewBox: string | undefined;
  let depth = 0;
  const shapes: string[] = [];
  const refused: string[] = [];
  const parser = new Parser(
    {
      onopentag(tag, attributes) {
        depth += 1;
        if (depth === 1) {
          if (tag === 'svg') viewBox = attributes.viewBox;
          else refused.push(`<${tag}> where <svg> was expected`);
        } else if (depth === 2 && SHAPES.has(tag)) {
          shapes.push(`<${tag}${serializeAttributes(attributes)}></${tag}>`);
        } else {
          refused.push(`<${tag}>`);
        }
      },
      onclosetag() {
        depth -= 1;
      },
    },
    { xmlMode: true },
  );
  parser.end(svg);
  if (refused.length > 0) throw new Error(`${file}: a lucide icon holds only shapes; this one has ${refused.join(', ')}.`);
  if (!viewBox) throw new Error(`${file}: the icon's <svg> has no viewBox.`);
  if (shapes.length === 0) throw new Error(`${file}: the icon draws nothing (no shapes in its <svg>).`);
  return `<symbol id="${escapeAttribute(id)}" viewBox="${escapeAttribute(viewBox)}" ${STROKES}>${shapes.join('')}</symbol>`;
}

function serializeAttributes(attributes: Record<string, string>): string {
  return Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
}

/** The parser decoded entities; a value goes back into a quoted XML attribute escaped again. */
function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
