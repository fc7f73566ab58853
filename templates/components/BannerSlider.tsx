import type { BannerSlideRecord } from '../../src/page-api/site-model.ts';
import { useSite } from '../../src/page-api/page-context.ts';
import { whatsappLink } from '../../src/shared/whatsapp-link.ts';
import { ExternalLink } from './ExternalLink.tsx';
import { Icon } from './Icon.tsx';
import { Img } from './Img.tsx';
import { Island } from './Island.tsx';
import { useStylesheet } from '../../src/page-api/stylesheets.ts';
import { fillWords } from '../../src/shared/fill-words.ts';

/** How long each slide stays, in ms; swiper reads it from each slide's data-swiper-autoplay. */
const SLIDE_DELAY = 5000;

/**
 * The home page banner. The first slide is complete, visible and unanimated in the HTML (it is the
 * page's largest paint). The pagination bullets are in the HTML too, so they are there from the first
 * paint; the banner-slider island makes them work at once and adds the autoplay (from load), the
 * fading and the text animation on each change, mounting swiper shortly before the first automatic
 * change or as soon as the visitor reaches for the banner.
 *
 * Until swiper runs, the slides lie on top of each other in one grid cell with only the current one
 * visible (home.css), so the banner is as tall as its tallest slide from the first paint and nothing
 * moves when swiper takes over. Without JavaScript the bullets are not shown (CSS scripting: none):
 * links to #slide fragments with :target could switch slides, but every click would add a history
 * entry and scroll the page, and the first slide, which holds the page's h1, would be hidden.
 */
export function BannerSlider({ slides, numbered = false, cta }: { slides: readonly BannerSlideRecord[]; numbered?: boolean; cta: 'order' | 'shop' }) {
  useStylesheet(import.meta.url);
  useStylesheet(import.meta.url, 'Slider.css');
  const { settings, paths, sections, labels } = useSite();
  const words = sections.home.banner;
  const greeting = labels['order-greeting'];
  return (
    <section className="banner" aria-roledescription={labels.carousel} aria-label={labels.highlights}>
      <Island name="banner-slider" className={`banner__slider${numbered ? ' banner__slider--numbered' : ''}`}>
        <div className="swiper">
          <div className="swiper-wrapper">
            {slides.map((slide, index) => (
              <div
                key={slide.title}
                className={`swiper-slide banner__slide banner__slide--${slide.accent}${index === 0 ? ' banner__slide--current' : ''}`}
                data-swiper-autoplay={SLIDE_DELAY}
              >
                <div className="container banner__inner">
                  <div className="banner__text" data-banner-text>
                    <p className="banner__style">{slide.style}</p>
                    {index === 0 ? <h1 className="banner__title">{slide.title}</h1> : <h2 className="banner__title">{slide.title}</h2>}
                    <p className="banner__sub">{slide.subTitle}</p>
                    {slide.text && <p className="banner__lead">{slide.text}</p>}
                    <p className="banner__actions">
                      {cta === 'order' ? (
                        <ExternalLink
                          className="button banner__cta"
                          href={whatsappLink(settings.phone, greeting)}
                          label={fillWords(labels['new-tab'], { link: fillWords(labels['on-whatsapp'], { action: words.button }) })}
                        >
                          <Icon name="whatsapp" size={18} /> {words.button}
                        </ExternalLink>
                      ) : (
                        <a className="button banner__cta" href={paths.listing('all-products')}>
                          {sections['home-2'].banner.button}
                        </a>
                      )}
                      <a className="button button--ghost" href={paths.contact}>
                        {words.title}
                      </a>
                    </p>
                  </div>
                  <Img className="banner__image" src={slide.image} alt="" priority={index === 0} sizes="(min-width: 992px) 60vw, 100vw" />
                </div>
              </div>
            ))}
          </div>
        </div>
        <div className="banner__pagination" role="group" aria-label={labels.slides}>
          {slides.map((slide, index) => (
            <button key={slide.title} type="button" className="banner__bullet" data-slide={index} {...(index === 0 ? { 'aria-current': 'true' as const } : {})}>
              {/* The name holds the visible number of the numbered bullets ("Show slide 02 of 3"), as WCAG 2.5.3 asks. */}
              <span className="visually-hidden">{labels['show-slide']} </span>
              {numbered ? String(index + 1).padStart(2, '0') : <span className="visually-hidden">{index + 1}</span>}
              <span className="visually-hidden">
                {' '}
                {labels['slide-of']} {slides.length}
              </span>
            </button>
          ))}
        </div>
      </Island>
    </section>
  );
}
