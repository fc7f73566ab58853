import { useSite } from '../../src/render/page-context.ts';
import { paths } from '../../src/shared/url-paths.ts';
import { whatsappLink } from '../../src/shared/whatsapp-link.ts';
import { ExternalLink } from '../components/ExternalLink.tsx';
import { Img } from '../components/Img.tsx';
import { ProductCard } from '../components/ProductCard.tsx';
import { formatDate } from '../components/format.ts';

export interface HomePageProps {
  variant: 'home-1' | 'home-2' | 'home-3';
}

/** The shop window. The three variants share the content and differ in layout (issue 6 designs them). */
export function HomePage({ variant }: HomePageProps) {
  const site = useSite();
  const [first] = site.banners;
  const posts = variant === 'home-3' ? site.blogPosts.slice(3, 6) : site.blogPosts.slice(0, 3);
  return (
    <div className={`home home--${variant}`}>
      <section className="banner" aria-label="Highlights">
        {first && (
          <div className="banner__slide">
            <p className="banner__style">{first.style}</p>
            <h1>{first.title}</h1>
            <p>{first.subTitle}</p>
            <ExternalLink className="button" href={whatsappLink(site.settings.phone, `Hello ${site.settings.name}, I would like to place an order.`)}>
              Order Now
            </ExternalLink>
            <Img src={first.image} alt="" priority sizes="100vw" />
          </div>
        )}
      </section>
      <section aria-labelledby="home-services" className="section container">
        <h2 id="home-services">Our Services</h2>
        <ul className="card-grid">
          {site.services.slice(-3).map((service) => (
            <li key={service.slug}>
              <h3><a href={service.link ?? paths.service(service.slug)}>{service.title}</a></h3>
              <p>{service.description}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="home-products" className="section container">
        <h2 id="home-products">Best Products</h2>
        <div className="product-grid">
          {site.products.slice(0, 4).map((product) => (
            <ProductCard key={product.name} product={product} />
          ))}
        </div>
      </section>
      <section aria-labelledby="home-workflow" className="section container">
        <h2 id="home-workflow">Our WorkFlow</h2>
        <p>Seamless Workflow from Design to Delivery</p>
        <ol className="card-grid">
          {site.processSteps.map((step) => (
            <li key={step.step}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="home-faq" className="section container">
        <h2 id="home-faq">Frequently Asked Questions</h2>
        {site.faqs.map((faq, index) => (
          <details key={faq.question} name="home-faq" open={index === 0}>
            <summary>{faq.question}</summary>
            <p>{faq.answer}</p>
          </details>
        ))}
      </section>
      <section aria-labelledby="home-blogs" className="section container">
        <h2 id="home-blogs">Latest Blogs &amp; News</h2>
        <ul className="card-grid">
          {posts.map((post) => (
            <li key={post.slug}>
              <h3><a href={paths.blogPost(post.slug)}>{post.title}</a></h3>
              <p><time dateTime={post.date}>{formatDate(post.date)}</time></p>
              <p>{post.description}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
