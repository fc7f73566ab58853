import { useSite } from '../../src/page-api/page-context.ts';
import { Island } from '../components/Island.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { FirstView } from '../../src/page-api/first-view.tsx';
import { useStylesheet } from '../../src/page-api/stylesheets.ts';
import { useFieldStyles } from '../components/Fields.tsx';

/**
 * Sign-in and sign-up exist because visitors look for them; the page says plainly that no account is
 * needed to order. The form checks its fields and clears itself; nothing typed is stored or sent.
 */
export function AccountPage({ mode }: AccountProps) {
  const { pages } = useSite();
  // The note and the form are the page: they paint with the title band, their sheet in the head.
  return (
    <FirstView>
      <PageHeader title={pages[mode].title} />
      <Account mode={mode} />
    </FirstView>
  );
}

interface AccountProps {
  mode: 'sign-in' | 'sign-up';
}

/** Declares the page's sheet inside <FirstView>, so the note and the form are styled from the head. */
function Account({ mode }: AccountProps) {
  useStylesheet(import.meta.url);
  useFieldStyles();
  const { paths, pages, sections, labels } = useSite();
  const { title } = pages[mode];
  const notice = sections['sign-in'].notice;
  return (
    <div className="container section account">
      <div className="account__note">
        <h2>{notice.title}</h2>
        <p dangerouslySetInnerHTML={{ __html: notice.descriptionHtml }} />
      </div>
      <Island name="account-form" as="div" className="account__form" props={{ mode }}>
        <form method="dialog">
          <div className="field">
            <label htmlFor="account-username">{labels['account-username']}</label>
            <input id="account-username" name="username" type="text" required autoComplete="username" />
          </div>
          {mode === 'sign-up' && (
            <div className="field">
              <label htmlFor="account-email">{labels['account-email']}</label>
              <input id="account-email" name="email" type="email" required autoComplete="email" />
            </div>
          )}
          <div className="field">
            <label htmlFor="account-password">{labels['account-password']}</label>
            <input id="account-password" type="password" required autoComplete={mode === 'sign-in' ? 'current-password' : 'new-password'} />
          </div>
          <button type="submit" className="button">
            {title}
          </button>
          <p>{mode === 'sign-in' ? <a href={paths.signUp}>{labels['account-to-sign-up']}</a> : <a href={paths.signIn}>{labels['account-to-sign-in']}</a>}</p>
        </form>
      </Island>
    </div>
  );
}
