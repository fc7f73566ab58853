import { useSite } from '../../src/render/page-context.ts';
import { NewsletterBand } from '../components/NewsletterBand.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { SectionHeading } from '../components/SectionHeading.tsx';
import { ProjectCard } from '../components/ProjectCard.tsx';

export function ProjectsPage() {
  const site = useSite();
  return (
    <>
      <PageHeader title={site.pages.projects.title} />
      <section className="section" aria-labelledby="projects-title">
        <div className="container">
          <SectionHeading id="projects-title" eyebrow="Recent work" title="Kits We Have Made">
            <p>Club kits, varsity jackets, streetwear capsules and site workwear: what each customer asked for, and how we made it.</p>
          </SectionHeading>
          <ul className="project-grid">
            {site.projects.map((project, index) => (
              <ProjectCard key={project.slug} project={project} priority={index === 0} />
            ))}
          </ul>
        </div>
      </section>
      <NewsletterBand />
    </>
  );
}
