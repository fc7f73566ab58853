import { swatchTones } from '../../shared/colour-swatch.ts';
import { FACET_NAMES, facetsFromData, type FacetData, type FacetName, type FacetOption, type FacetSelection } from '../../shared/listing-facets.ts';
import type { FacetCounts, ListingState } from '../../shared/listing-state.ts';
import type { UpdateListing } from './listen-to-controls.ts';

/**
 * Draws the facets' checkboxes into their groups (ListingFacets.tsx) from the values and blanks of
 * their template after the cards, once the parser has passed it, and returns them. A group with a
 * value the address checks opens, so the visitor sees why the cards are fewer.
 */
function fillFacets(root: HTMLElement, state: FacetSelection): HTMLInputElement[] {
  const template = root.querySelector<HTMLTemplateElement>('template[data-facet-options]');
  const blank = template?.content.querySelector('label');
  if (!template || !blank) return [];
  const facets = facetsFromData(JSON.parse(template.dataset.facetOptions ?? '[]') as FacetData);
  for (const { name, options } of facets) {
    const group = root.querySelector(`[data-facet-group="${name}"]`);
    const list = document.createElement('ul');
    list.dataset.facetList = name;
    list.append(...options.map((option) => facetItem(template, blank, name, option)));
    group?.append(list);
    if (state[name]?.length) group?.closest('details')?.setAttribute('open', '');
  }
  return [...root.querySelectorAll<HTMLInputElement>('input[data-facet]')];
}

/** One value's checkbox, its colour's dot and its count: a copy of the blank the server rendered. */
function facetItem(template: HTMLTemplateElement, blank: Element, name: FacetName, option: FacetOption): HTMLLIElement {
  const label = blank.cloneNode(true) as HTMLLabelElement;
  const input = label.querySelector('input')!;
  Object.assign(input, { name, value: option.slug });
  input.dataset.facet = name;
  input.dataset.name = option.name;
  label.querySelector('.listing-facets__name')!.textContent = option.name;
  label.querySelector('[data-facet-count]')!.textContent = `(${option.count})`;
  if (option.swatch) {
    const tones = swatchTones(option.swatch);
    const dot = template.content.querySelector(`[data-swatch="${tones.length > 1 ? 2 : 1}"]`)?.cloneNode(true) as SVGElement | undefined;
    for (const part of dot?.querySelectorAll('[data-tone]') ?? []) part.setAttribute('fill', tones[Number(part.getAttribute('data-tone'))] ?? '');
    if (dot) input.after(dot);
  }
  const item = document.createElement('li');
  item.append(label);
  return item;
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
