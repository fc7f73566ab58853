import { useSite } from '../../../src/page-api/page-context.ts';
import { Img } from '../../components/Img.tsx';
import { SectionHeading } from '../../components/SectionHeading.tsx';

export function Gallery() {
  const site = useSite();
  return (
    <section className="section" aria-labelledby="home-gallery">
      <div className="container">
        <SectionHeading id="home-gallery" text={site.sections.home.gallery} />
        <ul className="gallery">
          {/* Five fill the mosaic (home.css): one large picture over two rows, four small ones beside it. */}
          {site.gallery
            .filter((image) => image.group === 'gallery')
            .slice(0, 5)
            .map((image) => (
              <li key={image.image} data-reveal>
                <Img src={image.image} alt={image.alt} sizes="(min-width: 992px) 33vw, 50vw" />
              </li>
            ))}
        </ul>
      </div>
    </section>
  );
}
