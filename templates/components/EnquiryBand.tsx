import { useSite } from '../../src/render/page-context.ts';
import { whatsappLink } from '../../src/shared/whatsapp-link.ts';
import { ExternalLink } from './ExternalLink.tsx';
import { Icon } from './Icon.tsx';

/**
 * The closing call to action of the service and project pages: a WhatsApp chat with the message
 * already written, and the enquiry form on the contact page. Plain links, no script.
 */
export function EnquiryBand({ title, message, text }: { title: string; message: string; text: string }) {
  const { settings, paths } = useSite();
  return (
    <section className="container enquiry-band" aria-labelledby="enquiry-band-title">
      <div className="enquiry-band__inner">
        <div className="enquiry-band__copy">
          <p className="eyebrow">Start an order</p>
          <h2 id="enquiry-band-title">{title}</h2>
          <p>{text}</p>
        </div>
        <div className="enquiry-band__actions">
          <ExternalLink href={whatsappLink(settings.phone, message)} className="button button--whatsapp" label="Ask on WhatsApp (opens in a new tab)">
            <Icon name="whatsapp" size={20} /> Ask on WhatsApp
          </ExternalLink>
          <a className="button button--light" href={paths.contact}>
            <Icon name="mail" size={18} /> Send an enquiry
          </a>
        </div>
      </div>
    </section>
  );
}
