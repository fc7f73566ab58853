import { useSite } from '../../src/page-api/page-context.ts';
import { ENQUIRY_SUBJECT } from '../../src/shared/enquiry-message.ts';
import { mailtoLink } from '../../src/shared/mailto-link.ts';
import { Icon } from './Icon.tsx';
import { Island } from './Island.tsx';
import { useStylesheet } from '../../src/page-api/stylesheets.ts';
import { useFieldStyles } from './Fields.tsx';

/**
 * The enquiry form. It says what it does: it opens the visitor's own e-mail program or WhatsApp
 * with the message written out; nothing is sent by the site itself. Without JavaScript the e-mail
 * button still works, as a plain mailto form.
 */
export function EnquiryForm({ idPrefix = 'enquiry' }: { idPrefix?: string }) {
  useStylesheet(import.meta.url);
  useFieldStyles();
  const { settings, labels } = useSite();
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <Island name="enquiry-form" as="div" className="enquiry" props={{ email: settings.email, phone: settings.phone }}>
      <form
        className="enquiry-form"
        method="post"
        action={mailtoLink(settings.email, { subject: ENQUIRY_SUBJECT })}
        encType="text/plain"
        aria-describedby={id('how')}
      >
        <p id={id('how')} className="enquiry-form__how">
          {labels['enquiry-note']}
        </p>
        <div className="field-grid">
          <div className="field">
            <label htmlFor={id('name')}>{labels['enquiry-name']}</label>
            <input id={id('name')} name="name" type="text" autoComplete="name" />
          </div>
          <div className="field">
            <label htmlFor={id('phone')}>{labels['enquiry-phone']}</label>
            <input id={id('phone')} name="phone" type="tel" autoComplete="tel" />
          </div>
          <div className="field">
            <label htmlFor={id('email')}>{labels['enquiry-email']}</label>
            <input id={id('email')} name="email" type="email" autoComplete="email" />
          </div>
          <div className="field">
            <label htmlFor={id('services')}>{labels['enquiry-services']}</label>
            <input id={id('services')} name="services" type="text" placeholder={labels['enquiry-services-example']} />
          </div>
          <div className="field field--wide">
            <label htmlFor={id('message')}>{labels['enquiry-message']}</label>
            <textarea id={id('message')} name="message" rows={5} placeholder={labels['enquiry-message-example']} />
          </div>
        </div>
        <div className="enquiry-form__actions">
          <button type="submit" name="channel" value="email" className="button">
            <Icon name="mail" size={18} /> {labels['enquiry-send-email']}
          </button>
          {/* WhatsApp needs the script that writes the message into its address: without JavaScript the
              button is not shown (forms-extra.css); with it, it is there from the first paint and a press
              before the form's code has loaded waits for it (load-form-on-first-use.ts). */}
          <button type="submit" name="channel" value="whatsapp" className="button button--whatsapp enquiry-form__whatsapp">
            <Icon name="whatsapp" size={18} /> {labels['enquiry-send-whatsapp']}
          </button>
        </div>
      </form>
    </Island>
  );
}
