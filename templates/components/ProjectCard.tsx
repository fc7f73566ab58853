import type { Project } from '../../src/page-api/site-model.ts';
import { usePaths, useSite } from '../../src/page-api/page-context.ts';
import { formatPieces } from '../../src/shared/format-pieces.ts';
import { Icon } from './Icon.tsx';
import { Img } from './Img.tsx';
import { useStylesheet } from '../../src/page-api/stylesheets.ts';

/**
 * A project in a grid: picture, client and year, title, summary; the whole card is one link.
 * `priority` for the first card of a page that opens with the grid: its picture is the largest paint.
 */
export function ProjectCard({ project, priority = false }: { project: Project; priority?: boolean }) {
  useStylesheet(import.meta.url);
  const paths = usePaths();
  const { sections, labels } = useSite();
  const more = sections.projects.grid.button;
  return (
    <li className="project-card linked-card">
      <div className="project-card__media">
        <Img className="project-card__image" src={project.image} alt="" priority={priority} sizes="(min-width: 1200px) 30vw, (min-width: 700px) 45vw, 100vw" />
        {project.quantity !== undefined && <span className="project-card__badge">{formatPieces(project.quantity, labels)}</span>}
      </div>
      <div className="project-card__body">
        <p className="project-card__meta">
          <span>{project.client}</span>
          <span>{project.year}</span>
        </p>
        <h3 className="project-card__title">
          <a className="linked-card__link" href={paths.project(project.slug)}>
            {project.title}
          </a>
        </h3>
        <p className="project-card__summary">{project.summary}</p>
        <span className="project-card__more" aria-hidden="true">
          {more} <Icon name="chevron-right" size={16} />
        </span>
      </div>
    </li>
  );
}
