import { formatPrice } from '../../shared/format-price.ts';
import type { ListingProduct } from '../../shared/listing-state.ts';

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/**
 * The same markup as templates/components/ProductCard.tsx, built with DOM calls so every text is
 * set as text, never parsed as HTML.
 */
export function productCard(product: ListingProduct): HTMLElement {
  const article = element('article', 'product-card');
  const link = element('a', 'product-card__link');
  link.href = product.href;
  const rating = element('span', 'product-card__rating');
  const star = element('span', undefined, '★ ');
  star.setAttribute('aria-hidden', 'true');
  rating.append(star, product.rating.toFixed(1), element('span', 'visually-hidden', ' out of 5 stars'));
  const image = element('img', 'product-card__image');
  image.src = product.image.src;
  image.alt = product.image.alt;
  image.width = product.image.width;
  image.height = product.image.height;
  image.loading = 'lazy';
  image.decoding = 'async';
  link.append(
    image,
    element('span', 'product-card__label', product.label),
    element('h3', 'product-card__title', product.title),
    element('span', 'product-card__code', `Article No: ${product.name}`),
    rating,
  );
  const price = element('p', 'product-card__price');
  price.append(element('span', 'visually-hidden', 'Price '), formatPrice(product.price));
  if (product.prevPrice !== undefined) {
    const was = element('del');
    was.append(element('span', 'visually-hidden', 'was '), formatPrice(product.prevPrice));
    price.append(was);
  }
  article.append(link, price, listButtons(product));
  return article;
}

/** The same "Save" and "Add to enquiry" buttons as templates/components/ListButtons.tsx. */
function listButtons(product: ListingProduct): HTMLElement {
  const wrapper = element('div', 'list-buttons product-card__lists');
  const button = (action: 'save' | 'add', icon: string, label: string, hidden: string, extraClass = '') => {
    const node = element('button', `list-button${extraClass}`);
    node.type = 'button';
    node.dataset.listAction = action;
    node.dataset.article = product.name;
    node.dataset.title = product.title;
    node.setAttribute('aria-pressed', 'false');
    node.append(iconElement(icon), ` ${label}`, element('span', 'visually-hidden', hidden));
    return node;
  };
  wrapper.append(button('save', 'heart', 'Save', ` ${product.title}`), button('add', 'bag', 'Add to enquiry', `: ${product.title}`, ' list-button--add'));
  return wrapper;
}

function iconElement(name: string): SVGSVGElement {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('class', 'icon');
  svg.setAttribute('width', '16');
  svg.setAttribute('height', '16');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const use = document.createElementNS('http://www.w3.org/2000/svg', 'use');
  use.setAttribute('href', `${document.documentElement.dataset.iconSprite ?? ''}#${name}`);
  svg.append(use);
  return svg;
}
