import type { Service } from '../../src/page-api/site-model.ts';
import { useSite } from '../../src/page-api/page-context.ts';
import { fillWords } from '../../src/shared/fill-words.ts';
import { Icon } from '../components/Icon.tsx';
import { Img } from '../components/Img.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { SectionHeading } from '../components/SectionHeading.tsx';
import { formatPhone } from '../components/format.ts';
import { techniqueHref } from '../components/content-links.ts';
import { EnquiryBand } from '../components/EnquiryBand.tsx';
import { useStylesheet } from '../../src/page-api/stylesheets.ts';

export function ServicePage({ service }: { service: Service }) {
  useStylesheet(import.meta.url);
  const site = useSite();
  const { paths, settings, labels } = site;
  const words = site.sections.service;
  // The owner's texts may name the service and the business: {service}, {name}.
  const named = (text: string) => fillWords(text, { service: service.title, name: settings.name });
  const techniques = [...site.printingTypes, ...site.embroideryTypes].filter((technique) => service.techniques.includes(technique.slug));
  return (
    <>
      <PageHeader title={service.title} trail={[{ label: site.pages.services.title, href: paths.services }, { label: service.title }]} />
      <div className="container section service-layout">
        <article className="service-detail">
          <Img
            className="service-detail__image"
            src={service.image}
            alt={service.imageAlt ?? service.title}
            priority
            sizes="(min-width: 1304px) 840px, (min-width: 992px) calc(96vw - 390px), calc(100vw - 32px)"
          />
          <div className="prose service-detail__body" dangerouslySetInnerHTML={{ __html: service.html }} />
        </article>
        <aside className="service-aside" aria-label={words.all.title}>
          <nav className="service-aside__box" aria-labelledby="service-nav-title">
            <h2 id="service-nav-title">{words.all.title}</h2>
            <ul className="service-nav">
              {site.services.slice(0, 9).map((item) => {
                const current = item.slug === service.slug;
                return (
                  <li key={item.slug}>
                    <a href={item.href} aria-current={current ? 'page' : undefined}>
                      <Icon name={item.icon} size={18} />
                      <span>{item.title}</span>
                      <Icon name="chevron-right" size={16} className="service-nav__arrow" />
                    </a>
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className="service-aside__box service-aside__call woven">
            <span className="service-aside__call-icon">
              <Icon name="headset" size={26} />
            </span>
            <h2>{named(words.questions.title)}</h2>
            <p>{words.questions.description}</p>
            <a href={`tel:+${settings.phone}`}>{formatPhone(settings.phone)}</a>
          </div>
        </aside>
      </div>

      {techniques.length > 0 && (
        <section className="section section--wash service-techniques" aria-labelledby="service-techniques-title">
          <div className="container">
            <SectionHeading id="service-techniques-title" text={site.sections.service.techniques} title={named(words.techniques.title)} />
            <ul className="grid technique-grid">
              {techniques.map((technique) => (
                <li key={`${technique.kind}-${technique.slug}`} className="technique-tile linked-card">
                  <Img className="technique-tile__image" src={technique.image} alt="" sizes="(min-width: 992px) 22vw, (min-width: 600px) 45vw, 100vw" />
                  <div className="technique-tile__body">
                    <p className="technique-tile__kind">{technique.kind === 'printing' ? labels['printing-type'] : labels['embroidery-type']}</p>
                    <h3>
                      <a className="linked-card__link" href={techniqueHref(technique, paths)}>
                        {technique.title}
                      </a>
                    </h3>
                    <p>{technique.text}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}

      <EnquiryBand words={{ ...words.enquiry, title: named(words.enquiry.title) }} message={named(labels['service-message'])} />
    </>
  );
}
