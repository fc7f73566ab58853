import type { IslandName } from './island-names.ts';

/**
 * What an island's browser code puts into the page after it has loaded, which the page's rendered
 * HTML cannot show: the names a page's CSS is cut by must include these for every island the page
 * runs, or their rules are cut and the island's states lose their styles without a word. Only names
 * some selector of the site's CSS (templates/styles/, with swiper's and toastify's sheets it imports)
 * selects on are listed; test/unit/island-style-names.test.ts reads each island's code and fails when
 * it adds such a name that is not here, or when a name here is no longer added or selected.
 */
export interface IslandStyleNames {
  /** Class, id and attribute names (no dot/hash/brackets: `is-open`, `data-ready`, `aria-expanded`) its bundle's code, or a package it runs at once, adds to the page. */
  readonly names: readonly string[];
  /** Elements it creates that templates may not render (createElement('li'), markup in strings). */
  readonly elements?: readonly string[];
  /** Names (and elements) added only by modules it loads later with import() (the toasts, the search, back-to-top, the cursor follower, the newsletter form): not needed in the first view's CSS. */
  readonly later?: readonly string[];
}

/**
 * A toast (src/client/lib/show-toast.ts, loaded with the first one): toastify-js makes a div with
 * `toastify on toastify-top toastify-right` (top right, shown) and a close button (`toast-close`);
 * our code adds `toast toast--{type}` (`toast--still` under reduced motion), the type's icon and
 * `is-dragging` while it is swiped.
 */
const TOASTS = [
  'toastify',
  'on',
  'toastify-top',
  'toastify-right',
  'toast-close',
  'toast',
  'toast--success',
  'toast--info',
  'toast--error',
  'toast--warning',
  'toast--loading',
  'toast--still',
  'toast__icon',
  'is-dragging',
  'div',
  'button',
  'span',
];

/**
 * Every slider swiper mounts (src/client/lib/mount-slider.ts, loaded when it is needed): the root's
 * `is-ready` and its controls shown (`hidden` removed); swiper's container classes for our options
 * (horizontal, watchSlidesProgress, the device's `swiper-ios`/`swiper-android`, and
 * `swiper-backface-hidden` for ten slides or fewer), the slide classes its CSS selects, and the
 * a11y module's live region (`span.swiper-notification`).
 */
const SLIDER = [
  'is-ready',
  'hidden',
  'swiper-horizontal',
  'swiper-android',
  'swiper-ios',
  'swiper-backface-hidden',
  'swiper-watch-progress',
  'swiper-slide-active',
  'swiper-slide-visible',
  'swiper-notification',
  'span',
];

/** A slider whose markup has .slider__pagination: swiper draws its bullets (spans) and a11y marks the current one aria-current. */
const SLIDER_BULLETS = ['swiper-pagination-bullet', 'swiper-pagination-bullet-active', 'aria-current'];

export const ISLAND_STYLE_NAMES: { readonly [name in IslandName]: IslandStyleNames } = {
  'account-form': { names: [], later: TOASTS },
  'banner-slider': {
    // Before swiper, the island itself switches slides and bullets.
    names: ['banner__slide--current', 'aria-current'],
    // Swiper with effect: 'fade'; the text animation (banner-text.ts) keeps each line's text in a
    // visually hidden span, and gsap's SplitText wraps words and characters in divs.
    later: [...SLIDER, 'swiper-fade', 'visually-hidden', 'div'],
  },
  'blog-search': { names: ['is-ready'], elements: ['li', 'a'] },
  chrome: {
    names: [
      // site-header.ts: `js` on <html>, the sidebar's backdrop, the open sidebar and dropdowns, the fixed header.
      'js',
      'sidebar-backdrop',
      'hidden',
      'aria-expanded',
      'is-open',
      'has-sidebar-open',
      'is-fixed',
      'is-animated',
      // chrome.ts: "back to top" hidden until scrolled, the search button shown; the search dialog opened (modal-dialog.ts).
      'is-enhanced',
      'is-ready',
      'open',
      // list-buttons.ts and list-buttons-markup.ts: the buttons it draws, pressed or not; early-toggles.ts presses a main island's toggles.
      'has-lists',
      'list-button',
      'data-list-action',
      'type',
      'aria-pressed',
      'visually-hidden',
    ],
    elements: ['div', 'button', 'span'],
    later: [
      // back-to-top.ts, on the first scroll.
      'is-visible',
      // cursor-follower.ts, when idle.
      'is-active',
      'is-over-link',
      // site-search.ts, when the dialog first opens: the results.
      'search-result',
      'search-result__title',
      'search-result__excerpt',
      'li',
      'a',
      'mark',
      // The list buttons' messages and the newsletter form's.
      ...TOASTS,
    ],
  },
  'comment-form': { names: [], later: TOASTS },
  'content-slider': {
    names: [],
    // Its prev/next buttons: a slider that does not loop has an end, which a11y marks aria-disabled.
    later: [...SLIDER, ...SLIDER_BULLETS, 'aria-disabled'],
  },
  'enquiry-form': { names: [], later: TOASTS },
  'enquiry-list-page': {
    // The root's state and its two parts; the lines, the visitor's fields and the review
    // (draw-enquiry-lines.ts, draw-checkout.ts); the catalogue's load problem (load-problem.ts).
    names: [
      'data-state',
      'hidden',
      'type',
      'aria-disabled',
      'aria-invalid',
      'enquiry-list__empty',
      'lines',
      'line',
      'line__product',
      'line__title',
      'line__unavailable',
      'line__image',
      'line__code',
      'line__actions',
      'line__fields',
      'is-unavailable',
      'field',
      'field-error',
      'cart-visitor',
      'review-lines',
      'product__actions',
      'sent-confirm',
      'button',
      'button--outline',
      'button--whatsapp',
      'load-problem',
    ],
    elements: ['div', 'p', 'a', 'img', 'ul', 'ol', 'li', 'button', 'form', 'label', 'input', 'textarea', 'legend'],
    later: TOASTS,
  },
  'map-embed': { names: ['map-embed__frame'], elements: ['iframe'] },
  'product-gallery': { names: ['aria-current', 'open'] },
  'product-listing': {
    // The controls' state, the grid/list view, the filter chips and the phone's filter drawer
    // (filter-drawer.ts), the load problem. Its cards and page links are copies of the page's
    // <template data-product-card> and <template data-pagination>, whose markup the page renders.
    names: [
      'aria-pressed',
      'aria-expanded',
      'aria-labelledby',
      'hidden',
      'type',
      'product-grid--list',
      'listing__chip',
      'visually-hidden',
      'is-open',
      'has-sidebar-open',
      'load-problem',
      'button',
      'button--outline',
    ],
    elements: ['div', 'p', 'span', 'button', 'li'],
  },
  reveal: { names: ['data-reveal-state'] },
  'section-sizes': { names: [] },
  'technique-slider': {
    // It always loops: its buttons never reach an end.
    names: [],
    later: [...SLIDER, ...SLIDER_BULLETS],
  },
  'video-modal': { names: ['open'], elements: ['iframe'] },
};
