import { useSite } from '../../../src/page-api/page-context.ts';
import { Icon } from '../../components/Icon.tsx';

export function Features() {
  const site = useSite();
  return (
    <section className="features" aria-label={site.labels['why-order']}>
      <ul className="container features__list">
        {site.features.map((feature) => (
          <li key={feature.title} className="feature">
            <span className="feature__icon">
              <Icon name={feature.icon} size={28} />
            </span>
            <span>
              <strong>{feature.title}</strong>
              <span className="feature__text">{feature.text}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
