import type { Project } from '../../src/content/site-model.ts';
import { useSite } from '../../src/render/page-context.ts';
import { formatPieces } from '../../src/shared/format-pieces.ts';
import { Icon } from '../components/Icon.tsx';
import { Img } from '../components/Img.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { SectionHeading } from '../components/SectionHeading.tsx';
import { ProjectCard } from '../components/ProjectCard.tsx';
import { techniqueHref } from '../components/content-links.ts';
import { EnquiryBand } from '../components/EnquiryBand.tsx';

/** How many other projects the page suggests at the end. */
const MORE_PROJECTS = 3;

export function ProjectPage({ project }: { project: Project }) {
  const site = useSite();
  const { paths } = site;
  const index = site.projects.findIndex((item) => item.slug === project.slug);
  // The next projects in the list, wrapping round, so every project page points somewhere new.
  const others = site.projects.length > 1
    ? Array.from({ length: Math.min(MORE_PROJECTS, site.projects.length - 1) }, (_, step) => site.projects[(index + step + 1) % site.projects.length]!)
    : [];
  return (
    <>
      <PageHeader title={project.title} trail={[{ label: 'Projects', href: paths.projects }, { label: project.title }]}>
        <p className="page-header__meta">
          For {project.client}, {project.year}
        </p>
      </PageHeader>
      <div className="container section project-layout">
        <div className="project-main">
          <Img className="project-main__image" src={project.image} alt={`${project.title}: garments from the order laid out together`} priority sizes="(min-width: 1304px) 840px, (min-width: 992px) calc(96vw - 390px), calc(100vw - 32px)" />

          <section className="project-block project-block--brief" aria-labelledby="project-brief-title">
            <p className="eyebrow">The brief</p>
            <h2 id="project-brief-title">What {project.client} Asked For</h2>
            <p className="project-brief">{project.brief}</p>
          </section>

          <div className="project-columns">
            <section className="project-block" aria-labelledby="project-garments-title">
              <h2 id="project-garments-title">Garments</h2>
              <ul className="garment-list">
                {project.garments.map((garment) => (
                  <li key={garment}>
                    <Icon name="tshirt" size={18} />
                    {garment}
                  </li>
                ))}
              </ul>
            </section>
            {project.techniqueList.length > 0 && (
              <section className="project-block" aria-labelledby="project-techniques-title">
                <h2 id="project-techniques-title">Techniques Used</h2>
                <ul className="technique-links">
                  {project.techniqueList.map((technique) => (
                    <li key={`${technique.kind}-${technique.slug}`}>
                      <a href={techniqueHref(technique, paths)}>
                        <Icon name={technique.kind === 'printing' ? 'printer' : 'needle'} size={18} />
                        <span>
                          {technique.title}
                          <small>{technique.kind === 'printing' ? 'Printing' : 'Embroidery'}</small>
                        </span>
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </div>

          {project.image2 && (
            <figure className="project-figure">
              <Img className="project-figure__image" src={project.image2} alt={`${project.title}: one finished garment, with folded pieces from the order`} sizes="(min-width: 1304px) 840px, (min-width: 992px) calc(96vw - 390px), calc(100vw - 32px)" />
              <figcaption>A finished piece from the {project.client} order.</figcaption>
            </figure>
          )}
        </div>

        <aside className="project-facts" aria-labelledby="project-facts-title">
          <h2 id="project-facts-title">Project Facts</h2>
          <dl>
            <div>
              <dt>Client</dt>
              <dd>{project.client}</dd>
            </div>
            <div>
              <dt>Year</dt>
              <dd>{project.year}</dd>
            </div>
            {project.quantity !== undefined && (
              <div>
                <dt>Quantity</dt>
                <dd>{formatPieces(project.quantity, site.labels)}</dd>
              </div>
            )}
            <div>
              <dt>Garments</dt>
              <dd>{project.garments.length}</dd>
            </div>
            {project.techniqueList.length > 0 && (
              <div>
                <dt>Techniques</dt>
                <dd>{project.techniqueList.length}</dd>
              </div>
            )}
          </dl>
          <a className="button project-facts__button" href={paths.contact}>
            Start a similar project
          </a>
          <a className="project-facts__back" href={paths.projects}>
            <Icon name="chevron-left" size={16} /> All projects
          </a>
        </aside>
      </div>

      {others.length > 0 && (
        <section className="section section--wash project-more" aria-labelledby="project-more-title">
          <div className="container">
            <SectionHeading id="project-more-title" text={site.sections.project.more} />
            <ul className="project-grid">
              {others.map((other) => (
                <ProjectCard key={other.slug} project={other} />
              ))}
            </ul>
          </div>
        </section>
      )}

      <EnquiryBand
        title="Want Something Like This?"
        text={`Tell us your garments, quantities and deadline, and mention the ${project.client} project: we will quote for the same fabrics and finishes.`}
        message={`Hello ${site.settings.name}, I saw your project "${project.title}" and would like something similar.`}
      />
    </>
  );
}
