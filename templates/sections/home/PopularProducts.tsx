import { useSite } from '../../../src/page-api/page-context.ts';
import { ProductCard } from '../../components/ProductCard.tsx';
import { SectionHeading } from '../../components/SectionHeading.tsx';
import { mostPopular } from './most-popular.ts';

export function PopularProducts() {
  const site = useSite();
  const { paths } = site;
  return (
    <section className="section" aria-labelledby="home-popular">
      <div className="container">
        <SectionHeading id="home-popular" text={site.sections.home.popular} />
        <div className="product-grid popular-grid">
          {mostPopular(site.products, 4).map((product) => (
            <div key={product.name} data-reveal>
              <ProductCard product={product} />
            </div>
          ))}
        </div>
        <p className="section__more">
          <a className="button button--outline" href={paths.listing('all-products')}>
            {site.sections.home.popular.button}
          </a>
        </p>
      </div>
    </section>
  );
}
