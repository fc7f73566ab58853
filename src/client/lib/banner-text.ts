import { gsap } from 'gsap';
import { SplitText } from 'gsap/SplitText';

gsap.registerPlugin(SplitText);

const splits = new WeakMap<HTMLElement, SplitText>();

/**
 * Each line of the slide fades in by word and character from 100 px to the right: 1.1 s each, 0.9 s of stagger in all.
 *
 * Screen readers must get each line as its words, not as a run of single letters, so the split pieces
 * are hidden from them and each line keeps its text in a visually hidden copy. SplitText's own
 * aria: 'auto' would put an aria-label on the lines instead, which ARIA prohibits on a paragraph
 * (https://www.w3.org/TR/html-aria/#docconformance: p has no naming from author).
 */
export function animateBannerText(container: HTMLElement): void {
  let split = splits.get(container);
  if (!split) {
    const lines = [...container.querySelectorAll<HTMLElement>('.banner__style, .banner__title, .banner__sub')];
    const texts = lines.map((line) => (line.textContent ?? '').trim());
    split = SplitText.create(lines, { type: 'words,chars', aria: 'none' });
    for (const word of split.words) word.setAttribute('aria-hidden', 'true');
    lines.forEach((line, index) => {
      const copy = document.createElement('span');
      copy.className = 'visually-hidden';
      copy.textContent = texts[index] ?? '';
      line.append(copy);
    });
    splits.set(container, split);
  }
  gsap.killTweensOf(split.chars);
  gsap.fromTo(split.chars, { x: 100, opacity: 0 }, { x: 0, opacity: 1, duration: 1.1, ease: 'power3.out', stagger: { amount: 0.9 } });
}
