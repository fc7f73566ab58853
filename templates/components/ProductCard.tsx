import type { Product } from '../../src/content/site-model.ts';
import { useSite } from '../../src/render/page-context.ts';
import { formatPrice } from './format.ts';
import { Img } from './Img.tsx';
import { ListButtons } from './ListButtons.tsx';

/**
 * A product in a grid: picture, label, title, Article No and prices, the card one link. The listing
 * island draws the same markup in the browser (src/client/lib/product-card.ts); a test keeps the two equal.
 */
export function ProductCard({ product, href, headingLevel = 3 }: { product: Product; href?: string; headingLevel?: 2 | 3 }) {
  const { paths } = useSite();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const reduced = product.prevPrice !== undefined && product.prevPrice > product.price;
  return (
    <article className="product-card">
      <a className="product-card__link" href={href ?? paths.product(product.type, product.id)}>
        <Img className="product-card__image" src={product.image} alt={`${product.title}, ${product.color}`} sizes="(min-width: 1200px) 22vw, (min-width: 576px) 30vw, 50vw" />
        <span className="product-card__label">{product.label}</span>
        <Heading className="product-card__title">{product.title}</Heading>
        <span className="product-card__code">Article No: {product.name}</span>
        <span className="product-card__rating">
          <span aria-hidden="true">★ </span>
          {product.rating.toFixed(1)}
          <span className="visually-hidden"> out of 5 stars</span>
        </span>
      </a>
      <p className="product-card__price">
        <span className="visually-hidden">Price </span>
        {formatPrice(product.price)}
        {reduced && (
          <del>
            <span className="visually-hidden">was </span>
            {formatPrice(product.prevPrice ?? 0)}
          </del>
        )}
      </p>
      <ListButtons name={product.name} title={product.title} className="list-buttons product-card__lists" />
    </article>
  );
}
