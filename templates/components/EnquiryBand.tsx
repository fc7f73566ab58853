import { useSite } from '../../src/page-api/page-context.ts';
import { whatsappLink } from '../../src/shared/whatsapp-link.ts';
import { ExternalLink } from './ExternalLink.tsx';
import { Icon } from './Icon.tsx';
import { useStylesheet } from '../../src/page-api/stylesheets.ts';
import { fillWords } from '../../src/shared/fill-words.ts';

/**
 * The closing call to action of the service and project pages: a WhatsApp chat with the message
 * already written, and the enquiry form on the contact page. Plain links, no script.
 */
export function EnquiryBand({ words, message }: { words: { eyebrow: string; title: string; description: string }; message: string }) {
  useStylesheet(import.meta.url);
  const { settings, paths, labels } = useSite();
  return (
    <section className="container enquiry-band" aria-labelledby="enquiry-band-title">
      <div className="enquiry-band__inner woven">
        <div className="enquiry-band__copy">
          <p className="eyebrow">{words.eyebrow}</p>
          <h2 id="enquiry-band-title">{words.title}</h2>
          <p>{words.description}</p>
        </div>
        <div className="enquiry-band__actions">
          <ExternalLink
            href={whatsappLink(settings.phone, message)}
            className="button button--whatsapp"
            label={fillWords(labels['new-tab'], { link: labels['ask-whatsapp'] })}
          >
            <Icon name="whatsapp" size={20} /> {labels['ask-whatsapp']}
          </ExternalLink>
          <a className="button button--light" href={paths.contact}>
            <Icon name="mail" size={18} /> {labels['send-enquiry']}
          </a>
        </div>
      </div>
    </section>
  );
}
