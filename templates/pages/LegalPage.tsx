import { useSite } from '../../src/render/page-context.ts';
import { PageHeader } from '../components/PageHeader.tsx';

export function LegalPage({ kind }: { kind: 'privacy' | 'terms' }) {
  const { settings, pages } = useSite();
  if (kind === 'privacy') {
    return (
      <>
        <PageHeader title={pages.privacy.title} />
        <div className="container section prose">
          <p>This website collects no personal data. It sets no cookies, has no accounts and runs no tracking or advertising scripts.</p>
          <h2>Enquiries</h2>
          <p>
            When you send an enquiry, your own e-mail program or WhatsApp sends it to {settings.name} at {settings.email} or +{settings.phone}.
            We use what you send only to answer you and to make your order, and keep it as long as we need it for that and for our accounts.
          </p>
          <h2>Map</h2>
          <p>The contact page shows a map from Google Maps. Google receives your IP address when the map loads; see Google’s privacy policy.</p>
          <h2>Your rights</h2>
          <p>Write to {settings.email} to see, correct or delete what we hold about you.</p>
        </div>
      </>
    );
  }
  return (
    <>
      <PageHeader title={pages.terms.title} />
      <div className="container section prose">
        <p>Prices on this site are per piece in US dollars, exclusive of shipping and duties, and are a guide: every order is confirmed by a written quotation.</p>
        <h2>Orders</h2>
        <p>An order is placed when you approve the quotation and the pre-production sample. Minimum order quantities are shown on each product.</p>
        <h2>Artwork</h2>
        <p>You confirm that you may use the logos and artwork you send us for printing or embroidery.</p>
        <h2>Contact</h2>
        <p>{settings.name}, {settings.address}, {settings.email}.</p>
      </div>
    </>
  );
}
