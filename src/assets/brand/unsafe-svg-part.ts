import { Parser } from 'htmlparser2';

/**
 * What a drawing holds that a logo or favicon must not, in words, or undefined for a plain drawing.
 *
 * The favicon drawing is published as a file of the site's own address, and a browser that opens
 * it as a page (a visitor following a link to /favicon.svg) runs its scripts with the site's
 * rights; a reference to another address (a web font, a linked picture) is a request to someone
 * else's server from every visitor, which the site's policy blocks anyway, so the logo would draw
 * differently than in the drawing program. Both are refused rather than quietly removed: the owner
 * then knows why the logo does not look as designed.
 */
export function unsafeSvgPart(svg: string): string | undefined {
  let found: string | undefined;
  const note = (what: string) => {
    found ??= what;
  };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const element = name.toLowerCase();
        if (element === 'script') note('a script (<script>)');
        else if (element === 'foreignobject') note('a piece of web page (<foreignObject>)');
        else if (['iframe', 'embed', 'object', 'audio', 'video'].includes(element)) note(`an embedded ${element} (<${name}>)`);
        for (const [attribute, value] of Object.entries(attributes)) {
          const lower = attribute.toLowerCase();
          if (lower.startsWith('on')) note(`a script (the ${attribute} attribute)`);
          else if (lower === 'href' || lower === 'xlink:href' || lower === 'src') {
            if (!isOwnReference(value)) note(describeOutside(value));
          } else if (lower === 'style') checkCss(value, note);
          else if (/url\(/i.test(value)) checkCss(value, note);
        }
      },
      ontext(text) {
        // The text of <style> elements (and of everything else, where url( means nothing).
        if (/url\(|@import/i.test(text)) checkCss(text, note);
      },
      onprocessinginstruction(name) {
        if (/^\?xml-stylesheet/i.test(name)) note('a linked stylesheet (<?xml-stylesheet?>)');
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.write(svg);
  parser.end();
  return found;
}

/** A part of the drawing itself (#gradient), or a picture written inside it (data:image/…). */
function isOwnReference(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.startsWith('#') || /^data:image\/(png|jpeg|gif|webp)[;,]/i.test(trimmed);
}

function checkCss(css: string, note: (what: string) => void): void {
  if (/@import/i.test(css)) note('a linked stylesheet (@import)');
  for (const [, target] of css.matchAll(/url\(\s*['"]?([^'")]*)/gi)) {
    if (!isOwnReference(target ?? '')) note(describeOutside(target ?? ''));
  }
}

function describeOutside(value: string): string {
  const trimmed = value.trim();
  if (/^\s*javascript:/i.test(trimmed)) return 'a script (a javascript: link)';
  const shown = trimmed.length > 60 ? `${trimmed.slice(0, 59)}…` : trimmed;
  return `a reference to a file outside it (${shown})`;
}
