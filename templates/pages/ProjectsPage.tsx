import type { Project } from '../../src/content/site-model.ts';
import { useSite } from '../../src/render/page-context.ts';
import { paths } from '../../src/shared/url-paths.ts';
import { Icon } from '../components/Icon.tsx';
import { Img } from '../components/Img.tsx';
import { NewsletterBand } from '../components/NewsletterBand.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { SectionHeading } from '../components/SectionHeading.tsx';

/** 1,450 pieces. */
export function formatPieces(quantity: number): string {
  return `${quantity.toLocaleString('en-GB')} pieces`;
}

/** A project in a grid: picture, client and year, title, summary; the whole card is one link. */
export function ProjectCard({ project }: { project: Project }) {
  return (
    <li className="project-card">
      <div className="project-card__media">
        <Img className="project-card__image" src={project.image} alt="" sizes="(min-width: 1200px) 30vw, (min-width: 700px) 45vw, 100vw" />
        {project.quantity !== undefined && <span className="project-card__badge">{formatPieces(project.quantity)}</span>}
      </div>
      <div className="project-card__body">
        <p className="project-card__meta">
          <span>{project.client}</span>
          <span>{project.year}</span>
        </p>
        <h3 className="project-card__title">
          <a href={paths.project(project.slug)}>{project.title}</a>
        </h3>
        <p className="project-card__summary">{project.summary}</p>
        <span className="project-card__more" aria-hidden="true">
          View project <Icon name="chevron-right" size={16} />
        </span>
      </div>
    </li>
  );
}

export function ProjectsPage() {
  const site = useSite();
  return (
    <>
      <PageHeader title="Our Projects" />
      <section className="section" aria-labelledby="projects-title">
        <div className="container">
          <SectionHeading id="projects-title" eyebrow="Recent work" title="Kits We Have Made">
            <p>Club kits, varsity jackets, streetwear capsules and site workwear: what each customer asked for, and how we made it.</p>
          </SectionHeading>
          <ul className="project-grid">
            {site.projects.map((project) => (
              <ProjectCard key={project.slug} project={project} />
            ))}
          </ul>
        </div>
      </section>
      <NewsletterBand />
    </>
  );
}
