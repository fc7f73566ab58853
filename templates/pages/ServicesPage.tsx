import { useSite } from '../../src/render/page-context.ts';
import { paths } from '../../src/shared/url-paths.ts';
import { NewsletterBand } from '../components/NewsletterBand.tsx';
import { PageHeader } from '../components/PageHeader.tsx';

export function ServicesPage() {
  const site = useSite();
  return (
    <>
      <PageHeader title="Our Services" />
      <div className="container section">
        <ul className="card-grid">
          {site.services.slice(0, 9).map((service) => (
            <li key={service.slug} className="card">
              <h2>{service.title}</h2>
              <p>{service.description}</p>
              <a href={service.link ?? paths.service(service.slug)} aria-label={`Read more about ${service.title}`}>
                Read More
              </a>
            </li>
          ))}
        </ul>
      </div>
      <NewsletterBand />
    </>
  );
}
