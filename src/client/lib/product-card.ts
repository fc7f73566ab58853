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
  article.append(link, price);
  return article;
}
