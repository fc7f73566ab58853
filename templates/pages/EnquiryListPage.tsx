import { useSite } from '../../src/render/page-context.ts';
import { mailtoLink } from '../../src/shared/mailto-link.ts';
import { paths } from '../../src/shared/url-paths.ts';
import { whatsappLink } from '../../src/shared/whatsapp-link.ts';
import { ExternalLink } from '../components/ExternalLink.tsx';
import { PageHeader } from '../components/PageHeader.tsx';

const TITLES = { cart: 'Enquiry List', wishlist: 'Wishlist', checkout: 'Send Your Enquiry' } as const;

/** There is no online payment: orders are agreed by WhatsApp or e-mail, and this page says so. */
export function EnquiryListPage({ kind }: { kind: keyof typeof TITLES }) {
  const { settings } = useSite();
  return (
    <>
      <PageHeader title={TITLES[kind]} />
      <div className="container section prose">
        <p>We make every order to measure, so ordering happens by WhatsApp or e-mail: tell us the Article Nos, quantities and sizes, and we reply with a quotation.</p>
        <p className="product__actions">
          <ExternalLink className="button" href={whatsappLink(settings.phone, `Hello ${settings.name}, I would like to order:`)}>Order by WhatsApp</ExternalLink>{' '}
          <a className="button button--outline" href={mailtoLink(settings.email, { subject: 'Order enquiry' })}>Order by e-mail</a>
        </p>
        <p>
          Browse the catalogue: <a href={paths.listing('street-ware')}>Street Wear</a>, <a href={paths.listing('sports-ware')}>Sports Wear</a>,{' '}
          <a href={paths.listing('safety-ware')}>Safety Wear</a>.
        </p>
      </div>
    </>
  );
}
