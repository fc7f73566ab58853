import type { PageMeta } from '../page-api/page-meta.ts';
import type { Site } from '../content/site-model.ts';
import type { HeadProps } from '../../templates/layouts/Head.tsx';
import type { ImageVariants } from '../assets/image-variants.ts';
import type { BrandFiles } from '../assets/brand/brand-files.ts';

/**
 * The picture a link to the page shows: the page's own, else the site's default share picture,
 * each as the JPEG prepareImages made for sharing (never the original, never an SVG); else the
 * logo on a card (brand-files.ts), so that a link never shows a blank square.
 */
export function shareOf(meta: PageMeta, site: Site, { images, brand }: { readonly images: ImageVariants; readonly brand: BrandFiles }): HeadProps['share'] {
  const own = meta.image ? images.get(meta.image)?.share : undefined;
  if (own) return { ...own, alt: meta.imageAlt ?? meta.title };
  const fallback = site.settings.shareImage;
  const made = fallback ? images.get(fallback.image)?.share : undefined;
  return fallback && made ? { ...made, alt: fallback.alt } : { ...brand.card, alt: site.settings.name };
}
