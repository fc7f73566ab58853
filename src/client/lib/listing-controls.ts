import type { ListingState, PriceRange } from '../../shared/listing-state.ts';

/** The listing's own controls, which the server renders before its cards (ListingPage.tsx). */
export interface ListingControls {
  form: HTMLFormElement;
  search: HTMLInputElement;
  min: HTMLInputElement;
  max: HTMLInputElement;
  sort: HTMLSelectElement;
  per: HTMLSelectElement;
  categoryButtons: HTMLButtonElement[];
  viewButtons: HTMLButtonElement[];
}

export function listingControls(root: HTMLElement): ListingControls | undefined {
  const form = root.querySelector<HTMLFormElement>('[data-listing-tools]');
  if (!form) return undefined;
  const field = <T extends HTMLInputElement | HTMLSelectElement>(name: string) => form.elements.namedItem(name) as T;
  return {
    form,
    search: field('q'),
    min: field('min'),
    max: field('max'),
    sort: field('sort'),
    per: field('per'),
    categoryButtons: [...root.querySelectorAll<HTMLButtonElement>('[data-category]')],
    viewButtons: [...root.querySelectorAll<HTMLButtonElement>('[data-view]')],
  };
}

/** Sets every control to `state`, as after the back button or a change made elsewhere. */
export function showControls(root: HTMLElement, controls: ListingControls, state: ListingState): void {
  controls.search.value = state.query;
  controls.min.value = String(state.minPrice);
  controls.max.value = String(state.maxPrice);
  controls.sort.value = state.sort;
  controls.per.value = String(state.perPage);
  for (const button of controls.categoryButtons) button.setAttribute('aria-pressed', String(state.categories.includes(button.dataset.category ?? '')));
  for (const button of controls.viewButtons) button.setAttribute('aria-pressed', String(button.dataset.view === state.view));
  root.querySelector('[data-listing-grid]')?.classList.toggle('product-grid--list', state.view === 'list');
}

/** A price field's value, kept within the listing's range; the range's end when empty or not a number. */
export function priceIn(input: HTMLInputElement, fallback: number, prices: PriceRange): number {
  const value = Number(input.value);
  return input.value.trim() === '' || !Number.isFinite(value) ? fallback : Math.min(prices.max, Math.max(prices.min, value));
}

/**
 * What was changed in the controls before the island's script ran: a search typed, a price, sort or
 * page size chosen (each field against the value the server wrote), and the toggles the chrome
 * answered meanwhile (data-touched, see early-toggles.ts).
 */
export function changesBeforeReady(controls: ListingControls, prices: PriceRange): Partial<ListingState> {
  const { search, min, max, sort, per, categoryButtons, viewButtons } = controls;
  const change: Partial<ListingState> = {};
  if (search.value !== search.defaultValue) change.query = search.value;
  if (min.value !== min.defaultValue || max.value !== max.defaultValue) {
    change.minPrice = priceIn(min, prices.min, prices);
    change.maxPrice = priceIn(max, prices.max, prices);
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
