import { useSite } from '../../src/render/page-context.ts';
import { mailtoLink } from '../../src/shared/mailto-link.ts';
import { mapsSearchLink } from '../../src/shared/maps-link.ts';
import { whatsappLink } from '../../src/shared/whatsapp-link.ts';
import { ExternalLink } from '../components/ExternalLink.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { formatPhone } from '../components/format.ts';

export function ContactPage() {
  const { settings } = useSite();
  return (
    <>
      <PageHeader title="Contact Us" />
      <div className="container section prose">
        <ul className="contact-cards">
          <li>Phone: <a href={`tel:+${settings.phone}`}>{formatPhone(settings.phone)}</a></li>
          <li>E-mail: <a href={mailtoLink(settings.email)}>{settings.email}</a></li>
          <li>Address: <ExternalLink href={mapsSearchLink(settings.mapsQuery)}>{settings.address}</ExternalLink></li>
        </ul>
        <p>
          The quickest way to reach us is <ExternalLink href={whatsappLink(settings.phone)}>WhatsApp</ExternalLink>, or write to{' '}
          <a href={mailtoLink(settings.email, { subject: 'Services Inquiry' })}>{settings.email}</a>.
        </p>
      </div>
    </>
  );
}
