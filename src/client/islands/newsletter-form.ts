import { mailtoLink } from '../../shared/mailto-link.ts';
import said from 'island-words:newsletter';
import { islandProps } from '../lib/island-props.ts';
import { openExternal } from '../lib/open-external.ts';
import type { toast as showToast } from '../lib/toast.ts';

/**
 * Newsletter sign-up. With a mailing-list service configured the form posts to it as usual (in a new
 * tab, so the visitor stays here); without one it opens a subscription e-mail to the business.
 * Either way the browser first checks the required e-mail address and privacy agreement, and the
 * toast says what happens next rather than that the visitor is subscribed: only the service or the
 * business, once the e-mail arrives, can do that.
 *
 * The chrome bundle loads this when the visitor first focuses, types into or submits the form, and
 * replays a submit made before it arrived (see load-form-on-first-use.ts). The toast function is
 * handed over by the chrome bundle rather than imported, so that this chunk shares no module with it.
 */
export function mountNewsletterForm(root: HTMLElement, form: HTMLFormElement, toast: typeof showToast): void {
  // The owner's words (labels.csv) for what happens next come with this code (`said`).
  const { email: business, hasService } = islandProps<{ email: string; hasService: boolean }>(root);
  form.addEventListener('submit', (event) => {
    const address = String(new FormData(form).get('email') ?? '').trim();
    if (hasService) {
      // The service's answer opens in a new tab, which gets no handle on this page (rel=noopener,
      // https://html.spec.whatwg.org/multipage/links.html#link-type-noopener).
      form.target = '_blank';
      form.rel = 'noopener';
      toast(said.service, 'info');
    } else {
      event.preventDefault();
      openExternal(
        mailtoLink(business, { subject: 'Newsletter sign-up', body: `Please add ${address} to the newsletter.\n\nI agree to the privacy policy.` }),
        'same-tab',
      );
      // Nothing is subscribed until the visitor sends the e-mail: the toast says so.
      toast(said.email, 'info');
    }
    setTimeout(() => form.reset(), 0);
  });
}
