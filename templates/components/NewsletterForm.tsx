import { useSite } from '../../src/page-api/page-context.ts';
import { mailtoLink } from '../../src/shared/mailto-link.ts';
import { Island } from './Island.tsx';
import { useFieldStyles } from './Fields.tsx';
import { useStylesheet } from '../../src/page-api/stylesheets.ts';

/**
 * Newsletter sign-up. With a mailing-list service set in site settings the form posts there;
 * without one it opens the visitor's e-mail program with a subscription request to the business,
 * which also works with JavaScript off.
 */
export function NewsletterForm({ idPrefix, tone = 'dark' }: { idPrefix: string; tone?: 'dark' | 'light' }) {
  useStylesheet(import.meta.url);
  useFieldStyles();
  const { settings, paths, labels } = useSite();
  const action = settings.newsletterAction ?? mailtoLink(settings.email, { subject: 'Newsletter sign-up' });
  return (
    <Island
      name="newsletter-form"
      as="div"
      props={{
        email: settings.email,
        hasService: Boolean(settings.newsletterAction),
      }}
    >
      <form className={`newsletter newsletter--${tone}`} method="post" action={action} encType={settings.newsletterAction ? undefined : 'text/plain'}>
        <div className="newsletter__row">
          <label className="visually-hidden" htmlFor={`${idPrefix}-newsletter-email`}>
            {labels['newsletter-email']}
          </label>
          <input id={`${idPrefix}-newsletter-email`} type="email" name="email" required autoComplete="email" placeholder={labels['newsletter-email']} />
          <button type="submit" className="button">
            {labels['newsletter-button']}
          </button>
        </div>
        <label className="checkbox">
          <input type="checkbox" name="privacy" required /> {labels['newsletter-consent']} <a href={paths.privacy}>{labels['newsletter-privacy']}</a>
        </label>
      </form>
    </Island>
  );
}
