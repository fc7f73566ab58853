import { isChromePart } from '../../shared/island-names.ts';
import { firstPictureDrawn } from './first-picture-drawn.ts';
import { loadFormOnFirstUse } from './load-form-on-first-use.ts';
import { onIdle } from './on-idle.ts';
import { splitAddresses } from '../../shared/address-list.ts';

/**
 * Loads the page's other islands once the page has loaded. Their addresses are on the chrome's
 * script element (data-islands, and the chunks they import in data-chunks), not in script elements
 * of their own: a script the parser meets is fetched at once, on the connection the HTML, the CSS
 * and the first picture need, and on a slow phone every such request before the first view is
 * painted pushes it later. Every island enhances markup that already works and reads well without
 * it, so it can wait; what is in the first view and usable at once (the home banner's bullets) is
 * linked by the page itself. The chunks are preloaded with the islands, so no island waits a round
 * trip more for the code it imports.
 */
export function loadIslandsAfterLoad(): void {
  const script = document.querySelector<HTMLScriptElement>('script[data-islands]');
  if (!script) return;
  let loading: Promise<void> | undefined;
  const load = () =>
    (loading ??= (() => {
      for (const href of splitAddresses(script.dataset.chunks)) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.href = href;
        document.head.append(link);
      }
      return Promise.all(splitAddresses(script.dataset.islands).map((src) => import(src))).then(() => undefined);
    })());
  // A form of a waiting island loads them at its first use, and a submit made before they are here
  // is held and then completes as with them (or the no-JavaScript way if they cannot load).
  for (const form of document.querySelectorAll<HTMLFormElement>('[data-island] form')) {
    const island = form.closest<HTMLElement>('[data-island]')?.dataset.island ?? '';
    if (!isChromePart(island)) loadFormOnFirstUse(form, load);
  }
  // Otherwise once the first view's picture (the page's largest paint) is on screen and the browser
  // is idle: a drawing is drawn some frames after its decoding, and a heading that follows the
  // page's other CSS paints when that CSS is in; neither must share the connection.
  // An island that cannot load leaves its markup as it is, as a script element that fails would.
  void firstPictureDrawn().then(() => onIdle(() => void load().catch(() => undefined)));
}
