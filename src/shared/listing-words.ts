import { fillWords } from './fill-words.ts';

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
}

type LabelSource = Readonly<Record<'showing' | 'no-products' | 'previous' | 'next' | 'page' | 'show-results' | 'remove-filter', string>>;

export function listingWords(labels: LabelSource): ListingWords {
  return {
    showing: labels.showing,
    none: labels['no-products'],
    previous: labels.previous,
    next: labels.next,
    page: labels.page,
    showResults: labels['show-results'],
    removeFilter: labels['remove-filter'],
  };
}

/** "Showing 1–24 of 83 products", in the owner's words: {first}, {last} and {total} filled in. */
export function showing(words: { showing: string }, first: number, last: number, total: number): string {
  return fillWords(words.showing, { first, last, total });
}
