import { onIslandParsed } from '../lib/on-island-parsed.ts';
import {
  applyListingState,
  defaultState,
  pageWindow,
  queryFromState,
  stateFromQuery,
  type ListingProduct,
  type ListingState,
  type PriceRange,
} from '../../shared/listing-state.ts';
import type { PriceFormat } from '../../shared/format-price.ts';
import { fetchProductSets } from '../lib/fetch-json.ts';
import { islandProps } from '../lib/island-props.ts';
import { loadProblem } from '../lib/load-problem.ts';
import { showing, type ListingWords } from '../../shared/listing-words.ts';
import { productCard } from '../lib/product-card.ts';
import { filterDrawer } from '../lib/filter-drawer.ts';
import { whenParsed } from '../lib/when-parsed.ts';
import { fillWords } from '../../shared/fill-words.ts';

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
  /** The owner's words (labels.csv) for what this island writes. */
  words: ListingWords;
  /** The listing's name, which its page links are named after. */
  title: string;
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
  const prices = props.prices;
  const defaults = defaultState(props.perPage, prices);
  const form = root.querySelector<HTMLFormElement>('[data-listing-tools]');
  if (!form) return;
  const categoryButtons = [...root.querySelectorAll<HTMLButtonElement>('[data-category]')];
  const viewButtons = [...root.querySelectorAll<HTMLButtonElement>('[data-view]')];
  const field = <T extends HTMLInputElement | HTMLSelectElement>(name: string) => form.elements.namedItem(name) as T;
  const search = field<HTMLInputElement>('q');
  const min = field<HTMLInputElement>('min');
  const max = field<HTMLInputElement>('max');
  const sort = field<HTMLSelectElement>('sort');
  const per = field<HTMLSelectElement>('per');
  const chips = root.querySelector<HTMLElement>('[data-listing-chips]');
  const activeCount = root.querySelector<HTMLElement>('[data-active-count]');
  const done = root.querySelector<HTMLElement>('[data-filters-done]');
  filterDrawer(root);
  const parsed = whenParsed(root, '[data-listing-end]').then(() => {
    const grid = root.querySelector<HTMLElement>('[data-listing-grid]');
    const count = root.querySelector<HTMLElement>('[data-listing-count]');
    const empty = root.querySelector<HTMLElement>('[data-listing-empty]');
    const pagination = root.querySelector<HTMLElement>('[data-listing-pagination]');
    // The card every card it draws is a copy of (ProductCardTemplate).
    const template = root.querySelector<HTMLTemplateElement>('template[data-product-card]');
    return grid && count && empty && pagination && template ? { grid, count, empty, pagination, template } : undefined;
  });

  let products: ListingProduct[] | null = null;
  let loading: Promise<ListingProduct[]> | null = null;
  const load = () => {
    loading ??= fetchProductSets<ListingProduct>(props.sources).then(
      (all) => {
        products = all;
        return all;
      },
      (error: unknown) => {
        // Forget the failure, so that the next change or the Retry button asks the server again.
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const problem = loadProblem(
    (region) => (root.querySelector('[data-listing-count]') ?? form).after(region),
    'the search, filters and sorting cannot be applied yet',
  );

  // On /sports-ware/page/3/ the page number is in the path; once the visitor changes anything, the query string holds it.
  const stateFromLocation = (): ListingState => stateFromQuery(location.search, location.search ? defaults : { ...defaults, page: props.page });
  let state = stateFromLocation();

  const showControls = (current: ListingState) => {
    search.value = current.query;
    min.value = String(current.minPrice);
    max.value = String(current.maxPrice);
    sort.value = current.sort;
    per.value = String(current.perPage);
    for (const button of categoryButtons) button.setAttribute('aria-pressed', String(current.categories.includes(button.dataset.category ?? '')));
    for (const button of viewButtons) button.setAttribute('aria-pressed', String(button.dataset.view === current.view));
    root.querySelector('[data-listing-grid]')?.classList.toggle('product-grid--list', current.view === 'list');
    showActiveFilters(current);
  };

  /** The phone's summary of the filters: how many are on, and a chip for each that removes it. */
  const showActiveFilters = (current: ListingState) => {
    const active: { name: string; remove: Partial<ListingState> }[] = [];
    for (const slug of current.categories) {
      const name = categoryButtons.find((button) => button.dataset.category === slug)?.querySelector('span')?.textContent ?? slug;
      active.push({ name, remove: { categories: current.categories.filter((item) => item !== slug) } });
    }
    if (current.query !== '') active.push({ name: `“${current.query}”`, remove: { query: '' } });
    if (current.minPrice !== prices.min || current.maxPrice !== prices.max) {
      active.push({ name: `${current.minPrice}–${current.maxPrice}`, remove: { minPrice: prices.min, maxPrice: prices.max } });
    }
    if (activeCount) {
      activeCount.textContent = `(${active.length})`;
      activeCount.hidden = active.length === 0;
    }
    if (!chips) return;
    chips.hidden = active.length === 0;
    chips.replaceChildren(
      ...active.map(({ name, remove }) => {
        const item = document.createElement('li');
        const button = document.createElement('button');
        button.type = 'button';
        button.className = 'listing__chip';
        const hidden = document.createElement('span');
        hidden.className = 'visually-hidden';
        hidden.textContent = `${props.words.removeFilter}: `;
        const cross = document.createElement('span');
        cross.setAttribute('aria-hidden', 'true');
        cross.textContent = ' ×';
        button.append(hidden, name, cross);
        button.addEventListener('click', () => {
          const next =
            button.closest('li')?.nextElementSibling?.querySelector('button') ?? button.closest('li')?.previousElementSibling?.querySelector('button');
          update(remove);
          // Focus stays among the chips, or goes to the button that opens the filters.
          (next ?? root.querySelector<HTMLElement>('[data-filters-open]'))?.focus();
        });
        item.append(button);
        return item;
      }),
    );
  };

  const render = async () => {
    showControls(state);
    const parts = await parsed;
    if (!parts) return;
    const { grid, count, empty, pagination, template } = parts;
    // The grid may have been parsed only after showControls ran: the view applies to it now.
    grid.classList.toggle('product-grid--list', state.view === 'list');
    let all = products;
    if (!all) {
      try {
        all = await load();
      } catch {
        // The cards of the page stay as they were; the message says why nothing changed.
        problem.show(() => void render());
        return;
      }
    }
    problem.hide();
    const result = applyListingState(all, state);
    grid.replaceChildren(...result.items.map((product) => productCard(template, product, props.priceFormat)));
    const first = (result.page - 1) * state.perPage + 1;
    count.textContent = result.total === 0 ? props.words.none : showing(props.words, first, first + result.items.length - 1, result.total);
    empty.hidden = result.total > 0;
    grid.hidden = result.total === 0;
    renderPagination(pagination, result.page, result.pageCount);
    if (done) done.textContent = fillWords(props.words.showResults, { count: result.total });
    // Marks which state the cards show, for tests and for styles that wait for the first redraw.
    root.dataset.rendered = location.search;
    // The time from the visitor's change to the next frame with the new cards, read by `npm run bench`.
    // Two quick changes share one frame, so the frame callback measures from the mark's time, not
    // its name: the first callback has already cleared the mark when the second one runs.
    const change = performance.getEntriesByName('listing-change', 'mark').at(-1);
    if (change) {
      performance.measure('listing-script', { start: change.startTime });
      requestAnimationFrame(() => {
        performance.measure('listing-update', { start: change.startTime });
        performance.clearMarks('listing-change');
      });
    }
  };

  const renderPagination = (pagination: HTMLElement, page: number, pageCount: number) => {
    if (pageCount <= 1) {
      pagination.replaceChildren();
      return;
    }
    const nav = document.createElement('nav');
    nav.className = 'pagination';
    // Named as the server names it (Pagination.tsx): after the listing.
    nav.setAttribute('aria-label', props.title);
    const list = document.createElement('ul');
    const link = (target: number, text: string, label?: string) => {
      const anchor = document.createElement('a');
      anchor.href = `${props.base}${queryFromState({ ...state, page: target }, defaults)}`;
      anchor.textContent = text;
      if (label) anchor.setAttribute('aria-label', label);
      anchor.dataset.page = String(target);
      return anchor;
    };
    const item = (child: Node) => {
      const li = document.createElement('li');
      li.append(child);
      list.append(li);
    };
    if (page > 1) item(link(page - 1, props.words.previous));
    for (const number of pageWindow(page, pageCount)) {
      if (number === null) {
        const gap = document.createElement('span');
        gap.className = 'pagination__gap';
        gap.textContent = '…';
        item(gap);
      } else if (number === page) {
        const current = document.createElement('span');
        current.setAttribute('aria-current', 'page');
        current.textContent = String(number);
        item(current);
      } else {
        item(link(number, String(number), `${props.words.page} ${number}`));
      }
    }
    if (page < pageCount) item(link(page + 1, props.words.next));
    nav.append(list);
    pagination.replaceChildren(nav);
  };

  /** Every change is a history entry; filters, sorting and page size start again at page 1. */
  const update = (change: Partial<ListingState>, resetPage = true) => {
    performance.mark('listing-change');
    state = { ...state, ...change, ...(resetPage ? { page: 1 } : {}) };
    history.pushState(null, '', `${props.base}${queryFromState(state, defaults)}`);
    void render();
  };

  for (const button of categoryButtons) {
    button.disabled = false;
    button.addEventListener('click', () => {
      const slug = button.dataset.category ?? '';
      const selected = state.categories.includes(slug);
      const categories =
        props.categoryMode === 'single' ? (selected ? [] : [slug]) : selected ? state.categories.filter((item) => item !== slug) : [...state.categories, slug];
      update({ categories });
    });
  }
  for (const button of viewButtons) {
    button.addEventListener('click', () => update({ view: button.dataset.view === 'list' ? 'list' : 'grid' }, false));
  }
  sort.addEventListener('change', () => update({ sort: sort.value as ListingState['sort'] }));
  per.addEventListener('change', () => update({ perPage: Number(per.value) }));

  let typing: ReturnType<typeof setTimeout> | undefined;
  search.addEventListener('input', () => {
    clearTimeout(typing);
    typing = setTimeout(() => update({ query: search.value }), 200);
  });
  const price = (input: HTMLInputElement, fallback: number) => {
    const value = Number(input.value);
    return input.value.trim() === '' || !Number.isFinite(value) ? fallback : Math.min(prices.max, Math.max(prices.min, value));
  };
  for (const input of [min, max]) {
    input.addEventListener('change', () => update({ minPrice: price(min, prices.min), maxPrice: price(max, prices.max) }));
  }
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    clearTimeout(typing);
    update({ query: search.value, minPrice: price(min, prices.min), maxPrice: price(max, prices.max) });
  });
  // The empty state's button comes after the cards, which may not be parsed yet: listen on the root.
  root.addEventListener('click', (event) => {
    if (!(event.target instanceof Element) || !event.target.closest('[data-listing-clear]')) return;
    update({ categories: [], query: '', minPrice: prices.min, maxPrice: prices.max });
    search.focus();
  });
  window.addEventListener('popstate', () => {
    state = stateFromLocation();
    void render();
  });
  // Warm the data while the visitor decides, without delaying the page.
  // A failure here says nothing yet: the change that needs the data shows it, and asks again.
  search.addEventListener('focus', () => void load().catch(() => undefined), { once: true });

  // What the visitor did before this script ran, read before anything is redrawn. From here the
  // island answers the toggles (the chrome's early answers stop: early-toggles.ts).
  const early = changesBeforeReady();
  root.dataset.wired = '';
  // The controls answer from here (read by `npm run bench -- --controls` and the tests): a change
  // made before the cards below are parsed is drawn once they are, and until then the page links
  // are plain links to the static pages.
  root.dataset.ready = 'true';
  for (const button of viewButtons) button.disabled = false;
  if (Object.keys(early).length > 0) {
    update(early, !('view' in early && Object.keys(early).length === 1));
  } else {
    showControls(state);
    const untouched = queryFromState(state, defaults) === '' || (location.search === '' && state.page === props.page);
    if (!untouched) void render();
  }
  void parsed.then((parts) => {
    if (!parts) return;
    parts.pagination.addEventListener('click', (event) => {
      const anchor = (event.target as Element).closest<HTMLAnchorElement>('a[href]');
      if (!anchor) return;
      event.preventDefault();
      update({ page: Number(anchor.dataset.page ?? new URL(anchor.href).searchParams.get('page') ?? pageFromPath(anchor.href)) }, false);
      root.scrollIntoView({ block: 'start' });
    });
  });

  /**
   * What was changed in the controls before this script ran: a search typed, a price, sort or page
   * size chosen (each field against the value the server wrote), and the toggles the chrome answered
   * meanwhile (data-touched, see early-toggles.ts).
   */
  function changesBeforeReady(): Partial<ListingState> {
    const change: Partial<ListingState> = {};
    if (search.value !== search.defaultValue) change.query = search.value;
    if (min.value !== min.defaultValue || max.value !== max.defaultValue) {
      change.minPrice = price(min, prices.min);
      change.maxPrice = price(max, prices.max);
    }
    const chosen = (select: HTMLSelectElement) => select.selectedOptions[0] && !select.selectedOptions[0].defaultSelected;
    if (chosen(sort)) change.sort = sort.value as ListingState['sort'];
    if (chosen(per)) change.perPage = Number(per.value);
    if (categoryButtons.some((button) => 'touched' in button.dataset)) {
      change.categories = categoryButtons.filter((button) => button.getAttribute('aria-pressed') === 'true').map((button) => button.dataset.category ?? '');
    }
    const view = viewButtons.find((button) => 'touched' in button.dataset && button.getAttribute('aria-pressed') === 'true');
    if (view) change.view = view.dataset.view === 'list' ? 'list' : 'grid';
    return change;
  }
}

function pageFromPath(href: string): number {
  return Number(/\/page\/(\d+)\/?$/.exec(new URL(href).pathname)?.[1] ?? 1);
}
