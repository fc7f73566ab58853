import { useSite } from '../../../src/page-api/page-context.ts';
import { Icon } from '../../components/Icon.tsx';
import { Img } from '../../components/Img.tsx';
import { SectionHeading } from '../../components/SectionHeading.tsx';

export function ServicesStrip() {
  const site = useSite();
  return (
    <section className="section" aria-labelledby="home-services">
      <div className="container">
        <SectionHeading id="home-services" text={site.sections.home.services} />
        <ul className="grid grid--3 service-strip">
          {/* The owner marks the three services the heading names as featured (src/content/pick-home-services.ts). */}
          {site.homeServices.map((service) => (
            <li key={service.slug} className="service-tile" data-reveal>
              <Img className="service-tile__image" src={service.image} alt="" sizes="(min-width: 992px) 33vw, 100vw" />
              <div className="service-tile__body">
                <span className="service-tile__icon">
                  <Icon name={service.icon} size={26} />
                </span>
                <h3>{service.title}</h3>
                <p>{service.description}</p>
                <a className="service-tile__link" href={service.href} aria-label={`${site.sections.home.services.button} ${service.title}`}>
                  {site.sections.home.services.button} <Icon name="chevron-right" size={16} />
                </a>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
