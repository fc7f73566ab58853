import type { Product } from '../../src/page-api/site-model.ts';
import { useSite } from '../../src/page-api/page-context.ts';
import { GalleryDialog } from './GalleryDialog.tsx';
import { Icon } from './Icon.tsx';
import { Img } from './Img.tsx';
import { Island } from './Island.tsx';
import { useStylesheet } from '../../src/page-api/stylesheets.ts';
import { HiddenAtFirst } from '../../src/page-api/first-view.tsx';

/** The main photo's width in the page: half the page beside the details on a desktop, all of it on a phone. */
const MAIN_SIZES = '(min-width: 992px) 50vw, 100vw';

/**
 * The product's photos at the top of its page. One photo is the picture the page has always had.
 * Several are one list of photos in the HTML, laid out by CSS (pages.css) for what the browser can
 * do from the first paint:
 *
 * - with JavaScript, the list is a track that scrolls sideways and snaps, one photo at a time
 *   (swipe and the keyboard work natively), with a row of thumbnail buttons under it and a
 *   "view larger" button; the product-gallery island makes the buttons and the arrow keys move
 *   the track, keeps the thumbnails on the photo shown, and opens the larger view (the <dialog>);
 * - without it, the photos stand one under the other and the controls, which could not work,
 *   are not shown (CSS `scripting: none`).
 *
 * The layout does not wait for the island, so nothing moves when it arrives. Only the first photo
 * loads at once; the others, the thumbnails and the larger view's pictures are lazy. The larger
 * view is closed when the page opens, so its sheet comes after the first view (GalleryDialog).
 */
export function ProductGallery({ product }: { product: Product }) {
  if (product.images.length < 2) {
    return <Img className="product__image" src={product.image} alt={mainAltOf(product)} priority inline={false} sizes={MAIN_SIZES} />;
  }
  return <Gallery product={product} />;
}

const mainAltOf = (product: Product) => `${product.title}, ${product.color}`;

/** Several photos: the gallery, whose sheet only a page that shows one declares. */
function Gallery({ product }: { product: Product }) {
  useStylesheet(import.meta.url);
  const { labels } = useSite();
  const mainAlt = mainAltOf(product);
  const count = product.images.length;
  const altOf = (index: number) => (index === 0 ? mainAlt : `${product.title}, ${labels.photo} ${index + 1} ${labels['slide-of']} ${count}`);
  return (
    <Island name="product-gallery" className="product-gallery">
      <div className="product-gallery__main">
        {/* Focusable so the keyboard can move it (WCAG 2.1.1), named as the region it scrolls. */}
        <div className="product-gallery__track" role="region" aria-label={`${labels['photos-of']} ${product.title}`} tabIndex={0}>
          <ul className="product-gallery__slides">
            {product.images.map((src, index) => (
              <li key={index} className="product-gallery__slide">
                <Img className="product-gallery__image" src={src} alt={altOf(index)} priority={index === 0} inline={false} sizes={MAIN_SIZES} />
              </li>
            ))}
          </ul>
        </div>
        <button type="button" className="product-gallery__zoom" aria-haspopup="dialog">
          <Icon name="zoom-in" size={20} />
          <span className="visually-hidden">{labels['view-larger']}</span>
        </button>
      </div>
      <div className="product-gallery__thumbs" role="group" aria-label={labels['photos-of']}>
        {product.images.map((src, index) => (
          <button key={index} type="button" className="product-gallery__thumb" {...(index === 0 ? { 'aria-current': 'true' as const } : {})}>
            <Img className="product-gallery__thumb-image" src={src} alt="" sizes="96px" />
            <span className="visually-hidden">
              {labels['show-photo']} {index + 1} {labels['slide-of']} {count}
            </span>
          </button>
        ))}
      </div>
      <HiddenAtFirst>
        <GalleryDialog product={product} altOf={altOf} />
      </HiddenAtFirst>
    </Island>
  );
}
