import { useSite } from '../../src/page-api/page-context.ts';
import { NewsletterBand } from '../components/NewsletterBand.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { FirstView } from '../../src/page-api/first-view.tsx';
import { SectionHeading } from '../components/SectionHeading.tsx';
import { ProjectCard } from '../components/ProjectCard.tsx';

export function ProjectsPage() {
  const site = useSite();
  return (
    <>
      {/* The projects are the page: their first row paints with the title band. */}
      <FirstView>
        <PageHeader title={site.pages.projects.title} />
        <section className="section" aria-labelledby="projects-title">
          <div className="container">
            <SectionHeading id="projects-title" text={site.sections.projects.grid} />
            <ul className="project-grid">
              {site.projects.map((project, index) => (
                <ProjectCard key={project.slug} project={project} priority={index === 0} />
              ))}
            </ul>
          </div>
        </section>
      </FirstView>
      <NewsletterBand />
    </>
  );
}
