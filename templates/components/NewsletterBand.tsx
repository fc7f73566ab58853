import { NewsletterForm } from './NewsletterForm.tsx';

/** The call-to-action band on the about, services, projects and team pages. */
export function NewsletterBand() {
  return (
    <section className="newsletter-band" aria-labelledby="newsletter-band-title">
      <div className="container newsletter-band__inner">
        <div>
          <p className="eyebrow">Newsletter</p>
          <h2 id="newsletter-band-title">Become a Member For Unique Updates!</h2>
          <p>Fabric news, new techniques and member prices, once a month. No spam; leave with one click.</p>
        </div>
        <NewsletterForm idPrefix="band" tone="light" />
      </div>
    </section>
  );
}
