import type { ReactNode } from 'react';
import { useSite } from '../../src/page-api/page-context.ts';
import { BannerSlider } from '../components/BannerSlider.tsx';
import { Island } from '../components/Island.tsx';
import { BestProducts } from '../sections/home/BestProducts.tsx';
import { Blogs } from '../sections/home/Blogs.tsx';
import { ContactSection } from '../sections/home/ContactSection.tsx';
import { Faq } from '../sections/home/Faq.tsx';
import { Features } from '../sections/home/Features.tsx';
import { Gallery } from '../sections/home/Gallery.tsx';
import { Instagram } from '../sections/home/Instagram.tsx';
import { Partners } from '../sections/home/Partners.tsx';
import { PopularProducts } from '../sections/home/PopularProducts.tsx';
import { ProjectsSlider } from '../sections/home/ProjectsSlider.tsx';
import { Reviews } from '../sections/home/Reviews.tsx';
import { ServicesStrip } from '../sections/home/ServicesStrip.tsx';
import { TopCollections } from '../sections/home/TopCollections.tsx';
import { Values } from '../sections/home/Values.tsx';
import { WhyChooseUs } from '../sections/home/WhyChooseUs.tsx';
import { Workflow } from '../sections/home/Workflow.tsx';
import { FirstView } from '../../src/page-api/first-view.tsx';
import { useStylesheet } from '../../src/page-api/stylesheets.ts';

type HomeVariant = 'home-1' | 'home-2' | 'home-3';

export interface HomePageProps {
  variant: HomeVariant;
}

type HomeSectionName =
  | 'features'
  | 'services'
  | 'best'
  | 'popular'
  | 'collections'
  | 'why'
  | 'workflow'
  | 'values'
  | 'projects'
  | 'faq'
  | 'contact'
  | 'blogs'
  | 'reviews'
  | 'gallery'
  | 'instagram'
  | 'partners';

// Typed names, so a misspelt section in a layout fails the type check instead of rendering nothing.
const SECTION_ORDER = {
  'home-1': [
    'features',
    'services',
    'best',
    'popular',
    'collections',
    'workflow',
    'why',
    'values',
    'projects',
    'faq',
    'contact',
    'blogs',
    'reviews',
    'gallery',
    'instagram',
    'partners',
  ],
  'home-2': [
    'services',
    'collections',
    'best',
    'features',
    'workflow',
    'popular',
    'projects',
    'why',
    'values',
    'reviews',
    'blogs',
    'faq',
    'contact',
    'gallery',
    'instagram',
    'partners',
  ],
  'home-3': [
    'best',
    'popular',
    'features',
    'collections',
    'services',
    'projects',
    'workflow',
    'values',
    'why',
    'blogs',
    'reviews',
    'faq',
    'contact',
    'instagram',
    'gallery',
    'partners',
  ],
} as const satisfies Record<HomeVariant, readonly HomeSectionName[]>;

/**
 * The shop window, in three layouts of the same content for the owner to choose from (site setting
 * homeVariant names the one shown at /). Layout 2 has numbered banner bullets and a Shop Now button;
 * layout 3 features a different selection of posts and puts the catalogue first.
 */
export function HomePage({ variant }: HomePageProps) {
  useStylesheet(import.meta.url);
  const site = useSite();
  // A Record over every name: a section added to the union without a component is a type error too.
  const sections: Record<HomeSectionName, ReactNode> = {
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
  return (
    <div className={`home home--${variant}`}>
      <FirstView>
        <BannerSlider slides={site.banners} numbered={variant === 'home-2'} cta={variant === 'home-2' ? 'shop' : 'order'} />
      </FirstView>
      {/* The sections below the banner: laid out only near the screen (home-rendering.css). */}
      <div className="home__sections">{SECTION_ORDER[variant].map((name) => sections[name])}</div>
      <Island name="reveal" as="span" />
      <Island name="section-sizes" as="span" />
    </div>
  );
}
