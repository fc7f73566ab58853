import { useSite } from '../../../src/page-api/page-context.ts';
import { ProductCard } from '../../components/ProductCard.tsx';
import { SectionHeading } from '../../components/SectionHeading.tsx';
import { Slider } from '../../components/Slider.tsx';

export function BestProducts() {
  const site = useSite();
  return (
    <section className="section section--wash" aria-labelledby="home-best">
      <div className="container">
        <SectionHeading id="home-best" text={site.sections.home['best-sellers']} />
        <Slider
          id="best-products"
          labelledBy="home-best"
          name={site.sections.home['best-sellers'].title}
          options={{ perView: [1.2, 2, 3, 4, 4], delay: 5000 }}
          slides={site.bestProducts.map((product) => ({ key: product.name, node: <ProductCard product={product} /> }))}
        />
      </div>
    </section>
  );
}
