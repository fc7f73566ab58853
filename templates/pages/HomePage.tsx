import type { ReactNode } from 'react';
import { usePaths, useSite } from '../../src/render/page-context.ts';
import { BannerSlider } from '../components/BannerSlider.tsx';
import { EnquiryForm } from '../components/EnquiryForm.tsx';
import { ExternalLink } from '../components/ExternalLink.tsx';
import { Icon } from '../components/Icon.tsx';
import { Img } from '../components/Img.tsx';
import { Island } from '../components/Island.tsx';
import { ProductCard } from '../components/ProductCard.tsx';
import { SectionHeading } from '../components/SectionHeading.tsx';
import { Slider } from '../components/Slider.tsx';
import { ValueCard } from '../components/ValueCard.tsx';
import { VideoLink } from '../components/VideoLink.tsx';
import { formatDate } from '../components/format.ts';

export interface HomePageProps {
  variant: 'home-1' | 'home-2' | 'home-3';
}

/**
 * The shop window, in three layouts of the same content for the owner to choose from (site setting
 * homeVariant names the one shown at /). Layout 2 has numbered banner bullets and a Shop Now button;
 * layout 3 features a different selection of posts and puts the catalogue first.
 */
export function HomePage({ variant }: HomePageProps) {
  const site = useSite();
  const sections: Record<string, ReactNode> = {
    features: <Features key="features" />,
    services: <ServicesStrip key="services" />,
    best: <BestProducts key="best" />,
    popular: <PopularProducts key="popular" />,
    collections: <TopCollections key="collections" />,
    why: <WhyChooseUs key="why" />,
    workflow: <Workflow key="workflow" />,
    values: <Values key="values" />,
    projects: <ProjectsSlider key="projects" />,
    faq: <Faq key="faq" />,
    contact: <ContactSection key="contact" />,
    blogs: <Blogs key="blogs" posts={variant === 'home-3' ? site.blogPosts.slice(3, 6) : site.blogPosts.slice(0, 3)} />,
    reviews: <Reviews key="reviews" />,
    gallery: <Gallery key="gallery" />,
    instagram: <Instagram key="instagram" />,
    partners: <Partners key="partners" />,
  };
  const order: Record<HomePageProps['variant'], string[]> = {
    'home-1': ['features', 'services', 'best', 'popular', 'collections', 'workflow', 'why', 'values', 'projects', 'faq', 'contact', 'blogs', 'reviews', 'gallery', 'instagram', 'partners'],
    'home-2': ['services', 'collections', 'best', 'features', 'workflow', 'popular', 'projects', 'why', 'values', 'reviews', 'blogs', 'faq', 'contact', 'gallery', 'instagram', 'partners'],
    'home-3': ['best', 'popular', 'features', 'collections', 'services', 'projects', 'workflow', 'values', 'why', 'blogs', 'reviews', 'faq', 'contact', 'instagram', 'gallery', 'partners'],
  };
  return (
    <div className={`home home--${variant}`}>
      <BannerSlider slides={site.banners} numbered={variant === 'home-2'} cta={variant === 'home-2' ? 'shop' : 'order'} />
      {order[variant].map((name) => sections[name])}
      <Island name="reveal" as="span" />
    </div>
  );
}

function Features() {
  const site = useSite();
  return (
    <section className="features" aria-label="Why order with us">
      <ul className="container features__list">
        {site.features.map((feature) => (
          <li key={feature.title} className="feature">
            <span className="feature__icon"><Icon name={feature.icon} size={28} /></span>
            <span>
              <strong>{feature.title}</strong>
              <span className="feature__text">{feature.text}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ServicesStrip() {
  const site = useSite();
  return (
    <section className="section" aria-labelledby="home-services">
      <div className="container">
        <SectionHeading id="home-services" eyebrow="What we make" title="Street, Sports & Safety Wear" />
        <ul className="grid grid--3 service-strip">
          {site.services.slice(-3).map((service) => (
            <li key={service.slug} className="service-tile" data-reveal>
              <Img className="service-tile__image" src={service.image} alt="" sizes="(min-width: 992px) 33vw, 100vw" />
              <div className="service-tile__body">
                <span className="service-tile__icon"><Icon name={service.icon} size={26} /></span>
                <h3>{service.title}</h3>
                <p>{service.description}</p>
                <a className="service-tile__link" href={service.href} aria-label={`Explore ${service.title}`}>
                  Explore <Icon name="chevron-right" size={16} />
                </a>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function BestProducts() {
  const site = useSite();
  return (
    <section className="section section--wash" aria-labelledby="home-best">
      <div className="container">
        <SectionHeading id="home-best" eyebrow="Best sellers" title="Best Products" />
        <Slider
          id="best-products"
          label="Best products"
          options={{ perView: [1.2, 2, 3, 4, 4], delay: 5000 }}
          slides={site.products.slice(0, 5).map((product) => ({ key: product.name, node: <ProductCard product={product} /> }))}
        />
      </div>
    </section>
  );
}

function PopularProducts() {
  const site = useSite();
  const { paths } = site;
  return (
    <section className="section" aria-labelledby="home-popular">
      <div className="container">
        <SectionHeading id="home-popular" eyebrow="Most requested" title="Popular Products" />
        <div className="product-grid popular-grid">
          {site.products.slice(6, 10).map((product) => (
            <div key={product.name} data-reveal>
              <ProductCard product={product} />
            </div>
          ))}
        </div>
        <p className="section__more">
          <a className="button button--outline" href={paths.listing('all-products')}>View all products</a>
        </p>
      </div>
    </section>
  );
}

function TopCollections() {
  const site = useSite();
  return (
    <section className="section section--dark" aria-labelledby="home-collections">
      <div className="container">
        <SectionHeading id="home-collections" eyebrow="Collections" title="Top Collection" />
        <Slider
          id="top-collection"
          label="Top collection"
          options={{ perView: [1, 1, 2, 3, 3], delay: 4500 }}
          slides={site.collectionItems.map((item) => ({
            key: item.title,
            node: (
              <a className="collection-card" href={item.href}>
                <Img className="collection-card__image" src={item.image} alt="" sizes="(min-width: 992px) 33vw, 100vw" />
                <span className="collection-card__text">
                  <span className="collection-card__title">{item.title}</span>
                  {item.subtitle && <span className="collection-card__sub">{item.subtitle}</span>}
                </span>
              </a>
            ),
          }))}
        />
      </div>
    </section>
  );
}

function WhyChooseUs() {
  const site = useSite();
  return (
    <section className="section section--wash" aria-labelledby="home-why">
      <div className="container">
        <SectionHeading id="home-why" eyebrow="Why choose us" title="Made Right, Made On Time" />
        <Slider
          id="why-choose-us"
          label="Reasons to choose us"
          options={{ perView: [1, 2, 2, 3, 3], delay: 5500 }}
          slides={site.whyUs.map((reason) => ({
            key: reason.title,
            node: (
              <div className="why-card">
                <span className="why-card__icon"><Icon name={reason.icon} size={30} /></span>
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

function Workflow() {
  const site = useSite();
  return (
    <section className="section workflow" aria-labelledby="home-workflow">
      <div className="container">
        <SectionHeading id="home-workflow" eyebrow="How it works" title="Our WorkFlow">
          <p>Seamless Workflow from Design to Delivery</p>
        </SectionHeading>
        <VideoLink />
        <ol className="workflow__grid">
          {site.processSteps.map((step, index) => (
            <li key={step.step} className={`workflow-card${index === site.processSteps.length - 1 ? ' workflow-card--last' : ''}`}>
              <div className="workflow-card__media" data-reveal="image">
                <Img src={step.image} alt="" sizes="(min-width: 1200px) 25vw, (min-width: 576px) 50vw, 100vw" />
              </div>
              <span className="workflow-card__badge" aria-hidden="true">{String(step.step).padStart(2, '0')}</span>
              <h3>
                <span className="visually-hidden">Step {step.step}: </span>
                {step.title}
              </h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function Values() {
  const site = useSite();
  return (
    <section className="section" aria-labelledby="home-values">
      <div className="container">
        <SectionHeading id="home-values" eyebrow="What we stand for" title="Our Values" />
        <ul className="grid grid--3 values-grid">
          {site.values.map((value) => (
            <ValueCard key={value.title} value={value} reveal />
          ))}
        </ul>
      </div>
    </section>
  );
}

function ProjectsSlider() {
  const site = useSite();
  const { paths } = site;
  return (
    <section className="section section--wash" aria-labelledby="home-projects">
      <div className="container">
        <SectionHeading id="home-projects" eyebrow="Recent work" title="Our Projects" />
        <Slider
          id="projects-slider"
          label="Projects"
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

function Faq() {
  const site = useSite();
  return (
    <section className="section" aria-labelledby="home-faq">
      <div className="container faq">
        <SectionHeading id="home-faq" eyebrow="Questions" title="Frequently Asked Questions" align="start">
          <p>Straight answers on garments, customisation, quality and delivery. Anything else: ask us on WhatsApp.</p>
        </SectionHeading>
        <div className="faq__list">
          {site.faqs.map((faq, index) => (
            <details key={faq.question} className="faq__item" name="home-faq" open={index === 0}>
              <summary>{faq.question}</summary>
              <p>{faq.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}

function ContactSection() {
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

function Blogs({ posts }: { posts: ReturnType<typeof useSite>['blogPosts'] }) {
  const paths = usePaths();
  return (
    <section className="section" aria-labelledby="home-blogs">
      <div className="container">
        <SectionHeading id="home-blogs" eyebrow="Blogs and News" title="Latest Blogs & News" />
        <ul className="home-posts">
          {posts.map((post) => (
            <li key={post.slug} data-reveal>
              <article className="post-card">
                <Img className="post-card__image" src={post.image} alt="" sizes="(min-width: 992px) 33vw, (min-width: 768px) 50vw, 100vw" />
                <div className="post-card__body">
                  <p className="post-card__meta">
                    <time dateTime={post.date}>{formatDate(post.date)}</time>
                  </p>
                  <h3 className="post-card__title">
                    <a href={paths.blogPost(post.slug)}>{post.title}</a>
                  </h3>
                  <p>{post.description}</p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Reviews() {
  const site = useSite();
  return (
    <section className="section section--dark" aria-labelledby="home-reviews">
      <div className="container">
        <SectionHeading id="home-reviews" eyebrow="Testimonials" title="What Our Customers Say" />
        <Slider
          id="reviews-slider"
          label="Customer reviews"
          options={{ perView: [1, 1, 2, 2, 3], delay: 6000 }}
          slides={site.testimonials.map((review) => ({
            key: review.name,
            node: (
              <figure className="review">
                <p className="review__stars">
                  <span aria-hidden="true">
                    {'★'.repeat(review.rating)}
                    <span className="review__stars-off">{'★'.repeat(5 - review.rating)}</span>
                  </span>
                  <span className="visually-hidden">{review.rating} out of 5 stars</span>
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

function Gallery() {
  const site = useSite();
  return (
    <section className="section" aria-labelledby="home-gallery">
      <div className="container">
        <SectionHeading id="home-gallery" eyebrow="From the workshop" title="Gallery" />
        <ul className="gallery">
          {site.gallery.filter((image) => image.group === 'gallery').slice(0, 5).map((image) => (
            <li key={image.image} data-reveal>
              <Img src={image.image} alt={image.alt} sizes="(min-width: 992px) 33vw, 50vw" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Instagram() {
  const site = useSite();
  const profile = site.settings.social.instagram;
  return (
    <section className="instagram" aria-labelledby="home-instagram">
      <h2 id="home-instagram" className="visually-hidden">Instagram</h2>
      <ul className="instagram__grid">
        {site.gallery.filter((image) => image.group === 'instagram').map((image) => (
          <li key={image.image}>
            <Img src={image.image} alt={image.alt} sizes="(min-width: 992px) 17vw, 33vw" />
          </li>
        ))}
      </ul>
      {profile && (
        <ExternalLink className="instagram__sticker" href={profile} label="Follow Us on Instagram (opens in a new tab)">
          <Icon name="instagram" size={26} />
          <span>Follow Us on Instagram</span>
        </ExternalLink>
      )}
    </section>
  );
}

function Partners() {
  const site = useSite();
  return (
    <section className="section partners" aria-labelledby="home-partners">
      <div className="container">
        <h2 id="home-partners" className="partners__title">Trusted by mills and brands</h2>
        <ul className="partners__list">
          {site.partners.map((partner) => (
            <li key={partner.name}>
              {partner.url ? (
                <ExternalLink href={partner.url}>
                  <Img src={partner.logo} alt={partner.name} sizes="180px" />
                </ExternalLink>
              ) : (
                <Img src={partner.logo} alt={partner.name} sizes="180px" />
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
