import type { Project } from '../../src/page-api/site-model.ts';
import { useSite } from '../../src/page-api/page-context.ts';
import { fillWords } from '../../src/shared/fill-words.ts';
import { formatPieces } from '../../src/shared/format-pieces.ts';
import { Icon } from '../components/Icon.tsx';
import { Img } from '../components/Img.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { SectionHeading } from '../components/SectionHeading.tsx';
import { ProjectCard } from '../components/ProjectCard.tsx';
import { techniqueHref } from '../components/content-links.ts';
import { EnquiryBand } from '../components/EnquiryBand.tsx';
import { useStylesheet } from '../../src/page-api/stylesheets.ts';

/** How many other projects the page suggests at the end. */
const MORE_PROJECTS = 3;

export function ProjectPage({ project }: { project: Project }) {
  useStylesheet(import.meta.url);
  const site = useSite();
  const { paths, labels } = site;
  const words = site.sections.project;
  // The owner's texts may name the project, its client and year, and the business.
  const named = (text: string) => fillWords(text, { client: project.client, year: project.year, project: project.title, name: site.settings.name });
  return (
    <>
      <PageHeader title={project.title} trail={[{ label: site.pages.projects.title, href: paths.projects }, { label: project.title }]}>
        <p className="page-header__meta">{named(words.meta.title)}</p>
      </PageHeader>
      <div className="container section project-layout">
        <div className="project-main">
          <Img
            className="project-main__image"
            src={project.image}
            alt={project.imageAlt ?? project.title}
            priority
            sizes="(min-width: 1304px) 840px, (min-width: 992px) calc(96vw - 390px), calc(100vw - 32px)"
          />

          <section className="project-block project-block--brief" aria-labelledby="project-brief-title">
            <p className="eyebrow">{words.brief.eyebrow}</p>
            <h2 id="project-brief-title">{named(words.brief.title)}</h2>
            <p className="project-brief">{project.brief}</p>
          </section>

          <ProjectMaterials project={project} />

          {project.image2 && (
            <figure className="project-figure">
              <Img
                className="project-figure__image"
                src={project.image2}
                alt={project.image2Alt ?? project.title}
                sizes="(min-width: 1304px) 840px, (min-width: 992px) calc(96vw - 390px), calc(100vw - 32px)"
              />
              <figcaption>{named(words.picture.description)}</figcaption>
            </figure>
          )}
        </div>

        <ProjectFacts project={project} />
      </div>

      <MoreProjects project={project} />

      <EnquiryBand words={{ ...words.enquiry, description: named(words.enquiry.description) }} message={named(labels['project-message'])} />
    </>
  );
}

/** What the order was made of: its garments, and the techniques used, each linked to its page. */
function ProjectMaterials({ project }: { project: Project }) {
  const site = useSite();
  const { paths, labels } = site;
  const words = site.sections.project;
  return (
    <div className="project-columns">
      <section className="project-block" aria-labelledby="project-garments-title">
        <h2 id="project-garments-title">{words.garments.title}</h2>
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
          <h2 id="project-techniques-title">{words.techniques.title}</h2>
          <ul className="technique-links">
            {project.techniqueList.map((technique) => (
              <li key={`${technique.kind}-${technique.slug}`}>
                <a href={techniqueHref(technique, paths)}>
                  <Icon name={technique.kind === 'printing' ? 'printer' : 'needle'} size={18} />
                  <span>
                    {technique.title}
                    <small>{technique.kind === 'printing' ? labels.printing : labels.embroidery}</small>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** The order at a glance: client, year, pieces, garments and techniques, and where to ask for a similar one. */
function ProjectFacts({ project }: { project: Project }) {
  const site = useSite();
  const { paths, labels } = site;
  const words = site.sections.project;
  return (
    <aside className="project-facts woven" aria-labelledby="project-facts-title">
      <h2 id="project-facts-title">{words.facts.title}</h2>
      <dl>
        <div>
          <dt>{labels.client}</dt>
          <dd>{project.client}</dd>
        </div>
        <div>
          <dt>{labels.year}</dt>
          <dd>{project.year}</dd>
        </div>
        {project.quantity !== undefined && (
          <div>
            <dt>{labels['project-quantity']}</dt>
            <dd>{formatPieces(project.quantity, site.labels)}</dd>
          </div>
        )}
        <div>
          <dt>{labels.garments}</dt>
          <dd>{project.garments.length}</dd>
        </div>
        {project.techniqueList.length > 0 && (
          <div>
            <dt>{labels.techniques}</dt>
            <dd>{project.techniqueList.length}</dd>
          </div>
        )}
      </dl>
      <a className="button project-facts__button" href={paths.contact}>
        {labels['similar-project']}
      </a>
      <a className="project-facts__back" href={paths.projects}>
        <Icon name="chevron-left" size={16} /> {labels['all-projects']}
      </a>
    </aside>
  );
}

/** The next projects in the list, wrapping round, so every project page points somewhere new. */
function MoreProjects({ project }: { project: Project }) {
  const site = useSite();
  const index = site.projects.findIndex((item) => item.slug === project.slug);
  const others =
    site.projects.length > 1
      ? Array.from({ length: Math.min(MORE_PROJECTS, site.projects.length - 1) }, (_, step) => site.projects[(index + step + 1) % site.projects.length]!)
      : [];
  if (others.length === 0) return null;
  return (
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
  );
}
