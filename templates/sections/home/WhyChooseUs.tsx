import { useSite } from '../../../src/page-api/page-context.ts';
import { Icon } from '../../components/Icon.tsx';
import { SectionHeading } from '../../components/SectionHeading.tsx';
import { Slider } from '../../components/Slider.tsx';

export function WhyChooseUs() {
  const site = useSite();
  return (
    <section className="section section--wash" aria-labelledby="home-why">
      <div className="container">
        <SectionHeading id="home-why" text={site.sections.home['why-us']} />
        <Slider
          id="why-choose-us"
          labelledBy="home-why"
          name={site.sections.home['why-us'].title}
          options={{ perView: [1, 2, 2, 3, 3], delay: 5500 }}
          slides={site.whyUs.map((reason) => ({
            key: reason.title,
            node: (
              <div className="why-card">
                <span className="why-card__icon">
                  <Icon name={reason.icon} size={30} />
                </span>
                <h3>{reason.title}</h3>
                <p>{reason.text}</p>
              </div>
            ),
          }))}
        />
      </div>
    </section>
  );
}
