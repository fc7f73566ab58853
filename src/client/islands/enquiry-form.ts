import { ENQUIRY_SUBJECT, enquiryText, type EnquiryValues } from '../../shared/enquiry-message.ts';
import { mailtoLink } from '../../shared/mailto-link.ts';
import { whatsappLink } from '../../shared/whatsapp-link.ts';
import { islandProps } from '../lib/island-props.ts';
import { openExternal } from '../lib/open-external.ts';
import { toast } from '../lib/toast.ts';
import said from 'island-words:enquiryForm';

/**
 * The enquiry form's two channels: e-mail (the visitor's mail program opens with the message) and
 * WhatsApp (a new tab opens the chat with the message). Every value is percent-encoded, so &, #, ?,
 * line breaks and emoji arrive intact. Afterwards the form is cleared.
 */
for (const root of document.querySelectorAll<HTMLElement>('[data-island="enquiry-form"]')) {
  const { email, phone } = islandProps<{ email: string; phone: string }>(root);
  const form = root.querySelector('form');
  if (!form) continue;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const submitter = (event as SubmitEvent).submitter as HTMLButtonElement | null;
    const channel = submitter?.value === 'whatsapp' ? 'whatsapp' : 'email';
    const data = new FormData(form);
    const value = (key: string) => String(data.get(key) ?? '');
    const values: EnquiryValues = { name: value('name'), phone: value('phone'), email: value('email'), services: value('services'), message: value('message') };
    const text = enquiryText(values);
    if (channel === 'whatsapp') {
      openExternal(whatsappLink(phone, text), 'new-tab');
      toast(said.whatsapp, 'success');
    } else {
      openExternal(mailtoLink(email, { subject: ENQUIRY_SUBJECT, body: text }), 'same-tab');
      toast(said.email, 'success');
    }
    // Clearing also resets the channel: the next enquiry starts from a blank form.
    form.reset();
  });
}
