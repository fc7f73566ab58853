import { onIslandParsed } from '../lib/on-island-parsed.ts';
import {
  applyListingState,
  defaultState,
  queryFromState,
  stateFromQuery,
  type ListingPage,
  type ListingProduct,
  type ListingState,
  type PriceRange,
} from '../../shared/listing-state.ts';
import type { PriceFormat } from '../../shared/format-price.ts';
import { fetchProductSets } from '../lib/fetch-json.ts';
import { loadOnce } from '../lib/load-once.ts';
import { islandProps } from '../lib/island-props.ts';
import { loadProblem } from '../lib/load-problem.ts';
import { showing } from '../../shared/listing-words.ts';
// The owner's words (labels.csv) for what this island writes come with its code.
import words from 'island-words:listing';
import { productCard } from '../lib/product-card.ts';
import { filterDrawer } from '../lib/filter-drawer.ts';
import { whenParsed } from '../lib/when-parsed.ts';
import { fillWords } from '../../shared/fill-words.ts';
import { changesBeforeReady, listingControls, showControls } from '../lib/listing-controls.ts';
import { listenToControls } from '../lib/listen-to-controls.ts';
import { showActiveFilters } from '../lib/active-filters.ts';
import { paginationLinks } from '../lib/pagination-links.ts';
import { facetBoxes, showFacets } from '../lib/facet-controls.ts';
import { showAskLink } from '../lib/ask-link.ts';
import { nextTask } from '../lib/next-task.ts';

interface Props {
  sources: string[];
  base: string;
  perPage: number;
  page: number;
  categoryMode: 'single' | 'multi' | 'none';
  /** The listing's cheapest and dearest product, rounded out to whole units of the currency (from the catalogue). */
  prices: PriceRange;
  /** The site's currency and language, to write the cards' prices as the server does. */
  priceFormat: PriceFormat;
  /** The listing's name, which its page links are named after. */
  title: string;
  /** The site's WhatsApp number, for an empty result's "ask us" link. */
  phone: string;
}

/**
 * Sorting, filtering, search, page size, paging and the grid/list view of a product listing. The
 * state lives in the query string (shareable, reloadable, and the back button steps through it).
 * The card data is fetched on the first change only, so looking at page one costs nothing extra.
 *
 * The script runs as soon as the parser has passed the controls: they answer at once, and what the
 * visitor typed, chose or pressed before it ran is applied. The cards, the count
 * and the page links below are taken once they are parsed.
 */
// The controls are parsed once the count, the first thing after them, is.
onIslandParsed('product-listing', enhance, '[data-listing-count]');

function enhance(root: HTMLElement) {
  const props = islandProps<Props>(root);
  const defaults = defaultState(props.perPage, props.prices);
  const controls = listingControls(root);
  if (!controls) return;
  const parsed = listingParts(root);
  const products = loadOnce(() => fetchProductSets<ListingProduct>(props.sources));
  const problem = loadProblem(
    (region) => (root.querySelector('[data-listing-count]') ?? controls.form).after(region),
    'the search, filters and sorting cannot be applied yet',
  );
  // On /sports-ware/page/3/ the page number is in the path; once the visitor changes anything, the query string holds it.
  const stateFromLocation = (): ListingState => stateFromQuery(location.search, location.search ? defaults : { ...defaults, page: props.page });
  let state = stateFromLocation();
  const hrefOf = (page: number) => `${props.base}${queryFromState({ ...state, page }, defaults)}`;

  const show = (current: ListingState) => {
    showControls(root, controls, current);
    showFacets(facets, current);
    showActiveFilters(root, current, { categoryButtons: controls.categoryButtons, facetInputs: facets, prices: props.prices, words, update });
  };
  const render = async () => {
    show(state);
    const parts = await parsed;
    if (!parts) return;
    // The grid may have been parsed only after the controls were shown: the view applies to it now.
    parts.grid.classList.toggle('product-grid--list', state.view === 'list');
    const all = await products.load().catch(() => undefined);
    // The cards of the page stay as they were; the message says why nothing changed.
    if (!all) {
      problem.show(() => void render());
      return;
    }
    problem.hide();
    const result = applyListingState(all, state);
    drawListing(parts, result, { state, props, hrefOf });
    showFacets(facets, state, result.counts);
    showAskLink(root, state, { inputs: facets, words, listing: props.title, phone: props.phone, empty: result.total === 0 });
    // Marks which state the cards show, for tests and for styles that wait for the first redraw.
    root.dataset.rendered = location.search;
    measureListingUpdate();
  };
  /** Every change is a history entry; filters, sorting and page size start again at page 1. */
  const update = (change: Partial<ListingState>, resetPage = true) => {
    performance.mark('listing-change');
    state = { ...state, ...change, ...(resetPage ? { page: 1 } : {}) };
    history.pushState(null, '', `${props.base}${queryFromState(state, defaults)}`);
    void render();
  };

  listenToControls({ root, controls, prices: props.prices, categoryMode: props.categoryMode, state: () => state, update });
  const facets = facetBoxes(root, parsed, { state: () => state, update, filled: () => show(state) });
  window.addEventListener('popstate', () => {
    state = stateFromLocation();
    void render();
  });
  // Warm the data while the visitor decides, without delaying the page.
  // A failure here says nothing yet: the change that needs the data shows it, and asks again.
  controls.search.addEventListener('focus', () => void products.load().catch(() => undefined), { once: true });
  // What the visitor did before this script ran, read before anything is redrawn. From here the
  // island answers the toggles (the chrome's early answers stop: early-toggles.ts).
  const early = changesBeforeReady(controls, props.prices);
  root.dataset.wired = '';
  // The rest in a task of its own: two short tasks, not one long one that keeps a slow phone from
  // answering a tap. From there the controls answer (read by `npm run bench -- --controls` and the
  // tests): a change made before the cards below are parsed is drawn once they are.
  void nextTask().then(() => {
    filterDrawer(root);
    root.dataset.ready = 'true';
    for (const button of controls.viewButtons) button.disabled = false;
    if (Object.keys(early).length > 0) {
      update(early, !('view' in early && Object.keys(early).length === 1));
    } else {
      show(state);
      // Drawn again unless the address asks for what the server drew.
      if (queryFromState(state, defaults) !== '' && (location.search !== '' || state.page !== props.page)) void render();
    }
    void parsed.then((parts) => parts?.pagination.addEventListener('click', (event) => followPageLink(root, event, update)));
  });
}

/** The parts of the listing after its controls, once the parser has passed them all. */
interface ListingParts {
  grid: HTMLElement;
  count: HTMLElement;
  empty: HTMLElement;
  pagination: HTMLElement;
  /** The card every card it draws is a copy of (ProductCardTemplate). */
  cardTemplate: HTMLTemplateElement;
  /** The page links it draws are copies of this (PaginationTemplate). */
  paginationTemplate: HTMLTemplateElement;
  done: HTMLElement | null;
}

function listingParts(root: HTMLElement): Promise<ListingParts | undefined> {
  return whenParsed(root, '[data-listing-end]').then(() => {
    const grid = root.querySelector<HTMLElement>('[data-listing-grid]');
    const count = root.querySelector<HTMLElement>('[data-listing-count]');
    const empty = root.querySelector<HTMLElement>('[data-listing-empty]');
    const pagination = root.querySelector<HTMLElement>('[data-listing-pagination]');
    const cardTemplate = root.querySelector<HTMLTemplateElement>('template[data-product-card]');
    const paginationTemplate = root.querySelector<HTMLTemplateElement>('template[data-pagination]');
    const done = root.querySelector<HTMLElement>('[data-filters-done]');
    if (!grid || !count || !empty || !pagination || !cardTemplate || !paginationTemplate) return undefined;
    return { grid, count, empty, pagination, cardTemplate, paginationTemplate, done };
  });
}

/** Draws one page of the result: its cards, the count, the empty state and the page links. */
function drawListing(
  parts: ListingParts,
  result: ListingPage,
  { state, props, hrefOf }: { state: ListingState; props: Props; hrefOf: (page: number) => string },
): void {
  const { grid, count, empty, pagination, cardTemplate, paginationTemplate, done } = parts;
  grid.replaceChildren(...result.items.map((product) => productCard(cardTemplate, product, props.priceFormat)));
  const first = (result.page - 1) * state.perPage + 1;
  count.textContent = result.total === 0 ? words.none : showing(words, first, first + result.items.length - 1, result.total);
  empty.hidden = result.total > 0;
  grid.hidden = result.total === 0;
  const links = paginationLinks(paginationTemplate, result.page, result.pageCount, hrefOf, words.page);
  pagination.replaceChildren(...(links ? [links] : []));
  if (done) done.textContent = fillWords(words.showResults, { count: result.total });
}

/**
 * The time from the visitor's change to the next frame with the new cards, read by `npm run bench`.
 * Two quick changes share one frame, so the frame callback measures from the mark's time, not its
 * name: the first callback has already cleared the mark when the second one runs.
 */
function measureListingUpdate(): void {
  const change = performance.getEntriesByName('listing-change', 'mark').at(-1);
  if (!change) return;
  performance.measure('listing-script', { start: change.startTime });
  requestAnimationFrame(() => {
    performance.measure('listing-update', { start: change.startTime });
    performance.clearMarks('listing-change');
  });
}

/** A page link redraws the listing in place; every link carries its page (data-page, Pagination.tsx). */
function followPageLink(root: HTMLElement, event: Event, update: (change: Partial<ListingState>, resetPage: boolean) => void): void {
  const anchor = (event.target as Element).closest<HTMLAnchorElement>('a[data-page]');
  if (!anchor) return;
  event.preventDefault();
  update({ page: Number(anchor.dataset.page) }, false);
  root.scrollIntoView({ block: 'start' });
}
