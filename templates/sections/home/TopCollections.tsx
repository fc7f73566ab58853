import { useSite } from '../../../src/page-api/page-context.ts';
import { Img } from '../../components/Img.tsx';
import { SectionHeading } from '../../components/SectionHeading.tsx';
import { Slider } from '../../components/Slider.tsx';

export function TopCollections() {
  const site = useSite();
  return (
    <section className="section section--dark" aria-labelledby="home-collections">
      <div className="container">
        <SectionHeading id="home-collections" text={site.sections.home.collections} />
        <Slider
          id="top-collection"
          labelledBy="home-collections"
          name={site.sections.home.collections.title}
          options={{ perView: [1, 1, 2, 3, 3], delay: 4500 }}
          slides={site.collectionItems.map((item) => ({
            key: item.title,
            node: (
              <a className="collection-card" href={item.href}>
                <Img className="collection-card__image" src={item.image} alt="" sizes="(min-width: 992px) 33vw, 100vw" />
                <span className="collection-card__text">
                  <span className="collection-card__title">{item.title}</span>
                  {item.subtitle && <span className="collection-card__sub">{item.subtitle}</span>}
                </span>
              </a>
            ),
          }))}
        />
      </div>
    </section>
  );
}
