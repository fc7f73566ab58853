import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PreparedImage } from '../../src/assets/image-variants.ts';
import type { Product } from '../../src/content/site-model.ts';
import { PageContext, usePage, type PageContextValue } from '../../src/page-api/page-context.ts';
import { formatPrice } from './format.ts';
import { Img } from './Img.tsx';
import { ListButtons } from './ListButtons.tsx';
import { PRODUCT_CARD_SIZES } from '../../src/shared/product-card-image.ts';

interface CardProps {
  product: Product;
  href?: string;
  headingLevel?: 2 | 3;
  /** For the first card of a listing, whose picture can be the page's largest paint. */
  priority?: boolean;
}

/**
 * The markup inside each product's card, by product, address and heading level. A product's card
 * appears on its listing pages, as "related" on up to dozens of product pages, and on the home
 * pages; at 10,000 products rendering each card once instead of every time halves the page work.
 * An entry holds only for the image variant it was made with (a new build prepares new ones), and
 * for the labels, currency and language its words and prices were written in (site dev keeps
 * products across edits, and the owner may reword a button).
 */
const cards = new WeakMap<Product, Map<string, { image: PreparedImage | undefined; base: string; words: string; html: string }>>();

/**
 * A product in a grid: picture, label, title, Article No and prices, the card one link. The listing
 * island draws the same markup in the browser (src/client/lib/product-card.ts); a test keeps the two equal.
 */
export function ProductCard({ product, href, headingLevel = 3, priority = false }: CardProps) {
  const page = usePage();
  const link = href ?? page.site.paths.product(product.type, product.id);
  // One card per page: rendered in place, so React puts its picture's preload hint in the head.
  if (priority) {
    return (
      <article className="product-card">
        <CardContent product={product} link={link} headingLevel={headingLevel} priority />
      </article>
    );
  }
  // Looked up here, so the page records that it shows this image (render/dependency-tracking.ts).
  const image = page.images.get(product.image);
  const base = page.site.paths.base;
  // Read here too, so every page records that it shows these labels and prices, even when its card is reused.
  const { labels, settings } = page.site;
  const words = [
    labels['article-no'],
    labels.rating,
    labels.price,
    labels.was,
    labels.save,
    labels['add-to-enquiry'],
    settings.currency,
    settings.language,
  ].join('\n');
  let byAddress = cards.get(product);
  if (!byAddress) {
    byAddress = new Map();
    cards.set(product, byAddress);
  }
  const key = `${link}\n${headingLevel}`;
  let made = byAddress.get(key);
  if (!made || made.image !== image || made.base !== base || made.words !== words) {
    made = {
      image,
      base,
      words,
      html: renderToStaticMarkup(
        createElement(PageContext.Provider, { value: page as PageContextValue }, createElement(CardContent, { product, link, headingLevel })),
      ),
    };
    byAddress.set(key, made);
  }
  return <article className="product-card" dangerouslySetInnerHTML={{ __html: made.html }} />;
}

function CardContent({ product, link, headingLevel, priority = false }: { product: Product; link: string; headingLevel: 2 | 3; priority?: boolean }) {
  const { settings } = usePage().site;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { labels } = usePage().site;
  const reduced = product.prevPrice !== undefined && product.prevPrice > product.price;
  return (
    <>
      <a className="product-card__link" href={link}>
        <Img
          className="product-card__image"
          src={product.image}
          alt={`${product.title}, ${product.color}`}
          priority={priority}
          inline={false}
          sizes={PRODUCT_CARD_SIZES}
        />
        <span className="product-card__label">{product.label}</span>
        <Heading className="product-card__title">{product.title}</Heading>
        <span className="product-card__code">
          {labels['article-no']}: {product.name}
        </span>
        <span className="product-card__rating">
          <span aria-hidden="true">★ </span>
          {product.rating.toFixed(1)}
          <span className="visually-hidden"> {labels.rating}</span>
        </span>
      </a>
      <p className="product-card__price">
        <span className="visually-hidden">{labels.price} </span>
        {formatPrice(product.price, settings)}
        {reduced && (
          <del>
            <span className="visually-hidden">{labels.was} </span>
            {formatPrice(product.prevPrice ?? 0, settings)}
          </del>
        )}
      </p>
      <ListButtons product={product} href={link} className="list-buttons product-card__lists" />
    </>
  );
}
