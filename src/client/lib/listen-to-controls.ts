import type { CategoryMode } from '../../shared/product-lists.ts';
import { NO_FACETS } from '../../shared/listing-facets.ts';
import type { ListingState, PriceRange } from '../../shared/listing-state.ts';
import { type ListingControls, priceIn } from './listing-controls.ts';

/** Applies a change to the listing's state; `resetPage` false keeps the page (the view, a page link). */
export type UpdateListing = (change: Partial<ListingState>, resetPage?: boolean) => void;

interface Listened {
  root: HTMLElement;
  controls: ListingControls;
  prices: PriceRange;
  categoryMode: CategoryMode;
  /** The state now, read when a click toggles a category in or out of it. */
  state: () => ListingState;
  update: UpdateListing;
}

/** Makes every control of the listing change its state: categories, view, sort, page size, search and price. */
export function listenToControls({ root, controls, prices, categoryMode, state, update }: Listened): void {
  const { form, search, min, max, sort, per, categoryButtons, viewButtons } = controls;
  for (const button of categoryButtons) {
    button.disabled = false;
    button.addEventListener('click', () => update({ categories: toggledCategories(state().categories, button.dataset.category ?? '', categoryMode) }));
  }
  for (const button of viewButtons) {
    button.addEventListener('click', () => update({ view: button.dataset.view === 'list' ? 'list' : 'grid' }, false));
  }
  sort.addEventListener('change', () => update({ sort: sort.value as ListingState['sort'] }));
  per.addEventListener('change', () => update({ perPage: Number(per.value) }));
  const priceChange = () => ({ minPrice: priceIn(min, prices.min, prices), maxPrice: priceIn(max, prices.max, prices) });
  let typing: ReturnType<typeof setTimeout> | undefined;
  search.addEventListener('input', () => {
    clearTimeout(typing);
    typing = setTimeout(() => update({ query: search.value }), 200);
  });
  for (const input of [min, max]) input.addEventListener('change', () => update(priceChange()));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    clearTimeout(typing);
    update({ query: search.value, ...priceChange() });
  });
  // The empty state's button comes after the cards, which may not be parsed yet: listen on the root.
  root.addEventListener('click', (event) => {
    if (!(event.target instanceof Element) || !event.target.closest('[data-listing-clear]')) return;
    update({ categories: [], query: '', minPrice: prices.min, maxPrice: prices.max, facets: NO_FACETS });
    search.focus();
  });
}

/** Street wear selects one category at a time; the other listings toggle several (shared/product-lists.ts). */
function toggledCategories(categories: readonly string[], slug: string, mode: CategoryMode): string[] {
  const selected = categories.includes(slug);
  if (mode === 'single') return selected ? [] : [slug];
  return selected ? categories.filter((item) => item !== slug) : [...categories, slug];
}
