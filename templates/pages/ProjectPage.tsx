import type { Project } from '../../src/content/site-model.ts';
import { paths } from '../../src/shared/url-paths.ts';
import { Img } from '../components/Img.tsx';
import { PageHeader } from '../components/PageHeader.tsx';

export function ProjectPage({ project }: { project: Project }) {
  return (
    <>
      <PageHeader title={project.title} trail={[{ label: 'Projects', href: paths.projects }, { label: project.title }]} />
      <div className="container section prose">
        <Img src={project.image} alt={project.title} priority sizes="(min-width: 992px) 60vw, 100vw" />
        <dl>
          <dt>Client</dt>
          <dd>{project.client}</dd>
          <dt>Year</dt>
          <dd>{project.year}</dd>
          {project.quantity !== undefined && (
            <>
              <dt>Pieces</dt>
              <dd>{project.quantity.toLocaleString('en-GB')}</dd>
            </>
          )}
        </dl>
        <h2>The brief</h2>
        <p>{project.brief}</p>
        <h2>Garments</h2>
        <ul>{project.garments.map((garment) => <li key={garment}>{garment}</li>)}</ul>
        {project.techniqueList.length > 0 && (
          <>
            <h2>Techniques</h2>
            <ul>
              {project.techniqueList.map((technique) => (
                <li key={technique.slug}>
                  <a href={`${technique.kind === 'printing' ? paths.printing : paths.embroidery}#${technique.slug}`}>{technique.title}</a>
                </li>
              ))}
            </ul>
          </>
        )}
        {project.image2 && <Img src={project.image2} alt={`${project.title}, detail`} sizes="(min-width: 992px) 60vw, 100vw" />}
        <p><a className="button" href={paths.contact}>Start a project like this</a></p>
      </div>
    </>
  );
}
