import { useSite } from '../../src/render/page-context.ts';
import { paths } from '../../src/shared/url-paths.ts';
import { Img } from '../components/Img.tsx';
import { NewsletterBand } from '../components/NewsletterBand.tsx';
import { PageHeader } from '../components/PageHeader.tsx';

export function ProjectsPage() {
  const site = useSite();
  return (
    <>
      <PageHeader title="Our Projects" />
      <div className="container section">
        <ul className="card-grid">
          {site.projects.map((project) => (
            <li key={project.slug} className="card">
              <Img src={project.image} alt={project.title} sizes="(min-width: 768px) 33vw, 100vw" />
              <h2><a href={paths.project(project.slug)}>{project.title}</a></h2>
              <p>{project.summary}</p>
            </li>
          ))}
        </ul>
      </div>
      <NewsletterBand />
    </>
  );
}
