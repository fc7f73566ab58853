import { useSite } from '../../../src/page-api/page-context.ts';
import { ExternalLink } from '../../components/ExternalLink.tsx';
import { Img } from '../../components/Img.tsx';

export function Partners() {
  const site = useSite();
  return (
    <section className="section partners" aria-labelledby="home-partners">
      <div className="container">
        <h2 id="home-partners" className="partners__title">
          {site.sections.home.partners.title}
        </h2>
        <ul className="partners__list">
          {site.partners.map((partner) => (
            <li key={partner.name}>
              {partner.url ? (
                <ExternalLink href={partner.url}>
                  <Img src={partner.logo} alt={partner.name} sizes="180px" />
                </ExternalLink>
              ) : (
                <Img src={partner.logo} alt={partner.name} sizes="180px" />
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
