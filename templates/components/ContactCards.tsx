import { useSite } from '../../src/page-api/page-context.ts';
import { mailtoLink } from '../../src/shared/mailto-link.ts';
import { mapsSearchLink } from '../../src/shared/maps-link.ts';
import { ExternalLink } from './ExternalLink.tsx';
import { Icon } from './Icon.tsx';
import { formatPhone } from './format.ts';
import { useStylesheet } from '../../src/page-api/stylesheets.ts';

/** Phone, e-mail and address as three cards, each a working link. */
export function ContactCards({ className = 'contact-cards' }: { className?: string }) {
  useStylesheet(import.meta.url);
  const { settings, sections } = useSite();
  return (
    <ul className={className}>
      <li className="contact-card">
        <span className="contact-card__icon">
          <Icon name="phone" size={22} />
        </span>
        <span className="contact-card__label">{sections.contact.phone.title}</span>
        <a href={`tel:+${settings.phone}`}>{formatPhone(settings.phone)}</a>
      </li>
      <li className="contact-card">
        <span className="contact-card__icon">
          <Icon name="mail" size={22} />
        </span>
        <span className="contact-card__label">{sections.contact.email.title}</span>
        <a href={mailtoLink(settings.email)}>{settings.email}</a>
      </li>
      <li className="contact-card">
        <span className="contact-card__icon">
          <Icon name="map-pin" size={22} />
        </span>
        <span className="contact-card__label">{sections.contact.address.title}</span>
        <ExternalLink href={mapsSearchLink(settings.mapsQuery)}>{settings.address}</ExternalLink>
      </li>
    </ul>
  );
}
