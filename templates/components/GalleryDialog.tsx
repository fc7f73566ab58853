import type { Product } from '../../src/page-api/site-model.ts';
import { useSite } from '../../src/page-api/page-context.ts';
import { useStylesheet } from '../../src/page-api/stylesheets.ts';
import { Icon } from './Icon.tsx';
import { Img } from './Img.tsx';

/**
 * The product gallery's larger view (ProductGallery.tsx): a modal <dialog> of every photo, one at
 * a time, with previous and next buttons and a counter, opened and stepped through by the
 * product-gallery island. Closed when the page opens, so the gallery renders it inside
 * <HiddenAtFirst> and its sheet is linked after the first view.
 */
export function GalleryDialog({ product, altOf }: { product: Product; altOf: (index: number) => string }) {
  useStylesheet(import.meta.url);
  const { labels } = useSite();
  const count = product.images.length;
  return (
    <dialog className="product-gallery__dialog" aria-label={`${labels['photos-of']} ${product.title}, ${labels.larger}`}>
      <button type="button" className="product-gallery__close">
        <Icon name="close" size={24} />
        <span className="visually-hidden">{labels.close}</span>
      </button>
      <div className="product-gallery__dialog-track">
        {product.images.map((src, index) => (
          <div key={index} className="product-gallery__dialog-slide">
            <Img className="product-gallery__large" src={src} alt={altOf(index)} sizes="100vw" />
          </div>
        ))}
      </div>
      <div className="product-gallery__bar">
        <button type="button" className="product-gallery__step product-gallery__prev">
          <Icon name="chevron-left" size={22} />
          <span className="visually-hidden">{labels['previous-photo']}</span>
        </button>
        <p className="product-gallery__count" aria-live="polite">
          <span className="visually-hidden">{labels.photo} </span>
          <span className="product-gallery__number">1</span>
          <span className="visually-hidden"> {labels['slide-of']} </span>
          <span aria-hidden="true"> / </span>
          {count}
        </p>
        <button type="button" className="product-gallery__step product-gallery__next">
          <Icon name="chevron-right" size={22} />
          <span className="visually-hidden">{labels['next-photo']}</span>
        </button>
      </div>
    </dialog>
  );
}
