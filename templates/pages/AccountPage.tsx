import { paths } from '../../src/shared/url-paths.ts';
import { PageHeader } from '../components/PageHeader.tsx';

/** Sign-in and sign-up exist for visitors who look for them; no account is needed to order. */
export function AccountPage({ mode }: { mode: 'sign-in' | 'sign-up' }) {
  const title = mode === 'sign-in' ? 'Sign In' : 'Sign Up';
  return (
    <>
      <PageHeader title={title} />
      <div className="container section prose">
        <p>
          <strong>You do not need an account to order.</strong> Send us an enquiry from any product page, or from the{' '}
          <a href={paths.contact}>contact page</a>, by WhatsApp or e-mail.
        </p>
        <p>{mode === 'sign-in' ? <a href={paths.signUp}>No account yet? Sign up</a> : <a href={paths.signIn}>Already registered? Sign in</a>}</p>
      </div>
    </>
  );
}
