import type { ListingState } from '../../shared/listing-state.ts';
import { askMessage, type ListingWords } from '../../shared/listing-words.ts';
import { whatsappLink } from '../../shared/whatsapp-link.ts';
import { checkedNames } from './facet-controls.ts';

/**
 * The empty result's "We make other colours: ask us": shown when colours, sizes, fabrics or
 * decorations are checked, its WhatsApp message naming them, so the owner hears what was looked for.
 */
export function showAskLink(
  root: HTMLElement,
  state: ListingState,
  { inputs, words, listing, phone, empty }: { inputs: readonly HTMLInputElement[]; words: ListingWords; listing: string; phone: string; empty: boolean },
): void {
  const ask = root.querySelector<HTMLElement>('[data-listing-ask]');
  const link = ask?.querySelector('a');
  if (!ask || !link) return;
  const checked = checkedNames(inputs, state);
  ask.hidden = !empty || checked.length === 0;
  if (!ask.hidden) link.href = whatsappLink(phone, askMessage(words, listing, checked));
}
