import { useSite } from '../../src/render/page-context.ts';
import { ExternalLink } from '../components/ExternalLink.tsx';
import { Img } from '../components/Img.tsx';
import { NewsletterBand } from '../components/NewsletterBand.tsx';
import { PageHeader } from '../components/PageHeader.tsx';

export function TeamPage() {
  const site = useSite();
  return (
    <>
      <PageHeader title="Our Team" />
      <div className="container section">
        <ul className="card-grid">
          {site.team.map((member) => (
            <li key={member.slug} className="card team-card">
              <Img src={member.image} alt={`Portrait of ${member.name}`} sizes="(min-width: 768px) 33vw, 100vw" />
              <h2>{member.name}</h2>
              <p>{member.role}</p>
              <ul className="social-links">
                {member.facebook && <li><ExternalLink href={member.facebook} label={`${member.name} on Facebook`}>Facebook</ExternalLink></li>}
                {member.instagram && <li><ExternalLink href={member.instagram} label={`${member.name} on Instagram`}>Instagram</ExternalLink></li>}
                {member.linkedin && <li><ExternalLink href={member.linkedin} label={`${member.name} on LinkedIn`}>LinkedIn</ExternalLink></li>}
              </ul>
            </li>
          ))}
        </ul>
      </div>
      <NewsletterBand />
    </>
  );
}
