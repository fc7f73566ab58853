import { useSite } from '../../src/render/page-context.ts';
import { mapsSearchLink } from '../../src/shared/maps-link.ts';
import { ContactCards } from '../components/ContactCards.tsx';
import { EnquiryForm } from '../components/EnquiryForm.tsx';
import { ExternalLink } from '../components/ExternalLink.tsx';
import { Island } from '../components/Island.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { SectionHeading } from '../components/SectionHeading.tsx';

export function ContactPage() {
  const { settings, pages } = useSite();
  const embed = `https://www.google.com/maps?q=${encodeURIComponent(settings.mapsQuery)}&output=embed`;
  return (
    <>
      <PageHeader title={pages.contact.title} />
      <section className="container section" aria-labelledby="contact-ways">
        <h2 id="contact-ways" className="visually-hidden">Ways to reach us</h2>
        <ContactCards />
      </section>
      <section className="section section--wash" aria-labelledby="contact-form-title">
        <div className="container contact-layout">
          <div>
            <SectionHeading id="contact-form-title" eyebrow="Get a quote" title="Tell us about your order" align="start">
              <p>Garments, quantities, sizes, colours and your logo: we reply with prices, a sample date and a delivery date, usually within one working day.</p>
            </SectionHeading>
            <EnquiryForm idPrefix="contact" />
          </div>
          <Island name="map-embed" as="div" className="map-embed">
            <div className="map-embed__placeholder">
              <p>
                <strong>{settings.address}</strong>
              </p>
              <p>The map comes from Google Maps and loads only when you ask for it.</p>
              <button type="button" className="button button--outline" data-map-src={embed} data-map-title={`Map of ${settings.address}`} hidden>
                Show the map
              </button>
              <p>
                <ExternalLink href={mapsSearchLink(settings.mapsQuery)}>Open in Google Maps</ExternalLink>
              </p>
            </div>
          </Island>
        </div>
      </section>
    </>
  );
}
