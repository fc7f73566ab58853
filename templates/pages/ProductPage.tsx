import type { Product } from '../../src/page-api/site-model.ts';
import { usePage } from '../../src/page-api/page-context.ts';
import { productEnquiry } from '../../src/page-api/product-enquiry.ts';
import { formatPieces } from '../../src/shared/format-pieces.ts';
import { mailtoLink } from '../../src/shared/mailto-link.ts';
import { absoluteUrl } from '../../src/shared/url-paths.ts';
import { whatsappLink } from '../../src/shared/whatsapp-link.ts';
import { ExternalLink } from '../components/ExternalLink.tsx';
import { JsonLd } from '../components/JsonLd.tsx';
import { ListButtons } from '../components/ListButtons.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { FirstView } from '../../src/page-api/first-view.tsx';
import { ProductGallery } from '../components/ProductGallery.tsx';
import { RelatedProducts } from '../components/RelatedProducts.tsx';
import { SizeRun } from '../components/SizeRun.tsx';
import { formatPrice } from '../components/format.ts';
import { useStylesheet } from '../../src/page-api/stylesheets.ts';

export interface ProductPageProps {
  product: Product;
  related: readonly Product[];
  /** The listing the breadcrumb leads back to: the product's own list, or the shop. */
  listing: { title: string; href: string };
}

export function ProductPage({ product, related, listing }: ProductPageProps) {
  // The picture, the largest paint, comes with the title band: the rest of the CSS, which Chromium
  // waits for before painting what follows it, is linked after the product's main part.
  return (
    <>
      <FirstView>
        <PageHeader title={product.title} trail={[{ label: listing.title, href: listing.href }, { label: product.title }]} />
        <ProductMain product={product} />
      </FirstView>
      {product.sizes.length > 0 && <SizeRun product={product} />}
      {related.length > 0 && <RelatedProducts products={related} />}
      <ProductData product={product} listing={listing} />
    </>
  );
}

/** The picture and the details; declares the page's sheets inside <FirstView>, so they are in the head. */
function ProductMain({ product }: { product: Product }) {
  useStylesheet(import.meta.url);
  const { settings, labels } = usePage().site;
  return (
    <div className="container section product">
      <ProductGallery product={product} />
      <div className="product__details">
        <p className="product__label">{product.label}</p>
        <p className="product__code">
          {labels['article-no']}: <strong>{product.name}</strong>
        </p>
        <p className="product__price">
          {formatPrice(product.price, settings)}{' '}
          {product.prevPrice !== undefined && product.prevPrice > product.price && <del>{formatPrice(product.prevPrice, settings)}</del>}
          <span>
            {' '}
            {labels['per-piece']} · {labels['minimum-order']} {formatPieces(product.quantity, labels)}
          </span>
        </p>
        <p>
          {labels.colour}: {product.color}
        </p>
        <div className="prose">
          {product.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
        </div>
        <ListButtons product={product} className="list-buttons product__lists" />
        <ProductEnquiry product={product} />
      </div>
    </div>
  );
}

/**
 * Asking about the product by WhatsApp or e-mail, with a message that names it. Once the buyer has
 * chosen sizes, names or a decoration in the size run, its island writes them into both links and
 * shows the line that says so (size-run.ts), so neither button leaves the order behind.
 */
function ProductEnquiry({ product }: { product: Product }) {
  const { settings, labels } = usePage().site;
  const { greeting, subject } = productEnquiry(product, labels);
  return (
    <>
      <h2>{labels['enquire-title']}</h2>
      <p className="product__actions">
        <ExternalLink id="product-enquire-whatsapp" className="button" href={whatsappLink(settings.phone, greeting)}>
          {labels['enquire-whatsapp']}
        </ExternalLink>{' '}
        <a id="product-enquire-email" className="button button--outline" href={mailtoLink(settings.email, { subject, body: greeting })}>
          {labels['enquire-email']}
        </a>
      </p>
      {product.sizes.length > 0 && (
        <p className="product__with-order" data-with-order hidden>
          {labels['enquire-with-order']}
        </p>
      )}
    </>
  );
}

/** The product and the breadcrumb as schema.org data, for search engines' results. */
function ProductData({ product, listing }: Pick<ProductPageProps, 'product' | 'listing'>) {
  const { site, path, images } = usePage();
  const { settings } = site;
  const absolute = (address: string) => absoluteUrl(site.origin, address);
  // The link preview's picture (og:image): a JPEG made for sharing, never the original photo.
  const imageUrl = absolute(images.get(product.image)?.share?.src ?? images.get(product.image)?.src ?? site.paths.asset(product.image));
  return (
    <>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: product.title,
          sku: product.name,
          description: product.paragraphs.join(' '),
          image: imageUrl,
          color: product.color,
          category: product.label,
          brand: { '@type': 'Brand', name: settings.name },
          offers: {
            '@type': 'Offer',
            price: product.price.toFixed(2),
            priceCurrency: settings.currency,
            url: absolute(path),
            availability: 'https://schema.org/InStock',
          },
        }}
      />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, name: site.labels.home, item: absolute(site.paths.home) },
            { '@type': 'ListItem', position: 2, name: listing.title, item: absolute(listing.href) },
            { '@type': 'ListItem', position: 3, name: product.title, item: absolute(path) },
          ],
        }}
      />
    </>
  );
}
