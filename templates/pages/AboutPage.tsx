import { useSite } from '../../src/page-api/page-context.ts';
import { PRODUCT_LISTS } from '../../src/shared/product-lists.ts';
import { Icon } from '../components/Icon.tsx';
import { Img } from '../components/Img.tsx';
import { NewsletterBand } from '../components/NewsletterBand.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { SectionHeading } from '../components/SectionHeading.tsx';
import { TeamCard } from '../components/TeamCard.tsx';
import { ValueCard } from '../components/ValueCard.tsx';
import { useStylesheet } from '../../src/page-api/stylesheets.ts';

export function AboutPage() {
  useStylesheet(import.meta.url);
  const site = useSite();
  const { paths } = site;
  const words = site.sections.about;
  return (
    <>
      <PageHeader title={site.pages.about.title} />
      <section className="section about-intro" aria-labelledby="about-story-title">
        <div className="container">
          <div className="about-intro__grid">
            <AboutMedia />
            <div className="about-story">
              <SectionHeading id="about-story-title" text={words.story} align="start" />
              <div className="about-story__text" dangerouslySetInnerHTML={{ __html: site.documents.about }} />
              <p className="about-story__label" id="about-categories">
                {words.story.button}
              </p>
              <ul className="pills about-pills" aria-labelledby="about-categories">
                {PRODUCT_LISTS.map(({ segment }) => (
                  <li key={segment}>
                    <a href={paths.listing(segment)}>{site.pages[segment].title}</a>
                  </li>
                ))}
              </ul>
            </div>
          </div>
          <ul className="craft-strip">
            {site.workshop.map((craft) => (
              <li key={craft.title} className="craft-strip__item">
                <span className="craft-strip__icon">
                  <Icon name={craft.icon} size={24} />
                </span>
                <h3>{craft.title}</h3>
                <p>{craft.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--wash" aria-labelledby="about-values-title">
        <div className="container">
          <SectionHeading id="about-values-title" text={words.values} />
          <ul className="grid value-grid">
            {site.values.map((value) => (
              <ValueCard key={value.title} value={value} />
            ))}
          </ul>
        </div>
      </section>

      <TeamTeaser />
      <NewsletterBand />
    </>
  );
}

/** Two pictures from the content, a finished order and the cutting step of the workflow, and where the workshop is. */
function AboutMedia() {
  const site = useSite();
  const words = site.sections.about;
  const project = site.projects[0];
  const cutting = site.processSteps.find((step) => step.step === 3) ?? site.processSteps[0];
  return (
    <div className="about-media">
      {project && (
        <Img className="about-media__main" src={project.image} alt={project.imageAlt ?? project.title} priority sizes="(min-width: 992px) 46vw, 100vw" />
      )}
      {cutting && <Img className="about-media__inset" src={cutting.image} alt={cutting.alt ?? ''} sizes="(min-width: 992px) 20vw, 45vw" />}
      <p className="about-media__badge">
        <Icon name="map-pin" size={18} />
        <span>
          <strong>{words.badge.title}</strong> {words.badge.description}
        </span>
      </p>
    </div>
  );
}

/** The first three of the team, and a link to all of them. */
function TeamTeaser() {
  const site = useSite();
  const words = site.sections.about;
  if (site.team.length === 0) return null;
  return (
    <section className="section about-team" aria-labelledby="about-team-title">
      <div className="container">
        <SectionHeading id="about-team-title" text={words.team} />
        <ul className="grid team-grid team-grid--teaser">
          {site.team.slice(0, 3).map((member) => (
            <TeamCard key={member.slug} member={member} full={false} />
          ))}
        </ul>
        <p className="about-team__more">
          <a className="button button--outline" href={site.paths.team}>
            {words.team.button} <Icon name="chevron-right" size={18} />
          </a>
        </p>
      </div>
    </section>
  );
}
