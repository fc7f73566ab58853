import { usePage } from '../../src/page-api/page-context.ts';
import { mailtoLink } from '../../src/shared/mailto-link.ts';
import { whatsappLink } from '../../src/shared/whatsapp-link.ts';
import { ExternalLink } from './ExternalLink.tsx';
import { Icon } from './Icon.tsx';
import { Island } from './Island.tsx';
import { Logo } from './Logo.tsx';
import { SearchDialog } from './SearchDialog.tsx';
import { SocialLinks } from './SocialLinks.tsx';
import { formatPhone } from './format.ts';
import { isCurrent, navigation } from './navigation.ts';
import { useStylesheet } from '../../src/page-api/stylesheets.ts';
import { fillWords } from '../../src/shared/fill-words.ts';

type NavigationItem = ReturnType<typeof navigation>[number];

/**
 * The site header. Without JavaScript: desktop dropdowns open on hover and focus (CSS), and the
 * phone menu opens as the :target of its link. The site-header island adds the sidebar's
 * button behaviour (Escape, click outside, focus), dropdown toggles and the fixed header.
 */
export function Header() {
  useStylesheet(import.meta.url);
  const { site } = usePage();
  const { settings, paths, labels } = site;
  return (
    <>
      <Topbar />
      <Island name="site-header" as="header" className="site-header" id="top">
        <div className="site-header__bar">
          <div className="container site-header__inner">
            <a className="site-header__logo" href={paths.home}>
              <Logo place="header" alt={labels['logo-home']} />
            </a>
            <nav id="site-nav" className="site-nav" aria-label={site.labels['main-menu']}>
              <div className="site-nav__head">
                {/* Drawn only once the menu opens: its file, asked for then and cached for every page,
                    rather than a second copy of the drawing inside each page. */}
                <Logo place="menu" alt="" />
                <a className="icon-button site-nav__close" href="#top" aria-label={site.labels['close-menu']}>
                  <Icon name="close" />
                </a>
              </div>
              <ul className="site-nav__list">
                {navigation(site).map((item) => (
                  <NavItem key={item.href} item={item} />
                ))}
              </ul>
              <div className="site-nav__extra">
                <a href={`tel:+${settings.phone}`}>
                  <Icon name="phone" size={16} /> {formatPhone(settings.phone)}
                </a>
                <a href={mailtoLink(settings.email)}>
                  <Icon name="mail" size={16} /> {settings.email}
                </a>
                <SocialLinks size={18} />
              </div>
            </nav>
            <HeaderActions />
          </div>
        </div>
      </Island>
    </>
  );
}

/** The phone number and e-mail address above the header, with the social links. */
function Topbar() {
  const { settings, labels } = usePage().site;
  return (
    <div className="topbar" role="region" aria-label={labels['contact-details']}>
      <div className="container topbar__inner">
        <ul className="topbar__contact">
          <li>
            <a href={`tel:+${settings.phone}`}>
              <Icon name="phone" size={15} /> {formatPhone(settings.phone)}
            </a>
          </li>
          <li>
            <a href={mailtoLink(settings.email)}>
              <Icon name="mail" size={15} /> {settings.email}
            </a>
          </li>
        </ul>
        <SocialLinks size={15} />
      </div>
    </div>
  );
}

/** One item of the main menu; one with children has a submenu, and a button to open it once the island runs. */
function NavItem({ item }: { item: NavigationItem }) {
  const { site, path } = usePage();
  const current = isCurrent(item.href, path);
  const childCurrent = item.children?.some((child) => isCurrent(child.href, path)) ?? false;
  const submenuId = `submenu-${item.label.toLowerCase().replace(/\W+/g, '-')}`;
  const classes = ['site-nav__item', item.children ? 'has-children' : '', current || childCurrent ? 'is-active' : ''].filter(Boolean).join(' ');
  return (
    <li className={classes}>
      <a className="site-nav__link" href={item.href} aria-current={current ? 'page' : undefined}>
        {item.label}
      </a>
      {item.children && (
        <>
          <button className="site-nav__toggle" type="button" aria-expanded="false" aria-controls={submenuId} hidden>
            <Icon name="chevron-down" size={16} />
            <span className="visually-hidden">
              {item.label} {site.labels.submenu}
            </span>
          </button>
          <ul className="site-nav__submenu" id={submenuId}>
            {item.children.map((child) => (
              <li key={child.href} className={isCurrent(child.href, path) ? 'is-active' : undefined}>
                <a href={child.href} aria-current={isCurrent(child.href, path) ? 'page' : undefined}>
                  {child.label}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </li>
  );
}

/** Search, the wishlist and enquiry list with their counts, the WhatsApp chat and the phone's menu button. */
function HeaderActions() {
  const { site } = usePage();
  const { settings, paths } = site;
  return (
    <div className="site-header__actions">
      <SearchDialog />
      {/* The counts are blank and hidden until list-buttons.ts has read this browser's lists:
          the server cannot know them, and a "0" would be wrong for a visitor with lines. */}
      <Island name="list-buttons" as="div" className="header-lists">
        <a className="icon-button header-lists__link" href={paths.wishlist}>
          <Icon name="heart" size={22} />
          <span className="visually-hidden">{site.pages.wishlist.title}</span>
          <span className="count-badge" data-list-count="wishlist" hidden />
        </a>
        <a className="icon-button header-lists__link" href={paths.cart}>
          <Icon name="bag" size={22} />
          <span className="visually-hidden">{site.pages.cart.title}</span>
          <span className="count-badge" data-list-count="cart" hidden />
        </a>
      </Island>
      <ExternalLink
        href={whatsappLink(settings.phone)}
        className="button button--whatsapp site-header__chat"
        label={fillWords(site.labels['new-tab'], { link: fillWords(site.labels['on-whatsapp'], { action: site.labels.chat }) })}
      >
        <Icon name="whatsapp" size={18} />
        <span className="site-header__chat-text">{site.labels.chat}</span>
      </ExternalLink>
      <a className="icon-button menu-toggle" href="#site-nav" aria-controls="site-nav" aria-label={site.labels['open-menu']}>
        <Icon name="menu" size={24} />
      </a>
    </div>
  );
}
