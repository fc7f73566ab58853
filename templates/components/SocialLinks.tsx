import { useSite } from '../../src/page-api/page-context.ts';
import { whatsappLink } from '../../src/shared/whatsapp-link.ts';
import { ExternalLink } from './ExternalLink.tsx';
import { Icon } from './Icon.tsx';
import { useStylesheet } from '../../src/page-api/stylesheets.ts';
import { fillWords } from '../../src/shared/fill-words.ts';

/** Facebook, Instagram and WhatsApp (and LinkedIn if set), each named for screen readers. */
export function SocialLinks({ size = 18, className = 'social-links' }: { size?: number; className?: string }) {
  useStylesheet(import.meta.url);
  const { settings, labels } = useSite();
  const links = [
    settings.social.facebook && { name: 'facebook', label: 'Facebook', href: settings.social.facebook },
    settings.social.instagram && { name: 'instagram', label: 'Instagram', href: settings.social.instagram },
    { name: 'whatsapp', label: 'WhatsApp', href: whatsappLink(settings.phone) },
    settings.social.linkedin && { name: 'linkedin', label: 'LinkedIn', href: settings.social.linkedin },
  ].filter((link): link is { name: string; label: string; href: string } => Boolean(link));
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.name}>
          <ExternalLink
            href={link.href}
            label={fillWords(labels['new-tab'], { link: fillWords(labels['on-network'], { who: settings.name, network: link.label }) })}
          >
            <Icon name={link.name} size={size} />
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
