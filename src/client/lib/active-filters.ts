import { checkedCount, NO_FACETS } from '../../shared/listing-facets.ts';
import type { ListingState, PriceRange } from '../../shared/listing-state.ts';
import { checkedNames } from './facet-controls.ts';
import type { UpdateListing } from './listen-to-controls.ts';

interface ActiveFilter {
  name: string;
  remove: Partial<ListingState>;
}

interface ChipSources {
  categoryButtons: readonly HTMLButtonElement[];
  /** The facets' checkboxes, which name their values as the server wrote them. */
  facetInputs: readonly HTMLInputElement[];
  prices: PriceRange;
  words: { removeFilter: string; clearAll: string };
  update: UpdateListing;
}

/**
 * The summary of the filters: how many are on (on the phone's "Filter and sort"), a chip for each
 * that removes it, and one that removes them all. `categoryButtons` give the categories' names as
 * the server wrote them.
 */
export function showActiveFilters(root: HTMLElement, state: ListingState, sources: ChipSources): void {
  const { prices, words, update } = sources;
  const active = activeFilters(state, sources);
  const activeCount = root.querySelector<HTMLElement>('[data-active-count]');
  if (activeCount) {
    activeCount.textContent = `(${active.length})`;
    activeCount.hidden = active.length === 0;
  }
  const chips = root.querySelector<HTMLElement>('[data-listing-chips]');
  if (!chips) return;
  chips.hidden = active.length === 0;
  const clearAll = { name: words.clearAll, remove: { categories: [], query: '', minPrice: prices.min, maxPrice: prices.max, facets: NO_FACETS } };
  chips.replaceChildren(
    ...active.map((filter) => chip(root, filter, `${words.removeFilter}: `, update)),
    ...(active.length > 1 || checkedCount(state.facets) > 0 ? [chip(root, clearAll, '', update)] : []),
  );
}

function activeFilters(state: ListingState, { categoryButtons, facetInputs, prices }: ChipSources): ActiveFilter[] {
  const active: ActiveFilter[] = [];
  for (const slug of state.categories) {
    const name = categoryButtons.find((button) => button.dataset.category === slug)?.querySelector('span')?.textContent ?? slug;
    active.push({ name, remove: { categories: state.categories.filter((item) => item !== slug) } });
  }
  if (state.query !== '') active.push({ name: `“${state.query}”`, remove: { query: '' } });
  if (state.minPrice !== prices.min || state.maxPrice !== prices.max) {
    active.push({ name: `${state.minPrice}–${state.maxPrice}`, remove: { minPrice: prices.min, maxPrice: prices.max } });
  }
  for (const { name, slug, label } of checkedNames(facetInputs, state)) {
    active.push({ name: label, remove: { facets: { ...state.facets, [name]: state.facets[name].filter((item) => item !== slug) } } });
  }
  return active;
}

/** `before` is read by screen readers only, ahead of the name ("Remove filter: "). */
function chip(root: HTMLElement, { name, remove }: ActiveFilter, before: string, update: UpdateListing): HTMLElement {
  const item = document.createElement('li');
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'listing__chip';
  const hidden = document.createElement('span');
  hidden.className = 'visually-hidden';
  hidden.textContent = before;
  const cross = document.createElement('span');
  cross.setAttribute('aria-hidden', 'true');
  cross.textContent = ' ×';
  button.append(hidden, name, cross);
  button.addEventListener('click', () => {
    const position = [...(item.parentElement?.children ?? [])].indexOf(item);
    update(remove);
    // The chips are drawn anew: focus goes to the one now in this place (or the last), else to the
    // phone's button that opens the filters, else (a desktop shows no such button) to the search.
    const left = [...root.querySelectorAll<HTMLElement>('[data-listing-chips] button')];
    const open = root.querySelector<HTMLElement>('[data-filters-open]');
    (left[Math.min(position, left.length - 1)] ?? (open?.offsetParent ? open : root.querySelector<HTMLElement>('input[name="q"]')))?.focus();
  });
  item.append(button);
  return item;
}
