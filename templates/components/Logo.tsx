import { usePage } from '../../src/page-api/page-context.ts';
import { Picture } from './Img.tsx';

/**
 * Where the logo is shown, and its height there in CSS pixels (the stylesheets set the same): the
 * width follows from the picture's own proportions, so a wide wordmark and a square badge both
 * keep their shape, and the page reserves their space before they load.
 */
const PLACES = {
  header: { height: 47, className: undefined },
  menu: { height: 37, className: 'site-nav__logo' },
  footer: { height: 42, className: 'site-footer__logo' },
} as const;

interface LogoProps {
  place: keyof typeof PLACES;
  /** Empty where the logo only repeats what is next to it (the menu's, the footer's). */
  alt: string;
}

/**
 * The owner's logo (site.json's `logo`, and `logoLight` in the dark footer). In the header, a small
 * drawing comes inside the page as a data: URL: the header is in every first view, and a request of
 * its own would share the first round trips with the page's other files. The menu's copy is the same
 * data: URL: on a phone the closed menu waits just past the screen's right edge, inside the margin
 * within which the browser loads lazy pictures, so as a file it was asked for on every page, before
 * the first paint; written twice, gzip keeps the drawing once. The footer's is a file, asked for when
 * it is about to show. Without a light logo, the footer shows the logo on a white plate (footer.css),
 * where its own colours read on the dark ground.
 */
export function Logo({ place, alt }: LogoProps) {
  const { site, images } = usePage();
  const { logo, logoLight } = site.settings.brand;
  const image = place === 'footer' ? (logoLight ?? logo) : logo;
  const prepared = images.get(image);
  const { height, className } = PLACES[place];
  const width = prepared ? Math.round((height * prepared.width) / Math.max(1, prepared.height)) : height * 4;
  const classes = [className, place === 'footer' && !logoLight ? 'site-footer__logo--plate' : undefined].filter(Boolean).join(' ') || undefined;
  const src = (place !== 'footer' ? prepared?.inline : undefined) ?? prepared?.src ?? site.paths.asset(image);
  return (
    <Picture
      src={src}
      alt={alt}
      width={width}
      height={height}
      sources={prepared?.sources ?? []}
      // Shown at most about 220 CSS pixels wide: the 480-pixel variant serves a sharp screen too.
      sizes={`${Math.min(width, 240)}px`}
      priority={false}
      eager={place === 'header'}
      className={classes}
    />
  );
}
