import type { ReactNode } from 'react';
import { useSite } from '../../src/page-api/page-context.ts';
import { Icon } from './Icon.tsx';
import { Island } from './Island.tsx';
import { useStylesheet } from '../../src/page-api/stylesheets.ts';
import { fillWords } from '../../src/shared/fill-words.ts';

/** The slides per view slider.css can lay out before swiper mounts, exactly as swiper will. */
export type SlidesPerView = 1 | 1.2 | 2 | 3 | 4;

export interface SliderOptions {
  /** Slides per view at 0, 576, 768, 992 and 1200 px. */
  perView: readonly [SlidesPerView, SlidesPerView, SlidesPerView, SlidesPerView, SlidesPerView];
  /** Autoplay delay in ms; none for a slider that moves only when asked. */
  delay?: number;
  loop?: boolean;
}

/** The breakpoints of perView, as slider.css names them. */
const BREAKPOINTS = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

/**
 * A row of slides. Without JavaScript it scrolls sideways with snapping; the content-slider island
 * turns it into a swiper with buttons, bullets, keyboard control and (optionally) autoplay. Before
 * it does, the slides already have the width swiper will give them (its classes name the slides per
 * view at each breakpoint), so mounting changes no height on the page.
 *
 * Its name is the visible heading over it (`labelledBy`, that heading's id), so screen readers hear
 * the owner's words once, not a second copy kept in step by hand; `name` is the same words, for the
 * buttons, which say which slider they move.
 */
export function Slider({
  id,
  labelledBy,
  name,
  options,
  slides,
  className,
}: {
  id: string;
  labelledBy: string;
  name: string;
  options: SliderOptions;
  slides: readonly { key: string; node: ReactNode }[];
  className?: string;
}) {
  useStylesheet(import.meta.url);
  const { labels } = useSite();
  return (
    <Island
      name="content-slider"
      className={['slider', ...perViewClasses(options.perView), className].filter(Boolean).join(' ')}
      id={id}
      props={{ ...options }}
      role="group"
      aria-roledescription={labels.carousel}
      aria-labelledby={labelledBy}
    >
      {/* Focusable, so the row can be scrolled from the keyboard before (or without) the script. */}
      <div className="swiper" tabIndex={0}>
        <div className="swiper-wrapper">
          {slides.map((slide) => (
            <div key={slide.key} className="swiper-slide">
              {slide.node}
            </div>
          ))}
        </div>
      </div>
      {/* Kept in place but unseen until swiper mounts (slider.css), so mounting moves nothing. */}
      <div className="slider__controls">
        <button type="button" className="slider__button slider__prev" aria-label={fillWords(labels['slider-previous'], { slider: name })}>
          <Icon name="chevron-left" />
        </button>
        <div className="slider__pagination" />
        <button type="button" className="slider__button slider__next" aria-label={fillWords(labels['slider-next'], { slider: name })}>
          <Icon name="chevron-right" />
        </button>
      </div>
    </Island>
  );
}

/** slider--xs-1_2, slider--md-3, …: one class per breakpoint, read by slider.css. */
function perViewClasses(perView: SliderOptions['perView']): string[] {
  return perView.map((count, index) => `slider--${BREAKPOINTS[index]}-${String(count).replace('.', '_')}`);
}
