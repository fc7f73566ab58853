import { afterLoad } from './after-load.ts';

/**
 * Links the web fonts' stylesheet once the page has loaded. Until then text is set in local fonts
 * scaled to the same metrics, so the swap moves nothing; asked for any earlier, the 70 KB of fonts
 * would share a slow connection with the HTML, the CSS and the first picture. The address comes
 * from the <noscript> that links the same stylesheet when JavaScript is off.
 */
export function loadWebFontsAfterLoad(): void {
  const href = document.querySelector<HTMLElement>('noscript[data-web-fonts]')?.dataset.webFonts;
  if (!href) return;
  const link = () => {
    const stylesheet = document.createElement('link');
    stylesheet.rel = 'stylesheet';
    stylesheet.href = href;
    document.head.append(stylesheet);
  };
  afterLoad(link);
}
