import { useSite } from '../../src/page-api/page-context.ts';
import { NewsletterForm } from './NewsletterForm.tsx';
import { useStylesheet } from '../../src/page-api/stylesheets.ts';

/** The call-to-action band on the about, services, projects and team pages. */
export function NewsletterBand() {
  useStylesheet(import.meta.url);
  const { labels } = useSite();
  return (
    <section className="newsletter-band" aria-labelledby="newsletter-band-title">
      <div className="container newsletter-band__inner">
        <div>
          <p className="eyebrow">{labels['newsletter-eyebrow']}</p>
          <h2 id="newsletter-band-title">{labels['newsletter-title']}</h2>
          <p>{labels['newsletter-text']}</p>
        </div>
        <NewsletterForm idPrefix="band" tone="light" />
      </div>
    </section>
  );
}
