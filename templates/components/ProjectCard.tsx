import type { Project } from '../../src/content/site-model.ts';
import { usePaths } from '../../src/render/page-context.ts';
import { Icon } from './Icon.tsx';
import { Img } from './Img.tsx';

/** 1,450 pieces. */
export function formatPieces(quantity: number): string {
  return `${quantity.toLocaleString('en-GB')} pieces`;
}

/** A project in a grid: picture, client and year, title, summary; the whole card is one link. */
export function ProjectCard({ project }: { project: Project }) {
  const paths = usePaths();
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
