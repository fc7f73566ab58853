import { formatPrice, type PriceFormat } from '../../shared/format-price.ts';
import type { ListingProduct } from '../../shared/listing-state.ts';
import type { ListingWords } from '../../shared/listing-words.ts';
import { PRODUCT_CARD_SIZES } from '../../shared/product-card-image.ts';

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/**
 * The same markup as templates/components/ProductCard.tsx, built with DOM calls so every text is
 * set as text, never parsed as HTML. Every card is a copy of one blank card with its texts and
 * links filled in, which is quicker than building each card's nodes and attributes one by one.
 * Prices are written with the site's currency and language, and the fixed words are the owner's
 * (labels.csv); the island's props carry both.
 */
export function productCard(product: ListingProduct, prices: PriceFormat, words: ListingWords): HTMLElement {
  const card = blankCard(words).cloneNode(true) as HTMLElement;
  const [link, price, lists] = [...card.children] as [HTMLAnchorElement, HTMLElement, HTMLElement];
  link.href = product.href;
  const [image, label, title, code, rating] = [...link.children] as [HTMLImageElement, HTMLElement, HTMLElement, HTMLElement, HTMLElement];
  image.alt = product.image.alt;
  image.width = product.image.width;
  image.height = product.image.height;
  if (product.image.srcset) {
    image.sizes = PRODUCT_CARD_SIZES;
    image.srcset = product.image.srcset;
  }
  image.src = product.image.src; // last: the blank card is lazy, so nothing loads before the card is shown
  label.textContent = product.label;
  title.textContent = product.title;
  code.textContent = `${words.articleNo}: ${product.name}`;
  (rating.childNodes[1] as Text).data = product.rating.toFixed(1);
  (price.childNodes[1] as Text).data = formatPrice(product.price, prices);
  const was = price.lastElementChild as HTMLElement;
  if (product.prevPrice === undefined) was.remove();
  else (was.childNodes[1] as Text).data = formatPrice(product.prevPrice, prices);
  // The wrapper names the product as the server's does (ListButtons.tsx), so the two cards are alike.
  lists.dataset.article = product.name;
  lists.dataset.title = product.title;
  lists.dataset.minimum = String(product.minimum);
  lists.dataset.price = String(product.price);
  lists.dataset.href = product.href;
  lists.dataset.image = product.image.src;
  const hidden = { save: ` ${product.title}`, add: `: ${product.title}` };
  for (const button of lists.children as HTMLCollectionOf<HTMLButtonElement>) {
    button.dataset.article = product.name;
    button.dataset.title = product.title;
    // Only "Add to enquiry" carries the minimum, as templates/components/ListButtons.tsx renders it.
    if (button.dataset.listAction === 'add') button.dataset.minimum = String(product.minimum);
    (button.lastElementChild as HTMLElement).textContent = hidden[button.dataset.listAction as keyof typeof hidden];
  }
  return card;
}

let blank: HTMLElement | undefined;

/** A card with every fixed part in place and blanks for the product's own texts (one set of words per page). */
function blankCard(words: ListingWords): HTMLElement {
  if (blank) return blank;
  const article = element('article', 'product-card');
  const link = element('a', 'product-card__link');
  const rating = element('span', 'product-card__rating');
  const star = element('span', undefined, '★ ');
  star.setAttribute('aria-hidden', 'true');
  rating.append(star, '', element('span', 'visually-hidden', ` ${words.rating}`));
  const image = element('img', 'product-card__image');
  image.loading = 'lazy';
  image.decoding = 'async';
  link.append(image, element('span', 'product-card__label'), element('h3', 'product-card__title'), element('span', 'product-card__code'), rating);
  const price = element('p', 'product-card__price');
  const was = element('del');
  was.append(element('span', 'visually-hidden', `${words.was} `), '');
  price.append(element('span', 'visually-hidden', `${words.price} `), '', was);
  article.append(link, price, listButtons(words));
  blank = article;
  return article;
}

/** The same "Save" and "Add to enquiry" buttons as ../lib/list-buttons-markup.ts draws into the server's wrappers. */
function listButtons(words: ListingWords): HTMLElement {
  const wrapper = element('div', 'list-buttons product-card__lists');
  const button = (action: 'save' | 'add', label: string, extraClass = '') => {
    const node = element('button', `list-button${extraClass}`);
    node.type = 'button';
    node.dataset.listAction = action;
    node.setAttribute('aria-pressed', 'false');
    node.append(label, element('span', 'visually-hidden'));
    return node;
  };
  wrapper.append(button('save', words.save), button('add', words.add, ' list-button--add'));
  return wrapper;
}
