import { usePaths, useSite } from '../../src/render/page-context.ts';
import { Island } from '../components/Island.tsx';
import { PageHeader } from '../components/PageHeader.tsx';

/**
 * Sign-in and sign-up exist because visitors look for them; the page says plainly that no account is
 * needed to order. The form checks its fields and clears itself; nothing typed is stored or sent.
 */
export function AccountPage({ mode }: { mode: 'sign-in' | 'sign-up' }) {
  const paths = usePaths();
  const { title } = useSite().pages[mode];
  return (
    <>
      <PageHeader title={title} />
      <div className="container section account">
        <div className="account__note">
          <h2>You do not need an account to order</h2>
          <p>
            Every order is agreed by WhatsApp or e-mail: send an enquiry from any product page or from the <a href={paths.contact}>contact page</a>. Accounts are
            not open yet, so nothing you type below is stored or sent anywhere.
          </p>
        </div>
        <Island name="account-form" as="div" className="account__form" props={{ mode }}>
          <form method="dialog">
            <div className="field">
              <label htmlFor="account-username">Username</label>
              <input id="account-username" name="username" type="text" required autoComplete="username" />
            </div>
            {mode === 'sign-up' && (
              <div className="field">
                <label htmlFor="account-email">E-mail address</label>
                <input id="account-email" name="email" type="email" required autoComplete="email" />
              </div>
            )}
            <div className="field">
              <label htmlFor="account-password">Password</label>
              <input id="account-password" type="password" required autoComplete={mode === 'sign-in' ? 'current-password' : 'new-password'} />
            </div>
            <button type="submit" className="button">{title}</button>
            <p>{mode === 'sign-in' ? <a href={paths.signUp}>No account yet? Sign up</a> : <a href={paths.signIn}>Already registered? Sign in</a>}</p>
          </form>
        </Island>
      </div>
    </>
  );
}
