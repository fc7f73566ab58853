import { afterLoad } from './after-load.ts';
import { firstPictureDrawn } from './first-picture-drawn.ts';
import { markWebFontsSettled } from './web-fonts-settled.ts';

/**
 * Brings in the web fonts once the page has loaded and its first picture is drawn. Until then text
 * is set in local fonts scaled to the same metrics, so the swap moves nothing; asked for any
 * earlier, the 70 KB of fonts would share a slow connection with the HTML, the CSS and the first
 * picture. The address comes from the <noscript> that links the same stylesheet when JavaScript is
 * off. The code that adds them (add-web-fonts.ts) is a chunk of its own, fetched then: nothing
 * before the load event needs it.
 */
export function loadWebFontsAfterLoad(): void {
  const href = document.querySelector<HTMLElement>('noscript[data-web-fonts]')?.dataset.webFonts;
  if (!href) {
    markWebFontsSettled();
    return;
  }
  // A failure leaves the text in the local faces, which take the same space: nothing to say.
  // In a task of its own after the load event, which its listeners would otherwise draw out, and
  // after the first picture is drawn: a drawing inside the page is drawn a frame or two after the
  // text, and the fonts must not be asked for before it.
  void firstPictureDrawn().then(() =>
    afterLoad(() =>
      setTimeout(
        () =>
          void import('./add-web-fonts.ts')
            .then(({ addWebFonts }) => addWebFonts(new URL(href, location.href).href))
            .catch(() => undefined)
            .finally(markWebFontsSettled),
      ),
    ),
  );
}
