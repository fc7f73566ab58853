import type { LabelKey } from '../content/schemas/label.ts';
import { fillWords } from '../shared/fill-words.ts';
import type { Product } from './site-model.ts';

/**
 * A product page's enquiry greeting and e-mail subject, the product named, from the owner's labels
 * (`enquire-message`, `enquire-subject`): the page's own links start with them, and the size run's
 * island adds the order to them.
 */
export function productEnquiry(product: Pick<Product, 'title' | 'name'>, labels: Readonly<Record<LabelKey, string>>): { greeting: string; subject: string } {
  const fill = (words: string) => fillWords(words, { product: product.title, article: product.name });
  return { greeting: fill(labels['enquire-message']), subject: fill(labels['enquire-subject']) };
}
