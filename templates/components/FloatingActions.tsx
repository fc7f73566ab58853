import { useSite } from '../../src/page-api/page-context.ts';
import { whatsappLink } from '../../src/shared/whatsapp-link.ts';
import { ExternalLink } from './ExternalLink.tsx';
import { Icon } from './Icon.tsx';
import { Island } from './Island.tsx';
import { useStylesheet } from '../../src/page-api/stylesheets.ts';

/** On every page: the floating chat button, "back to top", and the cursor follower for mouse users. */
export function FloatingActions() {
  useStylesheet(import.meta.url);
  const { settings } = useSite();
  return (
    <aside className="floating-actions" aria-label="Quick actions">
      <ExternalLink href={whatsappLink(settings.phone)} className="floating-chat" label="Chat with us on WhatsApp (opens in a new tab)">
        <Icon name="whatsapp" size={28} />
      </ExternalLink>
      <Island name="back-to-top" as="div" className="back-to-top">
        <a href="#top" aria-label="Back to top">
          <Icon name="arrow-up" size={20} />
        </a>
      </Island>
      <Island name="cursor-follower" as="div" className="cursor-follower" aria-hidden="true" />
    </aside>
  );
}
