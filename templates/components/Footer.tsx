import { usePage } from '../../src/page-api/page-context.ts';
import { PRODUCT_LISTS } from '../../src/shared/product-lists.ts';
import { ContactCards } from './ContactCards.tsx';
import { Island } from './Island.tsx';
import { Logo } from './Logo.tsx';
import { NewsletterForm } from './NewsletterForm.tsx';
import { RecentPostList } from './RecentPostList.tsx';
import { SocialLinks } from './SocialLinks.tsx';
import { useStylesheet } from '../../src/page-api/stylesheets.ts';

export function Footer() {
  useStylesheet(import.meta.url);
  const { site } = usePage();
  const { paths } = site;
  const { settings, labels } = site;
  return (
    <footer className="site-footer">
      <div className="container">
        <ContactCards className="contact-cards contact-cards--dark" />
        <div className="site-footer__grid">
          <div className="site-footer__about">
            <Logo place="footer" alt="" />
            <h2 className="visually-hidden">{labels['footer-about']}</h2>
            <p>{settings.about}</p>
            <SocialLinks size={18} className="social-links social-links--round" />
          </div>
          <div>
            <h2>{labels['footer-services']}</h2>
            <ul className="footer-links">
              {PRODUCT_LISTS.map(({ segment }) => (
                <li key={segment}>
                  <a href={paths.listing(segment)}>{site.pages[segment].title}</a>
                </li>
              ))}
              <li>
                <a href={paths.printing}>{site.pages.printing.title}</a>
              </li>
              <li>
                <a href={paths.embroidery}>{site.pages.embroidery.title}</a>
              </li>
            </ul>
          </div>
          <div>
            <h2>{labels['recent-posts']}</h2>
            <RecentPostList posts={site.blogPosts.slice(0, 2)} className="footer-posts" />
          </div>
          <div>
            <h2>{labels['newsletter-eyebrow']}</h2>
            <p>{labels['footer-newsletter']}</p>
            <NewsletterForm idPrefix="footer" />
          </div>
        </div>
      </div>
      <div className="site-footer__legal">
        <div className="container site-footer__legal-inner">
          <p>
            ©{' '}
            <Island name="copyright-year" as="span">
              {site.buildYear}
            </Island>{' '}
            {settings.name}. {labels.rights}
          </p>
          <ul>
            <li>
              <a href={paths.privacy}>{site.pages.privacy.title}</a>
            </li>
            <li>
              <a href={paths.terms}>{site.pages.terms.title}</a>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
