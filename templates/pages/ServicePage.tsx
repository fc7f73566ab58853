import type { Service } from '../../src/content/site-model.ts';
import { useSite } from '../../src/render/page-context.ts';
import { paths } from '../../src/shared/url-paths.ts';
import { Img } from '../components/Img.tsx';
import { PageHeader } from '../components/PageHeader.tsx';

export function ServicePage({ service }: { service: Service }) {
  const site = useSite();
  const techniques = [...site.printingTypes, ...site.embroideryTypes].filter((technique) => service.techniques.includes(technique.slug));
  return (
    <>
      <PageHeader title={service.title} trail={[{ label: 'Services', href: paths.services }, { label: service.title }]} />
      <div className="container section">
        <Img src={service.image} alt={service.title} priority sizes="(min-width: 992px) 60vw, 100vw" />
        <div className="prose" dangerouslySetInnerHTML={{ __html: service.html }} />
        {techniques.length > 0 && (
          <>
            <h2>Related techniques</h2>
            <ul>
              {techniques.map((technique) => (
                <li key={technique.slug}>
                  <a href={`${technique.kind === 'printing' ? paths.printing : paths.embroidery}#${technique.slug}`}>{technique.title}</a>
                </li>
              ))}
            </ul>
          </>
        )}
        <p><a className="button" href={paths.contact}>Ask for a quote</a></p>
      </div>
    </>
  );
}
