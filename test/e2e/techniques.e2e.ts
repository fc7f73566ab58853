import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { animationsFinished, closeFilePages, openPage, pageSettled, pauseClock } from './browser.ts';
import { builtSite } from './site-model.ts';

afterAll(closeFilePages);

/** How many slides fit in the slider's width: the width of the container over one slide's width. */
async function slidesPerView(page: Page): Promise<number> {
  await page.waitForSelector('.slider.is-ready');
  return page.$eval('.slider .swiper', (swiper) => {
    const slide = swiper.querySelector('.swiper-slide') as HTMLElement;
    const gap = 24;
    return Math.round(((swiper.clientWidth + gap) / (slide.getBoundingClientRect().width + gap)) * 2) / 2;
  });
}

const activeSlide = (page: Page) => page.$eval('.slider .swiper-slide-active', (slide) => slide.getAttribute('data-swiper-slide-index'));

describe('technique sliders', () => {
  const cases = [
    {
      kind: 'printing',
      widths: [
        [375, 1],
        [600, 2],
        [800, 3],
        [1000, 4],
        [1440, 5],
      ],
    },
    {
      kind: 'embroidery',
      widths: [
        [375, 1],
        [600, 2],
        [800, 3],
        [1000, 3.5],
        [1440, 4],
      ],
    },
  ] as const;
  for (const { kind, widths } of cases) {
    it(`/${kind}: shows the brief's slides per view at each breakpoint`, async () => {
      for (const [width, expected] of widths) {
        const { page } = await openPage(`/${kind}/`, { viewport: { width, height: 900 } });
        expect(await slidesPerView(page), `${kind} at ${width}px`).toBe(expected);
        await page.context().close();
      }
    });
  }

  it('lists every technique with its title, image and explanation', async () => {
    const { site } = await builtSite();
    const { page } = await openPage('/embroidery/');
    const titles = await page.$$eval('.swiper-slide:not(.swiper-slide-duplicate) .technique-card h3', (headings) =>
      headings.map((heading) => heading.textContent),
    );
    expect(new Set(titles)).toEqual(new Set(site.embroideryTypes.map((item) => item.title)));
    const slideImageHeight = await page.$eval('.technique-card__image', (image) => image.getBoundingClientRect().height);
    expect(slideImageHeight).toBe(400);
    await page.context().close();
  });

  // Time is the page's controlled clock (page.clock), moved on by the test: a slider that autoplays
  // when it should not, or stops autoplaying, fails at once instead of after seconds of waiting.
  const AUTOPLAY_DELAY = 3000;

  it('autoplays and loops, pauses while hovered and while focused', async () => {
    const { page } = await openPage('/printing/', { viewport: { width: 375, height: 800 } }, { clock: true });
    await page.waitForSelector('.slider.is-ready');
    // From here the slider's time moves only when the test moves it. A slide's timer starts when its
    // transition has ended (a CSS transition, in real time): each step waits for that first.
    await pauseClock(page);
    await animationsFinished(page, '.slider');
    const first = await activeSlide(page);
    // One autoplay delay: the next slide comes.
    await page.clock.runFor(AUTOPLAY_DELAY);
    await expect.poll(() => activeSlide(page)).not.toBe(first);
    await animationsFinished(page, '.slider');

    await page.hover('.slider .swiper');
    const hovered = await activeSlide(page);
    // Longer than the autoplay delay: the slide stays while hovered.
    await page.clock.runFor(AUTOPLAY_DELAY + 1000);
    expect(await activeSlide(page)).toBe(hovered);

    await page.mouse.move(5, 5);
    await page.focus('.slider .swiper-slide-active .technique-card');
    const focused = await activeSlide(page);
    // Longer than the autoplay delay: the slide stays while focused.
    await page.clock.runFor(AUTOPLAY_DELAY + 1000);
    expect(await activeSlide(page)).toBe(focused);
    await page.context().close();
  });

  it('asks for no animation frame while a slide is shown, so the page rests between changes', async () => {
    const { page } = await openPage('/printing/', { viewport: { width: 375, height: 800 } }, { clock: true });
    await page.waitForSelector('.slider.is-ready');
    await pauseClock(page);
    await animationsFinished(page, '.slider');
    // Every animation frame the page's code asks for from here, counted: the clock runs them too.
    await page.evaluate(() => {
      const counted = window as unknown as { framesAsked: number };
      counted.framesAsked = 0;
      const ask = window.requestAnimationFrame.bind(window);
      window.requestAnimationFrame = (callback) => {
        counted.framesAsked += 1;
        return ask(callback);
      };
    });
    const first = await activeSlide(page);
    // Most of a slide's time: the slide stays and nothing is drawn, as a visitor's phone would rest.
    await page.clock.runFor(AUTOPLAY_DELAY - 500);
    expect(await activeSlide(page)).toBe(first);
    expect(await page.evaluate(() => (window as unknown as { framesAsked: number }).framesAsked)).toBe(0);
    // And the autoplay still comes.
    await page.clock.runFor(1000);
    await expect.poll(() => activeSlide(page)).not.toBe(first);
    await page.context().close();
  });

  it('does not move by itself under prefers-reduced-motion', async () => {
    const { page } = await openPage('/printing/', { viewport: { width: 375, height: 800 }, reducedMotion: 'reduce' }, { clock: true });
    await page.waitForSelector('.slider.is-ready');
    const first = await activeSlide(page);
    // Longer than the autoplay delay: nothing moves.
    await page.clock.runFor(AUTOPLAY_DELAY + 1000);
    expect(await activeSlide(page)).toBe(first);
    await page.context().close();
  });

  it('is operable by keyboard: the next button and Tab through the slides move the slider', async () => {
    const { page } = await openPage('/printing/', { viewport: { width: 375, height: 800 }, reducedMotion: 'reduce' });
    await page.waitForSelector('.slider.is-ready');
    const first = await activeSlide(page);
    await page.focus('.slider__next');
    await page.keyboard.press('Enter');
    await expect.poll(() => activeSlide(page)).not.toBe(first);
    await page.focus('.slider .swiper-slide-active .technique-card');
    const before = await activeSlide(page);
    await page.keyboard.press('Tab');
    await expect.poll(() => activeSlide(page)).not.toBe(before);
    expect(await page.evaluate(() => document.activeElement?.closest('.swiper-slide')?.classList.contains('swiper-slide-active'))).toBe(true);
    await page.context().close();
  });

  it('below a listing, each slider mounts only when it comes near the view', async () => {
    const { page } = await openPage('/street-ware/', { viewport: { width: 375, height: 800 } });
    await pageSettled(page);
    const ready = () => page.$$eval('.technique-slider .slider', (sliders) => sliders.map((slider) => slider.classList.contains('is-ready')));
    expect(await ready()).toEqual([false, false]);
    await page.locator('.technique-slider--printing').scrollIntoViewIfNeeded();
    await expect.poll(async () => (await ready())[0]).toBe(true);
    await page.locator('.technique-slider--embroidery').scrollIntoViewIfNeeded();
    await expect.poll(ready).toEqual([true, true]);
    await page.context().close();
  });

  it('/street-ware shows the printing and embroidery sliders below the listing', async () => {
    const { page } = await openPage('/street-ware/');
    const order = await page.$$eval('[data-island="product-listing"], .technique-slider', (elements) => elements.map((element) => element.className));
    expect(order).toEqual(['listing', 'technique-slider technique-slider--printing section', 'technique-slider technique-slider--embroidery section']);
    await page.context().close();
  });
});
