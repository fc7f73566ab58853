import type { BannerSlideRecord } from '../../src/content/schemas/banner-slide.ts';
import { useSite } from '../../src/render/page-context.ts';
import { whatsappLink } from '../../src/shared/whatsapp-link.ts';
import { ExternalLink } from './ExternalLink.tsx';
import { Icon } from './Icon.tsx';
import { Img } from './Img.tsx';
import { Island } from './Island.tsx';

/**
 * The home page banner. The first slide is complete, visible and unanimated in the HTML (it is the
 * page's largest paint); the banner-slider island adds the fading, looping autoplay, the pagination
 * and the text animation on each change.
 */
export function BannerSlider({ slides, numbered = false, cta }: { slides: readonly BannerSlideRecord[]; numbered?: boolean; cta: 'order' | 'shop' }) {
  const { settings, paths } = useSite();
  const greeting = `Hello ${settings.name}, I would like to place an order.`;
  return (
    <section className="banner" aria-roledescription="carousel" aria-label="Highlights">
      <Island name="banner-slider" className={`banner__slider${numbered ? ' banner__slider--numbered' : ''}`} props={{ numbered }}>
        <div className="swiper">
          <div className="swiper-wrapper">
            {slides.map((slide, index) => (
              <div key={slide.title} className={`swiper-slide banner__slide banner__slide--${slide.accent}`}>
                <div className="container banner__inner">
                  <div className="banner__text" data-banner-text>
                    <p className="banner__style">{slide.style}</p>
                    {index === 0 ? <h1 className="banner__title">{slide.title}</h1> : <h2 className="banner__title">{slide.title}</h2>}
                    <p className="banner__sub">{slide.subTitle}</p>
                    {slide.text && <p className="banner__lead">{slide.text}</p>}
                    <p className="banner__actions">
                      {cta === 'order' ? (
                        <ExternalLink className="button banner__cta" href={whatsappLink(settings.phone, greeting)} label="Order Now on WhatsApp (opens in a new tab)">
                          <Icon name="whatsapp" size={18} /> Order Now
                        </ExternalLink>
                      ) : (
                        <a className="button banner__cta" href={paths.listing('all-products')}>
                          Shop Now
                        </a>
                      )}
                      <a className="button button--ghost" href={paths.contact}>
                        Ask for a quote
                      </a>
                    </p>
                  </div>
                  <Img className="banner__image" src={slide.image} alt="" priority={index === 0} sizes="(min-width: 992px) 60vw, 100vw" />
                </div>
              </div>
            ))}
          </div>
        </div>
        <div className="banner__pagination slider__pagination" />
      </Island>
    </section>
  );
}
