import type { TechniqueKind } from '../../src/page-api/site-model.ts';
import { useSite } from '../../src/page-api/page-context.ts';
import { Icon } from './Icon.tsx';
import { Img } from './Img.tsx';
import { Island } from './Island.tsx';
import { SectionHeading } from './SectionHeading.tsx';
import { useStylesheet } from '../../src/page-api/stylesheets.ts';
import { fillWords } from '../../src/shared/fill-words.ts';

/**
 * The printing or embroidery techniques as a slider. Without JavaScript it is a row that scrolls
 * sideways with scroll snapping; the technique-slider island turns it into an autoplaying swiper.
 * On its own page (headingLevel 1) the slider opens the page, and its first picture is the largest paint.
 */
export function TechniqueSlider({ kind, headingLevel = 2, showHeading = true }: { kind: TechniqueKind; headingLevel?: 1 | 2; showHeading?: boolean }) {
  useStylesheet(import.meta.url, 'Slider.css');
  const site = useSite();
  const items = kind === 'printing' ? site.printingTypes : site.embroideryTypes;
  const headingId = `${kind}-slider-title`;
  const heading = site.sections[kind].techniques;
  return (
    <section className={`technique-slider technique-slider--${kind} section`} aria-labelledby={headingId}>
      <div className="container">
        {showHeading && headingLevel === 2 ? (
          <SectionHeading id={headingId} text={heading} />
        ) : (
          <h2 id={headingId} className="visually-hidden">
            {heading.title}
          </h2>
        )}
        <Island name="technique-slider" className="slider" props={{ kind }}>
          <div className="swiper" tabIndex={0}>
            <div className="swiper-wrapper">
              {items.map((item, index) => (
                <div key={item.slug} className="swiper-slide">
                  <article className="technique-card" id={headingLevel === 1 ? item.slug : undefined} tabIndex={0} aria-labelledby={`${kind}-${item.slug}`}>
                    <Img
                      className="technique-card__image"
                      src={item.image}
                      alt={item.title}
                      priority={headingLevel === 1 && index === 0}
                      sizes="(min-width: 992px) 25vw, (min-width: 480px) 50vw, 100vw"
                    />
                    <div className="technique-card__body">
                      <h3 id={`${kind}-${item.slug}`}>{item.title}</h3>
                      <p>{item.text}</p>
                    </div>
                  </article>
                </div>
              ))}
            </div>
          </div>
          <div className="slider__controls" hidden>
            <button type="button" className="slider__button slider__prev" aria-label={fillWords(site.labels['slider-previous'], { slider: heading.title })}>
              <Icon name="chevron-left" />
            </button>
            <div className="slider__pagination" />
            <button type="button" className="slider__button slider__next" aria-label={fillWords(site.labels['slider-next'], { slider: heading.title })}>
              <Icon name="chevron-right" />
            </button>
          </div>
        </Island>
      </div>
    </section>
  );
}
