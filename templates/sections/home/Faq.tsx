import { useSite } from '../../../src/page-api/page-context.ts';
import { SectionHeading } from '../../components/SectionHeading.tsx';

export function Faq() {
  const site = useSite();
  return (
    <section className="section" aria-labelledby="home-faq">
      <div className="container faq">
        <SectionHeading id="home-faq" text={site.sections.home.faq} align="start" />
        <div className="faq__list">
          {/* A shared `name` makes the <details> an exclusive accordion without JavaScript; the first starts open. */}
          {site.faqs.map((faq, index) => (
            <details key={faq.question} className="faq__item" name="home-faq" open={index === 0}>
              <summary>{faq.question}</summary>
              <p>{faq.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
