import { Fragment } from 'react';
import { usePage } from '../../src/page-api/page-context.ts';
import { enquiryWords } from '../../src/page-api/enquiry-words.ts';
import { orderWords } from '../../src/page-api/order-words.ts';
import { priceFormatOf } from '../../src/shared/format-price.ts';
import { mailtoLink } from '../../src/shared/mailto-link.ts';
import { PRODUCT_LISTS } from '../../src/shared/product-lists.ts';
import { whatsappLink } from '../../src/shared/whatsapp-link.ts';
import { ExternalLink } from '../components/ExternalLink.tsx';
import { Island } from '../components/Island.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { FirstView } from '../../src/page-api/first-view.tsx';
import { useStylesheet } from '../../src/page-api/stylesheets.ts';
import { useFieldStyles } from '../components/Fields.tsx';

/**
 * The wishlist, the enquiry list and the checkout. The lists live in this browser (localStorage), so
 * the enquiry-list-page island draws them; without JavaScript the page says how to order instead.
 * With JavaScript, a placeholder holds the list's place until the island has read the lists.
 */
export function EnquiryListPage({ kind }: EnquiryListProps) {
  const { site } = usePage();
  return (
    <>
      {/* The whole list is the first view: usable before the rest of the CSS arrives. */}
      <FirstView>
        <PageHeader title={site.pages[kind].title} />
        <EnquiryList kind={kind} />
      </FirstView>
    </>
  );
}

interface EnquiryListProps {
  kind: 'cart' | 'wishlist' | 'checkout';
}

/** The list, which the enquiry-list-page island draws from this browser's storage, and its fallback. */
function EnquiryList({ kind }: EnquiryListProps) {
  useStylesheet(import.meta.url);
  useFieldStyles();
  const { site, listingData } = usePage();
  const { paths } = site;
  const { settings, labels, sections } = site;
  const sources = PRODUCT_LISTS.map(({ list }) => listingData.get(list)).filter((url): url is string => url !== undefined);
  return (
    <div className="container section">
      <Island
        name="enquiry-list-page"
        className="enquiry-list"
        props={{
          kind,
          sources,
          email: settings.email,
          phone: settings.phone,
          links: { browse: paths.listing('all-products'), cart: paths.cart, checkout: paths.checkout },
          priceFormat: priceFormatOf(settings),
          words: enquiryWords(labels),
          orders: orderWords(labels),
        }}
      >
        <div className="enquiry-list__fallback" data-fallback>
          <p dangerouslySetInnerHTML={{ __html: sections.cart.fallback.descriptionHtml }} />
          <p className="product__actions">
            <ExternalLink className="button button--whatsapp" href={whatsappLink(settings.phone, labels['order-message'])}>
              {labels['order-whatsapp']}
            </ExternalLink>
            <a className="button button--outline" href={mailtoLink(settings.email, { subject: labels['order-subject'] })}>
              {labels['order-email']}
            </a>
          </p>
          <p>
            {labels['browse-catalogue']}{' '}
            {PRODUCT_LISTS.map(({ segment }, index) => (
              <Fragment key={segment}>
                {index > 0 && ', '}
                <a href={paths.listing(segment)}>{site.pages[segment].title}</a>
              </Fragment>
            ))}
            .
          </p>
        </div>
        {/* How the list works: true whatever it holds, so it paints with the title band (it is the
                page's largest text) instead of waiting for the island. CSS shows it only with
                JavaScript, and not when the list could not be shown. */}
        <p className="lead enquiry-list__lead" dangerouslySetInnerHTML={{ __html: sections[kind].intro.descriptionHtml }} />
        {/* Grey lines in the list's place until the island has read this browser's lists: before
                that, neither the lines nor "your list is empty" would be true. CSS shows them only with
                JavaScript (EnquiryListPage.css), so without it the page keeps the text above. */}
        <div className="enquiry-list__placeholder" data-placeholder aria-busy="true">
          <span className="enquiry-list__skeleton" />
          <span className="enquiry-list__skeleton" />
        </div>
        <div className="enquiry-list__app" data-app hidden>
          <div data-list aria-live="polite" />
        </div>
      </Island>
    </div>
  );
}
