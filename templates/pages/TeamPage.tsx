import { useSite } from '../../src/page-api/page-context.ts';
import { NewsletterBand } from '../components/NewsletterBand.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { SectionHeading } from '../components/SectionHeading.tsx';
import { TeamCard } from '../components/TeamCard.tsx';

export function TeamPage() {
  const site = useSite();
  return (
    <>
      <PageHeader title={site.pages.team.title} />
      <section className="section" aria-labelledby="team-title">
        <div className="container">
          <SectionHeading id="team-title" text={site.sections.team.grid} />
          <ul className="grid team-grid">
            {site.team.map((member, index) => (
              <TeamCard key={member.slug} member={member} priority={index === 0} />
            ))}
          </ul>
        </div>
      </section>
      <NewsletterBand />
    </>
  );
}
