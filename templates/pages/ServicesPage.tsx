import type { Service } from '../../src/content/site-model.ts';
import { useSite } from '../../src/render/page-context.ts';
import { paths } from '../../src/shared/url-paths.ts';
import { Icon } from '../components/Icon.tsx';
import { NewsletterBand } from '../components/NewsletterBand.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { SectionHeading } from '../components/SectionHeading.tsx';

/** The grid shows at most this many services: three rows of three. */
const MAX_SERVICES = 9;

/**
 * Where a service card leads: its own page, or the page named in its `link` (the three category
 * services lead to their listings). Content writes links as /street-ware; site addresses end with
 * a slash, so the link gets one rather than costing a redirect.
 */
export function serviceHref(service: Service): string {
  if (service.link === undefined) return paths.service(service.slug);
  return service.link.endsWith('/') ? service.link : `${service.link}/`;
}

export function ServicesPage() {
  const site = useSite();
  return (
    <>
      <PageHeader title="Our Services" />
      <section className="section" aria-labelledby="services-title">
        <div className="container">
          <SectionHeading id="services-title" eyebrow="What we do" title="Made and Finished Under One Roof">
            <p>Printing, embroidery, washes and complete kits, all run in our own workshop in Sialkot, so one team answers for your order from sample to shipping.</p>
          </SectionHeading>
          <ul className="service-grid">
            {site.services.slice(0, MAX_SERVICES).map((service, index) => (
              <li key={service.slug} className="service-card">
                <span className="service-card__number" aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <span className="service-card__icon">
                  <Icon name={service.icon} size={30} />
                </span>
                <h3 className="service-card__title">{service.title}</h3>
                <p className="service-card__text">{service.description}</p>
                <a className="service-card__more" href={serviceHref(service)}>
                  Read More<span className="visually-hidden"> about {service.title}</span>
                  <Icon name="chevron-right" size={16} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <NewsletterBand />
    </>
  );
}
