import type { ListingState, PriceRange } from '../../shared/listing-state.ts';
import type { UpdateListing } from './listen-to-controls.ts';

interface ActiveFilter {
  name: string;
  remove: Partial<ListingState>;
}

/**
 * The phone's summary of the filters: how many are on, and a chip for each that removes it.
 * `categoryButtons` give the categories' names as the server wrote them.
 */
export function showActiveFilters(
  root: HTMLElement,
  state: ListingState,
  {
    categoryButtons,
    prices,
    removeWord,
    update,
  }: { categoryButtons: readonly HTMLButtonElement[]; prices: PriceRange; removeWord: string; update: UpdateListing },
): void {
  const active = activeFilters(state, categoryButtons, prices);
  const activeCount = root.querySelector<HTMLElement>('[data-active-count]');
  if (activeCount) {
    activeCount.textContent = `(${active.length})`;
    activeCount.hidden = active.length === 0;
  }
  const chips = root.querySelector<HTMLElement>('[data-listing-chips]');
  if (!chips) return;
  chips.hidden = active.length === 0;
  chips.replaceChildren(...active.map((filter) => chip(root, filter, removeWord, update)));
}

function activeFilters(state: ListingState, categoryButtons: readonly HTMLButtonElement[], prices: PriceRange): ActiveFilter[] {
  const active: ActiveFilter[] = [];
  for (const slug of state.categories) {
    const name = categoryButtons.find((button) => button.dataset.category === slug)?.querySelector('span')?.textContent ?? slug;
    active.push({ name, remove: { categories: state.categories.filter((item) => item !== slug) } });
  }
  if (state.query !== '') active.push({ name: `“${state.query}”`, remove: { query: '' } });
  if (state.minPrice !== prices.min || state.maxPrice !== prices.max) {
    active.push({ name: `${state.minPrice}–${state.maxPrice}`, remove: { minPrice: prices.min, maxPrice: prices.max } });
  }
  return active;
}

function chip(root: HTMLElement, { name, remove }: ActiveFilter, removeWord: string, update: UpdateListing): HTMLElement {
  const item = document.createElement('li');
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'listing__chip';
  const hidden = document.createElement('span');
  hidden.className = 'visually-hidden';
  hidden.textContent = `${removeWord}: `;
  const cross = document.createElement('span');
  cross.setAttribute('aria-hidden', 'true');
  cross.textContent = ' ×';
  button.append(hidden, name, cross);
  button.addEventListener('click', () => {
    const next = item.nextElementSibling?.querySelector('button') ?? item.previousElementSibling?.querySelector('button');
    update(remove);
    // Focus stays among the chips, or goes to the button that opens the filters.
    (next ?? root.querySelector<HTMLElement>('[data-filters-open]'))?.focus();
  });
  item.append(button);
  return item;
}
