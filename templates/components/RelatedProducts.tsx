import type { Product } from '../../src/page-api/site-model.ts';
import { usePage } from '../../src/page-api/page-context.ts';
import { useStylesheet } from '../../src/page-api/stylesheets.ts';
import { ProductCard } from './ProductCard.tsx';

/** A product page's related products, below the size run: a heading and a row of cards. */
export function RelatedProducts({ products }: { products: readonly Product[] }) {
  useStylesheet(import.meta.url);
  const { labels } = usePage().site;
  return (
    <section className="container section related-products" aria-labelledby="related-products">
      <h2 id="related-products">{labels['related-products']}</h2>
      <div className="product-grid">
        {products.map((item) => (
          <ProductCard key={item.name} product={item} />
        ))}
      </div>
    </section>
  );
}
