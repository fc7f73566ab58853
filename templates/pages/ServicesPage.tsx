import { useSite } from '../../src/page-api/page-context.ts';
import { Icon } from '../components/Icon.tsx';
import { NewsletterBand } from '../components/NewsletterBand.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { FirstView } from '../../src/page-api/first-view.tsx';
import { SectionHeading } from '../components/SectionHeading.tsx';
import { useStylesheet } from '../../src/page-api/stylesheets.ts';

/** The grid shows at most this many services: three rows of three. */
const MAX_SERVICES = 9;

export function ServicesPage() {
  const site = useSite();
  // The introduction and the services are the page: they paint with the title band.
  return (
    <>
      <FirstView>
        <PageHeader title={site.pages.services.title} />
        <ServiceGrid />
      </FirstView>
      <NewsletterBand />
    </>
  );
}

/** Declares the page's sheet inside <FirstView>, so the grid is styled from the page's head. */
function ServiceGrid() {
  useStylesheet(import.meta.url);
  const site = useSite();
  const words = site.sections.services.grid;
  return (
    <section className="section" aria-labelledby="services-title">
      <div className="container">
        <SectionHeading id="services-title" text={words}>
          <div className="prose" dangerouslySetInnerHTML={{ __html: site.documents.services }} />
        </SectionHeading>
        <ul className="grid service-grid">
          {site.services.slice(0, MAX_SERVICES).map((service, index) => (
            <li key={service.slug} className="service-card linked-card">
              <span className="service-card__number" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <span className="service-card__icon">
                <Icon name={service.icon} size={30} />
              </span>
              <h3 className="service-card__title">{service.title}</h3>
              <p className="service-card__text">{service.description}</p>
              <a className="service-card__more linked-card__link" href={service.href}>
                {words.button}
                <span className="visually-hidden">: {service.title}</span>
                <Icon name="chevron-right" size={16} />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
