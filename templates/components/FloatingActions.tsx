import { useSite } from '../../src/page-api/page-context.ts';
import { whatsappLink } from '../../src/shared/whatsapp-link.ts';
import { ExternalLink } from './ExternalLink.tsx';
import { Icon } from './Icon.tsx';
import { Island } from './Island.tsx';
import { useStylesheet } from '../../src/page-api/stylesheets.ts';

/** On every page: the floating chat button, "back to top", and the cursor follower for mouse users. */
export function FloatingActions() {
  useStylesheet(import.meta.url);
  const { settings, labels } = useSite();
  return (
    <aside className="floating-actions" aria-label={labels['quick-actions']}>
      <ExternalLink href={whatsappLink(settings.phone)} className="floating-chat" label={labels['chat-whatsapp']}>
        <Icon name="whatsapp" size={28} />
      </ExternalLink>
      <Island name="back-to-top" as="div" className="back-to-top">
        <a href="#top" aria-label={labels['back-to-top']}>
          <Icon name="arrow-up" size={20} />
        </a>
      </Island>
      <Island name="cursor-follower" as="div" className="cursor-follower" aria-hidden="true" />
    </aside>
  );
}
