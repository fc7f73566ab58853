import { fillWords } from './fill-words.ts';
import type { FacetName } from './listing-facets.ts';

/**
 * The owner's words (labels.csv) that the listing island writes in the browser: the count line,
 * the page links and the filter chips. The server passes them in the island's props, and the page's
 * own markup uses the same helpers, so the two never read differently. The cards it draws carry
 * their words already: they are copies of the page's card template (ProductCard.tsx).
 */
export interface ListingWords {
  readonly showing: string;
  readonly none: string;
  readonly previous: string;
  readonly next: string;
  readonly page: string;
  /** "Show {count} products", on the button that closes a phone's filter panel. */
  readonly showResults: string;
  /** Read before an active filter's name on the chip that removes it. */
  readonly removeFilter: string;
  /** The chip that removes every active filter. */
  readonly clearAll: string;
  /** The facets' headings, which name the chosen values in the WhatsApp message of an empty result. */
  readonly facets: Readonly<Record<FacetName, string>>;
  /** That message: {listing} and {filters} filled in. */
  readonly askMessage: string;
}

type LabelSource = Readonly<
  Record<
    | 'showing'
    | 'no-products'
    | 'previous'
    | 'next'
    | 'page'
    | 'show-results'
    | 'remove-filter'
    | 'clear-all'
    | 'ask-other-colours-message'
    | `filter-${FacetName}`,
    string
  >
>;

export function listingWords(labels: LabelSource): ListingWords {
  return {
    showing: labels.showing,
    none: labels['no-products'],
    previous: labels.previous,
    next: labels.next,
    page: labels.page,
    showResults: labels['show-results'],
    removeFilter: labels['remove-filter'],
    clearAll: labels['clear-all'],
    facets: { colour: labels['filter-colour'], size: labels['filter-size'], fabric: labels['filter-fabric'], decoration: labels['filter-decoration'] },
    askMessage: labels['ask-other-colours-message'],
  };
}

/** "Showing 1–24 of 83 products", in the owner's words: {first}, {last} and {total} filled in. */
export function showing(words: { showing: string }, first: number, last: number, total: number): string {
  return fillWords(words.showing, { first, last, total });
}

/**
 * The WhatsApp message of an empty result: the listing and the checked values, facet by facet, in
 * the owner's words: "… Sports Wear in Colour: Royal Blue, White; Size: XL. …".
 */
export function askMessage(
  words: Pick<ListingWords, 'askMessage' | 'facets'>,
  listing: string,
  checked: readonly { name: FacetName; label: string }[],
): string {
  const byFacet = new Map<FacetName, string[]>();
  for (const { name, label } of checked) byFacet.set(name, [...(byFacet.get(name) ?? []), label]);
  const filters = [...byFacet].map(([name, labels]) => `${words.facets[name]}: ${labels.join(', ')}`).join('; ');
  return fillWords(words.askMessage, { listing, filters });
}
