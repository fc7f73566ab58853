import type { ReactNode } from 'react';
import { Icon } from './Icon.tsx';
import { Island } from './Island.tsx';

export interface SliderOptions {
  /** Slides per view at 0, 576, 768, 992 and 1200 px. */
  perView: readonly [number, number, number, number, number];
  /** Autoplay delay in ms; none for a slider that moves only when asked. */
  delay?: number;
  loop?: boolean;
  gap?: number;
}

/**
 * A row of slides. Without JavaScript it scrolls sideways with snapping; the content-slider island
 * turns it into a swiper with buttons, bullets, keyboard control and (optionally) autoplay.
 */
export function Slider({ id, label, options, slides, className }: { id: string; label: string; options: SliderOptions; slides: readonly { key: string; node: ReactNode }[]; className?: string }) {
  return (
    <Island name="content-slider" className={`slider${className ? ` ${className}` : ''}`} id={id} props={{ ...options }} role="group" aria-roledescription="carousel" aria-label={label}>
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
      <div className="slider__controls" hidden>
        <button type="button" className="slider__button slider__prev" aria-label={`Previous: ${label}`}>
          <Icon name="chevron-left" />
        </button>
        <div className="slider__pagination" />
        <button type="button" className="slider__button slider__next" aria-label={`Next: ${label}`}>
          <Icon name="chevron-right" />
        </button>
      </div>
    </Island>
  );
}
