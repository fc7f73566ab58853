import { gsap } from 'gsap';
import { SplitText } from 'gsap/SplitText';

gsap.registerPlugin(SplitText);

const splits = new WeakMap<HTMLElement, SplitText>();

/** Each line of the slide fades in by word and character from 100 px to the right: 1.1 s each, 0.9 s of stagger in all. */
export function animateBannerText(container: HTMLElement): void {
  let split = splits.get(container);
  if (!split) {
    split = SplitText.create(container.querySelectorAll('.banner__style, .banner__title, .banner__sub'), { type: 'words,chars', aria: 'auto' });
    splits.set(container, split);
  }
  gsap.killTweensOf(split.chars);
  gsap.fromTo(split.chars, { x: 100, opacity: 0 }, { x: 0, opacity: 1, duration: 1.1, ease: 'power3.out', stagger: { amount: 0.9 } });
}
