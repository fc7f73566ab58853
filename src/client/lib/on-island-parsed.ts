/**
 * Calls `enhance` once for each element of the island `name`, as soon as the parser has passed it:
 * its whole markup, or with `until`, the part up to the first element that selector finds inside it
 * (a listing's controls, before its cards). A main island's script comes at the start of <main>
 * (render-route.ts), so that the browser's wait to run it overlaps the parsing of what it enhances;
 * it may therefore run before that markup exists.
 */
export function onIslandParsed(name: string, enhance: (root: HTMLElement) => void, until?: string): void {
  const done = new Set<HTMLElement>();
  const parsed = (root: HTMLElement) => document.readyState !== 'loading' || (until ? root.querySelector(until) !== null : closed(root));
  const look = () => {
    for (const root of document.querySelectorAll<HTMLElement>(`[data-island="${name}"]`)) {
      if (done.has(root) || !parsed(root)) continue;
      done.add(root);
      enhance(root);
    }
  };
  look();
  if (document.readyState !== 'loading') return;
  // One callback per turn of the parser, whatever it added; it stops with the document.
  const observer = new MutationObserver(look);
  observer.observe(document.documentElement, { childList: true, subtree: true });
  document.addEventListener(
    'DOMContentLoaded',
    () => {
      observer.disconnect();
      look();
    },
    { once: true },
  );
}

/** The parser has closed an element once anything follows it: it adds nodes in document order. */
function closed(element: Node): boolean {
  for (let node: Node | null = element; node; node = node.parentNode) if (node.nextSibling) return true;
  return false;
}
