import { FACET_NAMES, type FacetName, type FacetSelection } from '../../shared/listing-facets.ts';
import type { FacetCounts, ListingState } from '../../shared/listing-state.ts';
import type { UpdateListing } from './listen-to-controls.ts';

/**
 * Moves the facets' checkboxes from their template after the cards into their groups
 * (ListingFacets.tsx), once the parser has passed both, and returns them. A group with a value the
 * address checks opens, so the visitor sees why the cards are fewer.
 */
function fillFacets(root: HTMLElement, state: FacetSelection): HTMLInputElement[] {
  const template = root.querySelector<HTMLTemplateElement>('template[data-facet-options]');
  if (!template) return [];
  for (const list of template.content.querySelectorAll<HTMLElement>('[data-facet-list]')) {
    const name = list.dataset.facetList as FacetName;
    const group = root.querySelector(`[data-facet-group="${name}"]`);
    group?.append(list);
    if (state[name]?.length) group?.closest('details')?.setAttribute('open', '');
  }
  return [...root.querySelectorAll<HTMLInputElement>('input[data-facet]')];
}

/**
 * The facets' boxes: empty until the cards are parsed, then filled (fillFacets) and answering
 * clicks; `filled` shows the state on them.
 */
export function facetBoxes(
  root: HTMLElement,
  parsed: Promise<unknown>,
  { state, update, filled }: { state: () => ListingState; update: UpdateListing; filled: () => void },
): HTMLInputElement[] {
  const boxes: HTMLInputElement[] = [];
  void parsed.then(() => {
    boxes.push(...fillFacets(root, state().facets));
    listenToFacets(boxes, state, update);
    filled();
  });
  return boxes;
}

const facetOf = (input: HTMLInputElement) => input.dataset.facet as FacetName;

/** A box clicked adds its value to its facet's, or takes it out: the address keeps the order they were checked in. */
function listenToFacets(inputs: readonly HTMLInputElement[], state: () => ListingState, update: UpdateListing): void {
  for (const input of inputs) {
    input.addEventListener('change', () => {
      const { facets } = state();
      const name = facetOf(input);
      const others = facets[name].filter((slug) => slug !== input.value);
      update({ facets: { ...facets, [name]: input.checked ? [...others, input.value] : others } });
    });
  }
}

/**
 * Sets the boxes to the state, and, once the card data has been counted, each value's count. A
 * value that would show nothing is disabled, unless it is checked: then it stays, to be unchecked.
 */
export function showFacets(inputs: readonly HTMLInputElement[], state: ListingState, counts?: FacetCounts): void {
  for (const input of inputs) {
    input.checked = state.facets[facetOf(input)].includes(input.value);
    if (!counts) continue;
    const count = counts[facetOf(input)].get(input.value) ?? 0;
    input.disabled = count === 0 && !input.checked;
    const shown = input.parentElement?.querySelector('[data-facet-count]');
    if (shown) shown.textContent = `(${count})`;
  }
}

/** The checked values by facet with their names as the page shows them, for the chips and the WhatsApp message. */
export function checkedNames(inputs: readonly HTMLInputElement[], state: ListingState): { name: FacetName; slug: string; label: string }[] {
  return FACET_NAMES.flatMap((name) =>
    state.facets[name].map((slug) => ({
      name,
      slug,
      label: inputs.find((input) => facetOf(input) === name && input.value === slug)?.dataset.name ?? slug,
    })),
  );
}
