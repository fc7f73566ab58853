/**
 * Where a page's first screen ends in its HTML: after the first element of <main> (the title band
 * of an inner page), or, when <main> holds one wrapper (the home page's), after the wrapper's first
 * element (the banner). It is what paints first, so the size report counts the bytes before the
 * first paint up to there, and the islands inside it run at once while the others wait for the
 * page's load. It is not `<FirstView>` (page-api/first-view.tsx), which says what must be styled
 * from the head: a page whose purpose is a control (a listing) puts the whole control there, more
 * than its first screen, so that none of it waits for the rest of the CSS. Without a <main>, the
 * whole document.
 */
export function endOfFirstScreen(html: string): number {
  const main = /<main\b[^>]*>/.exec(html);
  if (!main) return html.length;
  let start = main.index + main[0].length;
  let end = html.lastIndexOf('</main>');
  if (end < start) end = html.length;
  for (;;) {
    let first = firstElement(html, start, end);
    // A main island's script opens <main> (render-route.ts): it draws nothing, so it is not the first view.
    while (first?.script) first = firstElement(html, first.end, end);
    if (!first) return end;
    // An only child is a wrapper: the first view is its first element.
    if (first.end >= end - 1 && first.innerStart !== undefined) {
      start = first.innerStart;
      end = first.innerEnd;
      continue;
    }
    return first.end;
  }
}

interface ElementRange {
  /** A <script> element. */
  readonly script: boolean;
  /** Just after its closing tag. */
  readonly end: number;
  /** Its content, for an element that has one. */
  readonly innerStart?: number;
  readonly innerEnd: number;
}

/** The first element between two positions, found by counting its own tag name open and closed. */
function firstElement(html: string, from: number, to: number): ElementRange | undefined {
  const open = /<([a-z][a-z0-9-]*)\b[^>]*>/g;
  open.lastIndex = from;
  const tag = open.exec(html);
  if (!tag || tag.index >= to) return undefined;
  const name = tag[1] ?? '';
  const afterOpen = tag.index + tag[0].length;
  const script = name === 'script';
  if (tag[0].endsWith('/>')) return { script, end: afterOpen, innerEnd: afterOpen };
  const tags = new RegExp(`<(/?)${name}\\b[^>]*?(/?)>`, 'g');
  tags.lastIndex = afterOpen;
  let depth = 1;
  for (let next = tags.exec(html); next; next = tags.exec(html)) {
    if (next[1] === '/') depth -= 1;
    else if (next[2] !== '/') depth += 1;
    if (depth === 0) return { script, end: next.index + next[0].length, innerStart: afterOpen, innerEnd: next.index };
  }
  return { script, end: to, innerEnd: to };
}
