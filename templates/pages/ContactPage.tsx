import { useSite } from '../../src/page-api/page-context.ts';
import { mapsSearchLink } from '../../src/shared/maps-link.ts';
import { ContactCards } from '../components/ContactCards.tsx';
import { EnquiryForm } from '../components/EnquiryForm.tsx';
import { ExternalLink } from '../components/ExternalLink.tsx';
import { Island } from '../components/Island.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { SectionHeading } from '../components/SectionHeading.tsx';
import { FirstView } from '../../src/page-api/first-view.tsx';
import { useStylesheet } from '../../src/page-api/stylesheets.ts';
import { fillWords } from '../../src/shared/fill-words.ts';

export function ContactPage() {
  const { pages, sections } = useSite();
  const words = sections.contact;
  return (
    <>
      {/* The whole page is its first view: the form and the map are usable before the rest of the CSS arrives. */}
      <FirstView>
        <PageHeader title={pages.contact.title} />
        <section className="container section" aria-labelledby="contact-ways">
          <h2 id="contact-ways" className="visually-hidden">
            {words.cards.title}
          </h2>
          <ContactCards />
        </section>
        <FormAndMap />
      </FirstView>
    </>
  );
}

/** The enquiry form beside the map. Rendered inside <FirstView>, so the page sheet it declares is in the head. */
function FormAndMap() {
  useStylesheet(import.meta.url);
  const { settings, sections, labels } = useSite();
  const words = sections.contact;
  const embed = `https://www.google.com/maps?q=${encodeURIComponent(settings.mapsQuery)}&output=embed`;
  return (
    <section className="section section--wash" aria-labelledby="contact-form-title">
      <div className="container contact-layout">
        <div>
          <SectionHeading id="contact-form-title" text={words.form} align="start" />
          <EnquiryForm idPrefix="contact" />
        </div>
        <Island name="map-embed" as="div" className="map-embed">
          <div className="map-embed__placeholder">
            <p>
              <strong>{settings.address}</strong>
            </p>
            <p dangerouslySetInnerHTML={{ __html: words.map.descriptionHtml }} />
            <button
              type="button"
              className="button button--outline"
              data-map-src={embed}
              data-map-title={fillWords(labels['map-title'], { address: settings.address })}
              disabled
              aria-busy="true"
            >
              {words.map.button}
            </button>
            <p>
              <ExternalLink href={mapsSearchLink(settings.mapsQuery)}>{words.map.title}</ExternalLink>
            </p>
          </div>
        </Island>
      </div>
    </section>
  );
}
