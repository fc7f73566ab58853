import { closest } from 'fastest-levenshtein';
import type { ContentIssue } from '../errors/content-issue.ts';
import { at } from './issue-location.ts';
import type { RawContent } from './load-collections.ts';
import { productsKey } from './schemas/product.ts';
import { PRODUCT_LIST_NAMES } from '../shared/product-lists.ts';
import { slugify } from './site-model.ts';

/**
 * A product's decorations are ones the owner lists: the title or slug of a service, a printing type
 * or an embroidery type. So every decoration a buyer can filter by or choose is one the site
 * explains, and "Embroidary" is refused instead of becoming a value of its own in the listing's
 * filter. Matched by their address form, so "screen printing" is "Screen Printing".
 */
export function checkDecorations(content: RawContent): ContentIssue[] {
  const listed = [...content.services, ...content.printingTypes, ...content.embroideryTypes];
  const known = new Set(listed.flatMap((entry) => [entry.slug, slugify(entry.title)]));
  const titles = listed.map((entry) => entry.title);
  return PRODUCT_LIST_NAMES.flatMap((list) =>
    content[productsKey(list)].flatMap((product) =>
      product.decoration
        .filter((decoration) => !known.has(slugify(decoration)))
        .map((decoration) => ({
          code: 'UnknownDecoration' as const,
          ...at({ source: product.source, column: 'decoration' }),
          message: `unknown decoration "${decoration}": a decoration must be the title of one of your services, printing types or embroidery types${titles.length > 0 ? `; did you mean "${closest(decoration, titles)}"?` : ''}`,
        })),
    ),
  );
}
