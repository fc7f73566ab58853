import type { PriceFormat } from '../../shared/format-price.ts';
import { listButtonsData } from '../../shared/list-buttons-data.ts';
import type { ListingProduct } from '../../shared/listing-state.ts';
import { productCardTexts, type ProductCardTexts } from '../../shared/product-card-texts.ts';

/**
 * A product's card drawn in the browser: a copy of the card the server rendered without a product
 * into the listing page's <template data-product-card> (ProductCardTemplate in
 * templates/components/ProductCard.tsx), filled with the product. The markup is the server's; what
 * goes in here is the product's own: its texts, each in place of the <slot> named after it and set
 * as text, never parsed as HTML; its address; its picture's files and measures; and the data of its
 * list buttons' wrapper, after which the chrome's list-buttons island names the buttons, as it does
 * the server's. The copy belongs to the template's inert document, so nothing loads until the card
 * is in the page.
 */
export function productCard(template: HTMLTemplateElement, product: ListingProduct, prices: PriceFormat): HTMLElement {
  const card = template.content.firstElementChild!.cloneNode(true) as HTMLElement;
  const texts = productCardTexts(product, prices);
  for (const slot of card.querySelectorAll('slot')) {
    const text = texts[slot.name as keyof ProductCardTexts];
    // A part the product lacks (the price it was reduced from) goes with the element that holds it.
    if (text === undefined) slot.parentElement?.remove();
    else slot.replaceWith(text);
  }
  // "Article No: " and the product's Article No as one text, as the server's card parses.
  card.normalize();
  card.querySelector('a')?.setAttribute('href', product.href);
  fillPicture(card.querySelector('img')!, product.image);
  const lists = card.querySelector('.list-buttons');
  for (const [name, value] of Object.entries(listButtonsData(product))) lists?.setAttribute(name, value);
  return card;
}

/**
 * The template's blank picture (Picture in Img.tsx) made this image: a photo's <picture> gets its
 * one blank <source> once for each of the photo's variants; a drawing is the <img> alone.
 */
function fillPicture(image: HTMLImageElement, { src, sources = [], width, height, alt }: ListingProduct['image']) {
  image.src = src;
  image.alt = alt;
  image.width = width;
  image.height = height;
  const picture = image.parentElement;
  const blank = picture?.querySelector('source');
  if (!picture || !blank) return;
  if (sources.length === 0) picture.replaceWith(image);
  else {
    blank.replaceWith(
      ...sources.map(({ type, srcset }) => {
        const source = blank.cloneNode() as HTMLSourceElement;
        source.type = type;
        source.srcset = srcset;
        return source;
      }),
    );
  }
}
