import { useSite } from '../../../src/page-api/page-context.ts';
import { EnquiryForm } from '../../components/EnquiryForm.tsx';
import { SectionHeading } from '../../components/SectionHeading.tsx';

export function ContactSection() {
  const { sections } = useSite();
  return (
    <section className="section section--wash" aria-labelledby="home-contact">
      <div className="container home-contact">
        <SectionHeading id="home-contact" text={sections.home.contact} align="start" />
        <EnquiryForm idPrefix="home-enquiry" />
      </div>
    </section>
  );
}
