import { useSite } from '../../src/render/page-context.ts';
import type { TechniqueKind } from '../../src/content/site-model.ts';
import { Img } from '../components/Img.tsx';
import { PageHeader } from '../components/PageHeader.tsx';

export function TechniquesPage({ kind }: { kind: TechniqueKind }) {
  const site = useSite();
  const items = kind === 'printing' ? site.printingTypes : site.embroideryTypes;
  const title = kind === 'printing' ? 'Printing Types' : 'Embroidery Types';
  return (
    <>
      <PageHeader title={title} />
      <div className="container section">
        <ul className="card-grid">
          {items.map((item) => (
            <li key={item.slug} id={item.slug} className="card">
              <Img src={item.image} alt={item.title} sizes="(min-width: 768px) 33vw, 100vw" />
              <h2>{item.title}</h2>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
