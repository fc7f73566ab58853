/**
 * Resolves with the element `selector` names inside `root` once the parser has reached it (null if
 * the document ends without it). A main island's script runs as soon as the parser has passed its
 * controls (render-route.ts), which may be before the rest of its markup (a listing's cards) is in.
 */
export function whenParsed(root: HTMLElement, selector: string): Promise<Element | null> {
  const found = root.querySelector(selector);
  if (found || document.readyState !== 'loading') return Promise.resolve(found);
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      document.removeEventListener('DOMContentLoaded', done);
      resolve(root.querySelector(selector));
    };
    const observer = new MutationObserver(() => {
      if (root.querySelector(selector)) done();
    });
    observer.observe(root, { childList: true, subtree: true });
    document.addEventListener('DOMContentLoaded', done);
  });
}
