import { useSite } from '../../../src/page-api/page-context.ts';
import { Img } from '../../components/Img.tsx';
import { SectionHeading } from '../../components/SectionHeading.tsx';
import { Slider } from '../../components/Slider.tsx';

export function Reviews() {
  const site = useSite();
  return (
    <section className="section section--dark" aria-labelledby="home-reviews">
      <div className="container">
        <SectionHeading id="home-reviews" text={site.sections.home.reviews} />
        <Slider
          id="reviews-slider"
          labelledBy="home-reviews"
          name={site.sections.home.reviews.title}
          options={{ perView: [1, 1, 2, 2, 3], delay: 6000 }}
          slides={site.testimonials.map((review) => ({
            key: review.name,
            node: (
              <figure className="review">
                {/* Stars are drawn for the eye only; screen readers hear the rating as a sentence. */}
                <p className="review__stars">
                  <span aria-hidden="true">
                    {'★'.repeat(review.rating)}
                    <span className="review__stars-off">{'★'.repeat(5 - review.rating)}</span>
                  </span>
                  <span className="visually-hidden">
                    {review.rating} {site.labels.rating}
                  </span>
                </p>
                <blockquote>
                  <p>{review.text}</p>
                </blockquote>
                <figcaption>
                  <Img className="review__image" src={review.image} alt="" sizes="56px" />
                  <span>
                    <strong>{review.name}</strong>
                    <span>{[review.role, review.company].filter(Boolean).join(', ')}</span>
                  </span>
                </figcaption>
              </figure>
            ),
          }))}
        />
      </div>
    </section>
  );
}
