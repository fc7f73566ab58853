import { useSite } from '../../src/render/page-context.ts';
import { PRODUCT_LISTS } from '../../src/shared/product-lists.ts';
import { Icon } from '../components/Icon.tsx';
import { Img } from '../components/Img.tsx';
import { NewsletterBand } from '../components/NewsletterBand.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { SectionHeading } from '../components/SectionHeading.tsx';
import { TeamCard } from '../components/TeamCard.tsx';
import { ValueCard } from '../components/ValueCard.tsx';

/** The four rooms of the workshop, in the order a garment passes through them. */
const CRAFTS = [
  { icon: 'scissors', title: 'Cutting', text: 'Fabric is checked for weight, shade and shrinkage, then laid up and cut from graded patterns.' },
  { icon: 'printer', title: 'Printing', text: 'Screen, puff, high-density, heat-transfer and sublimation, tested for stretch and wash.' },
  { icon: 'needle', title: 'Embroidery', text: 'Logos digitised in-house and stitched flat, in 3D puff, chenille, appliqué or as patches.' },
  { icon: 'tshirt', title: 'Stitching', text: 'Sewn on our own lines and inspected at each stage, then packed the way you ask.' },
] as const;

export function AboutPage() {
  const site = useSite();
  const { paths } = site;
  const { name } = site.settings;
  // Two pictures from the content: a finished order, and the cutting step of the workflow.
  const project = site.projects[0];
  const cutting = site.processSteps.find((step) => step.step === 3) ?? site.processSteps[0];
  return (
    <>
      <PageHeader title={site.pages.about.title} />
      <section className="section about-intro" aria-labelledby="about-story-title">
        <div className="container">
          <div className="about-intro__grid">
            <div className="about-media">
              {project && (
                <Img
                  className="about-media__main"
                  src={project.image}
                  alt={`${project.title}: garments from the order laid out together`}
                  priority
                  sizes="(min-width: 992px) 46vw, 100vw"
                />
              )}
              {cutting && (
                <Img
                  className="about-media__inset"
                  src={cutting.image}
                  alt="Illustration of fabric marked out for cutting, with a pair of tailor's shears"
                  sizes="(min-width: 992px) 20vw, 45vw"
                />
              )}
              <p className="about-media__badge">
                <Icon name="map-pin" size={18} />
                <span>
                  <strong>Made in Sialkot</strong> Punjab, Pakistan
                </span>
              </p>
            </div>
            <div className="about-story">
              <SectionHeading id="about-story-title" eyebrow="Who we are" title="Garments made to order in Sialkot" align="start" />
              <p className="lead">
                {name} is a garment maker in Sialkot, the Punjab city that has made sports goods for more than a century. We make street wear for independent
                labels, uniforms for clubs and schools, and workwear for companies, in runs from ten pieces to ten thousand.
              </p>
              <p>
                Everything happens under one roof. Our cutters check every roll of fabric before it is laid up and cut; the print room runs screen, puff,
                high-density and heat-transfer work; the embroidery room digitises and stitches logos, chenille letters and patches; and the sewing lines put
                each garment together and inspect it along the way. One team answers for your order from the first sample to the last carton.
              </p>
              <p>
                We ship to football, basketball and boxing clubs, schools, construction firms and clothing brands, abroad and across Pakistan. You get a
                sample before bulk, an honest lead time, and an order packed the way you asked, so the kit is ready to hand out when it arrives.
              </p>
              <p className="about-story__label" id="about-categories">What we make</p>
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
            {CRAFTS.map((craft) => (
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
          <SectionHeading id="about-values-title" eyebrow="What we stand for" title="Our Values">
            <p>The promises behind every order, from fabric test to shipping.</p>
          </SectionHeading>
          <ul className="value-grid">
            {site.values.map((value) => (
              <ValueCard key={value.title} value={value} />
            ))}
          </ul>
        </div>
      </section>

      {site.team.length > 0 && (
        <section className="section about-team" aria-labelledby="about-team-title">
          <div className="container">
            <SectionHeading id="about-team-title" eyebrow="Our Team" title="The People Behind Your Kit">
              <p>The designers, makers and inspectors you will deal with, from the first sketch to the final check.</p>
            </SectionHeading>
            <ul className="team-grid team-grid--teaser">
              {site.team.slice(0, 3).map((member) => (
                <TeamCard key={member.slug} member={member} full={false} />
              ))}
            </ul>
            <p className="about-team__more">
              <a className="button button--outline" href={paths.team}>
                Meet the whole team <Icon name="chevron-right" size={18} />
              </a>
            </p>
          </div>
        </section>
      )}
      <NewsletterBand />
    </>
  );
}
