import type { Site } from '../../src/page-api/site-model.ts';
import { Icon } from './Icon.tsx';
import { useStylesheet } from '../../src/page-api/stylesheets.ts';

/** One of the company's values: icon, title, sentence. On the home page it fades in on scroll (reveal). */
export function ValueCard({ value, reveal = false }: { value: Site['values'][number]; reveal?: boolean }) {
  useStylesheet(import.meta.url);
  return (
    <li className="value-card" data-reveal={reveal || undefined}>
      <span className="value-card__icon">
        <Icon name={value.icon} size={26} />
      </span>
      <h3>{value.title}</h3>
      <p>{value.text}</p>
    </li>
  );
}
