import { EnquiryForm } from '../../components/EnquiryForm.tsx';
import { SectionHeading } from '../../components/SectionHeading.tsx';

export function ContactSection() {
  return (
    <section className="section section--wash" aria-labelledby="home-contact">
      <div className="container home-contact">
        <SectionHeading id="home-contact" eyebrow="Contact" title="Need Custom Street, Sports, or Safety Wear? Contact Us Today." align="start">
          <p>Send your idea, logo and quantities; we reply with prices, a sample date and a delivery date.</p>
        </SectionHeading>
        <EnquiryForm idPrefix="home-enquiry" />
      </div>
    </section>
  );
}
