import { useSite } from '../../../src/page-api/page-context.ts';
import { Img } from '../../components/Img.tsx';
import { SectionHeading } from '../../components/SectionHeading.tsx';
import { VideoLink } from '../../components/VideoLink.tsx';

export function Workflow() {
  const site = useSite();
  return (
    <section className="section workflow" aria-labelledby="home-workflow">
      <div className="container">
        <SectionHeading id="home-workflow" text={site.sections.home.workflow} />
        <VideoLink />
        <ol className="workflow__grid">
          {site.processSteps.map((step, index) => (
            <li key={step.step} className={`workflow-card${index === site.processSteps.length - 1 ? ' workflow-card--last' : ''}`}>
              <div className="workflow-card__media" data-reveal="image">
                <Img src={step.image} alt="" sizes="(min-width: 1200px) 25vw, (min-width: 576px) 50vw, 100vw" />
              </div>
              {/* The badge is decoration: the numbered list gives screen readers each step's number. */}
              <span className="workflow-card__badge" aria-hidden="true">
                {String(step.step).padStart(2, '0')}
              </span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
