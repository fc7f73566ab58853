import type { Product } from '../../src/page-api/site-model.ts';
import { usePage } from '../../src/page-api/page-context.ts';
import { productCardTexts, type ProductCardTexts } from '../../src/shared/product-card-texts.ts';
import { Img, Picture } from './Img.tsx';
import { ListButtons } from './ListButtons.tsx';
import { useStylesheet } from '../../src/page-api/stylesheets.ts';

/** How wide a card's picture is shown, for the browser to pick a variant. */
const PRODUCT_CARD_SIZES = '(min-width: 1200px) 22vw, (min-width: 576px) 30vw, 50vw';
/**
 * The rating's star, written as an entity: a page with one character above U+00FF is a two-byte
 * string to V8, twice the memory and slower to join and write, and at 10,000 products this star
 * was that character on two pages in three.
 */
const STAR = { __html: '&#9733; ' };

interface CardProps {
  product: Product;
  href?: string;
  headingLevel?: 2 | 3;
  /** For the first card of a listing, whose picture can be the page's largest paint. */
  priority?: boolean;
  /** For the other cards of a listing's first row: their pictures are in the first view too. */
  eager?: boolean;
}

/**
 * A product in a grid: picture, label, title, Article No and prices, the card one link. The listing
 * island draws its cards from ProductCardTemplate, this same markup with the product left out.
 */
export function ProductCard({ product, href, headingLevel = 3, priority = false, eager = false }: CardProps) {
  useStylesheet(import.meta.url);
  const page = usePage();
  const link = href ?? page.site.paths.product(product.type, product.id);
  // The first view's cards (one or two a page): rendered in place, so React puts their pictures' preload hints in the head.
  if (priority) {
    return (
      <article className="product-card linked-card">
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
  // Rendered once per build for each product, address and heading level (a card is on its listing
  // pages, and on dozens of product pages as "related"), by the renderer (FragmentMemo).
  const html = page.fragments.markup(page, product, `${link}\n${headingLevel}\n${eager}`, [image, base, words], () => (
    <CardContent product={product} link={link} headingLevel={headingLevel} eager={eager} />
  ));
  return <article className="product-card linked-card" dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * The card with no product in it, once on each listing page (after its grid), for the listing
 * island to copy for every card it draws (src/client/lib/product-card.ts): so a card drawn in the
 * browser is this markup, not a second one written in browser code. Each of the product's texts is
 * a <slot> named after it (ProductCardTexts), which the island replaces with text; the addresses,
 * picture's files and measures and the list buttons' data are left out, for the island to set. The
 * picture has one blank source, which the island repeats for each type of a photo's variants or
 * takes out with the <picture> for a drawing; the reduced price's <del> goes for a product whose
 * price did not go down. A browser neither shows nor loads what is inside a <template>.
 */
export function ProductCardTemplate() {
  return (
    <template data-product-card>
      <article className="product-card linked-card">
        <CardContent headingLevel={3} />
      </article>
    </template>
  );
}

/** A product's card content; without a product, the blank of ProductCardTemplate. */
function CardContent({
  product,
  link,
  headingLevel,
  priority = false,
  eager = false,
}: {
  product?: Product;
  link?: string;
  headingLevel: 2 | 3;
  priority?: boolean;
  eager?: boolean;
}) {
  const { labels, settings } = usePage().site;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const texts = product && productCardTexts(product, settings);
  const text = (slot: keyof ProductCardTexts) => (texts ? texts[slot] : <slot name={slot} />);
  return (
    <>
      <a className="product-card__link linked-card__link" href={link}>
        {product ? (
          <Img
            className="product-card__image"
            src={product.image}
            alt={`${product.title}, ${product.color}`}
            priority={priority}
            eager={eager}
            inline={false}
            sizes={PRODUCT_CARD_SIZES}
          />
        ) : (
          <Picture className="product-card__image" sources={[{}]} sizes={PRODUCT_CARD_SIZES} priority={false} />
        )}
        <span className="product-card__label">{text('label')}</span>
        <Heading className="product-card__title">{text('title')}</Heading>
        <span className="product-card__code">
          {labels['article-no']}: {text('name')}
        </span>
        <span className="product-card__rating">
          <span aria-hidden="true" dangerouslySetInnerHTML={STAR} />
          {text('rating')}
          <span className="visually-hidden"> {labels.rating}</span>
        </span>
      </a>
      <p className="product-card__price">
        <span className="visually-hidden">{labels.price} </span>
        {text('price')}
        {(!texts || texts.was !== undefined) && (
          <del>
            <span className="visually-hidden">{labels.was} </span>
            {text('was')}
          </del>
        )}
      </p>
      <ListButtons product={product} href={link} className="list-buttons product-card__lists" />
    </>
  );
}
