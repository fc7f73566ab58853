import { useSite } from '../../../src/page-api/page-context.ts';
import { Img } from '../../components/Img.tsx';
import { SectionHeading } from '../../components/SectionHeading.tsx';
import { Slider } from '../../components/Slider.tsx';
import { useStylesheet } from '../../../src/page-api/stylesheets.ts';

export function ProjectsSlider() {
  useStylesheet(import.meta.url, '../../components/ProjectCard.css');
  const site = useSite();
  const { paths } = site;
  return (
    <section className="section section--wash" aria-labelledby="home-projects">
      <div className="container">
        <SectionHeading id="home-projects" text={site.sections.home.projects} />
        <Slider
          id="projects-slider"
          labelledBy="home-projects"
          name={site.sections.home.projects.title}
          options={{ perView: [1, 2, 2, 3, 3], delay: 3000 }}
          slides={site.projects.map((project) => ({
            key: project.slug,
            node: (
              <a className="project-card" href={paths.project(project.slug)}>
                <Img className="project-card__image" src={project.image} alt="" sizes="(min-width: 992px) 33vw, 100vw" />
                <span className="project-card__body">
                  <span className="project-card__client">{project.client}</span>
                  <span className="project-card__title">{project.title}</span>
                </span>
              </a>
            ),
          }))}
        />
      </div>
    </section>
  );
}
