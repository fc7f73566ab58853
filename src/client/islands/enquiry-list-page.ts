import { onIslandParsed } from '../lib/on-island-parsed.ts';
import { lineProductOf, type LineProduct } from '../../shared/product-copies.ts';
import type { ListingProduct } from '../../shared/listing-state.ts';
import { drawCheckout } from '../lib/draw-checkout.ts';
import { drawCart, drawWishlist, type EnquiryListProps, type LineProducts } from '../lib/draw-enquiry-lines.ts';
import { CHANGE_EVENT, readCart, readProductCopies, readWishlist, replaceProductCopies } from '../lib/enquiry-store.ts';
import { fetchProductSets } from '../lib/fetch-json.ts';
import { afterFirstPaint, islandProps } from '../lib/island-props.ts';
import { loadProblem } from '../lib/load-problem.ts';

/*
 * The wishlist, the enquiry list and the checkout, drawn from this browser's lists. The lines are
 * drawn at once from the copies of their products stored when they were saved or added
 * (shared/product-copies.ts), then again from the catalogue when it has downloaded: it is the
 * only source that tells a product the owner has removed. A list kept from before the copies were
 * stored waits for the catalogue. Until the lines or the list's true empty state are drawn, the
 * page shows a placeholder (EnquiryListPage.tsx), never "your list is empty".
 *
 * The root's data-state is what the page shows: "waiting" (the placeholder), "drawn" (the list) or
 * "problem" (the catalogue could not load and no line could be drawn: the no-JavaScript text).
 * data-ready marks the visitor's lines (or the empty state) drawn, from copies or the catalogue;
 * data-drawn marks them drawn from the catalogue.
 */

type State = 'waiting' | 'drawn' | 'problem';

onIslandParsed('enquiry-list-page', (root) => void start(root));

async function start(root: HTMLElement) {
  const props = islandProps<EnquiryListProps>(root);
  const list = root.querySelector<HTMLElement>('[data-list]');
  if (!list) return;
  const show = (state: State) => {
    root.dataset.state = state;
    root.querySelector<HTMLElement>('[data-fallback]')?.toggleAttribute('hidden', state !== 'problem');
    root.querySelector<HTMLElement>('[data-app]')?.toggleAttribute('hidden', state !== 'drawn');
  };
  let catalogue: LineProducts | undefined;
  let failed = false;
  /** Draws the lists from the catalogue, or else from the copies; says whether it could. */
  const draw = (): boolean => {
    const products = catalogue ?? fromCopies(props.kind);
    if (!products) {
      show(failed ? 'problem' : 'waiting');
      return false;
    }
    const confirmed = catalogue !== undefined;
    keepingFocus(list, () => {
      if (props.kind === 'wishlist') drawWishlist(list, products, props);
      else if (props.kind === 'cart') drawCart(list, products, props);
      else drawCheckout(list, products, props, confirmed);
    });
    show('drawn');
    root.dataset.ready = 'true';
    if (confirmed) root.dataset.drawn = 'true';
    return true;
  };
  window.addEventListener(CHANGE_EVENT, () => {
    // Keep typing focus: redraw only when the change did not come from a field on this page.
    if (!list.contains(document.activeElement) || document.activeElement?.tagName === 'BUTTON') draw();
  });
  const drawnFromCopies = draw();

  // The catalogue can only refuse to load, so the copies drawn stay as they are; without them the
  // page keeps its no-JavaScript text (how to order by WhatsApp or e-mail) and says why.
  const consequence = !drawnFromCopies
    ? 'your list cannot be shown yet'
    : props.kind === 'checkout'
      ? 'your enquiry cannot be sent yet'
      : 'your list may not be up to date';
  const problem = loadProblem((region) => root.prepend(region), consequence);
  // The lines drawn from the copies (or the empty list) paint before the catalogue is asked for:
  // on a slow phone its downloads would otherwise share the network with the page's first paint.
  await new Promise<void>((painted) => afterFirstPaint(painted));
  for (;;) {
    try {
      const products = await fetchProductSets<ListingProduct>(props.sources);
      catalogue = new Map(products.map((product) => [product.name, lineProductOf(product)]));
      break;
    } catch {
      failed = true;
      if (root.dataset.state !== 'drawn') show('problem');
      await new Promise<void>((retry) => problem.show(retry));
    }
  }
  problem.hide();
  storeCopiesOf(catalogue);
  draw();
}

/** The products of the kind's lines from the stored copies, or nothing when a line has none. */
function fromCopies(kind: EnquiryListProps['kind']): LineProducts | undefined {
  const names = kind === 'wishlist' ? readWishlist() : readCart().lines.map((line) => line.name);
  const copies = readProductCopies();
  const products = new Map<string, LineProduct>();
  for (const name of names) {
    const copy = copies[name];
    if (!copy) return undefined;
    products.set(name, { name, ...copy });
  }
  return products;
}

/** The next visit draws both lists from what the catalogue says now; a removed product loses its copy. */
function storeCopiesOf(catalogue: LineProducts): void {
  const names = new Set([...readWishlist(), ...readCart().lines.map((line) => line.name)]);
  replaceProductCopies([...names].flatMap((name) => catalogue.get(name) ?? []));
}

/**
 * Redraws without losing the visitor's place: the catalogue may arrive while they type in a field
 * drawn from the copies, so the focused element is found again by its id, with its caret.
 */
function keepingFocus(list: HTMLElement, redraw: () => void): void {
  const active = document.activeElement;
  const id = active && list.contains(active) ? active.id : '';
  const field = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement ? active : undefined;
  const [from, to] = [field?.selectionStart ?? null, field?.selectionEnd ?? null];
  redraw();
  if (!id) return;
  const again = document.getElementById(id);
  again?.focus();
  if ((again instanceof HTMLInputElement || again instanceof HTMLTextAreaElement) && from !== null && to !== null) again.setSelectionRange(from, to);
}
