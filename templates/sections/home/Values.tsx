import { useSite } from '../../../src/page-api/page-context.ts';
import { SectionHeading } from '../../components/SectionHeading.tsx';
import { ValueCard } from '../../components/ValueCard.tsx';

export function Values() {
  const site = useSite();
  return (
    <section className="section" aria-labelledby="home-values">
      <div className="container">
        <SectionHeading id="home-values" text={site.sections.home.values} />
        <ul className="grid grid--3 values-grid">
          {site.values.map((value) => (
            <ValueCard key={value.title} value={value} reveal />
          ))}
        </ul>
      </div>
    </section>
  );
}
