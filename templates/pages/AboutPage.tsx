import { useSite } from '../../src/render/page-context.ts';
import { paths } from '../../src/shared/url-paths.ts';
import { NewsletterBand } from '../components/NewsletterBand.tsx';
import { PageHeader } from '../components/PageHeader.tsx';

export function AboutPage() {
  const site = useSite();
  return (
    <>
      <PageHeader title="About Us" />
      <div className="container section prose">
        <h2>Garments made to order in Sialkot</h2>
        <p>{site.settings.about}</p>
        <ul className="pills">
          <li><a href={paths.listing('street-ware')}>Street Wear</a></li>
          <li><a href={paths.listing('sports-ware')}>Sports Wear</a></li>
          <li><a href={paths.listing('safety-ware')}>Safety Wear</a></li>
        </ul>
        <h2>Our values</h2>
        <ul>
          {site.values.map((value) => (
            <li key={value.title}><strong>{value.title}:</strong> {value.text}</li>
          ))}
        </ul>
        <h2>Our team</h2>
        <ul>
          {site.team.slice(0, 3).map((member) => (
            <li key={member.slug}>{member.name}, {member.role}</li>
          ))}
        </ul>
        <p><a href={paths.team}>Meet the whole team</a></p>
      </div>
      <NewsletterBand />
    </>
  );
}
