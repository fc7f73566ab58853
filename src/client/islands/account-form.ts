import { islandProps } from '../lib/island-props.ts';
import { toast } from '../lib/toast.ts';
import said from 'island-words:accountForm';

/**
 * Sign-in and sign-up. No account is needed to order, and nothing typed here leaves the page: the
 * form checks its required fields, says so, and clears itself. The password is never read.
 */
for (const root of document.querySelectorAll<HTMLElement>('[data-island="account-form"]')) {
  const form = root.querySelector('form');
  if (!form) continue;
  const { mode } = islandProps<{ mode: 'sign-in' | 'sign-up' }>(root);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    // There are no accounts: saying "Logged in" would be untrue. Say what did (not) happen instead.
    toast(mode === 'sign-in' ? said.signIn : said.signUp, 'info');
    form.reset();
  });
}
