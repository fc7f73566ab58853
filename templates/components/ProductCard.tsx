import type { Product } from '../../src/content/site-model.ts';
import { paths } from '../../src/shared/url-paths.ts';
import { formatPrice } from './format.ts';
import { Img } from './Img.tsx';

export function productHref(product: Product): string {
  return paths.product(product.type, product.id);
}

/** A product in a grid: label, Article No, picture and prices, the whole card one link. */
export function ProductCard({ product, headingLevel = 3 }: { product: Product; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="product-card">
      <a className="product-card__link" href={productHref(product)}>
        <Img className="product-card__image" src={product.image} alt={`${product.title}, ${product.color}`} sizes="(min-width: 992px) 25vw, 50vw" />
        <span className="product-card__label">{product.label}</span>
        <Heading className="product-card__title">{product.title}</Heading>
        <span className="product-card__code">Article No: {product.name}</span>
      </a>
      <p className="product-card__price">
        <span className="visually-hidden">Price </span>
        {formatPrice(product.price)}
        {product.prevPrice !== undefined && product.prevPrice > product.price && (
          <>
            {' '}
            <del>
              <span className="visually-hidden">was </span>
              {formatPrice(product.prevPrice)}
            </del>
          </>
        )}
      </p>
    </article>
  );
}
