import { blogCategoryCollection } from './blog-category.ts';
import { blogPostCollection } from './blog-post.ts';
import { bannerSlideCollection } from './banner-slide.ts';
import { categoryCollection } from './category.ts';
import { collectionItemCollection } from './collection-item.ts';
import { colourCollection } from './colour.ts';
import { faqCollection } from './faq.ts';
import { galleryImageCollection } from './gallery-image.ts';
import { labelCollection } from './label.ts';
import { pageCollection } from './page.ts';
import { pageDocumentCollection } from './page-document.ts';
import { partnerCollection } from './partner.ts';
import { processStepCollection } from './process-step.ts';
import { productCollections } from './product.ts';
import { projectCollection } from './project.ts';
import { serviceCollection } from './service.ts';
import { teamMemberCollection } from './team-member.ts';
import { embroideryTypeCollection, printingTypeCollection } from './technique.ts';
import { testimonialCollection } from './testimonial.ts';
import { featureCollection, valueCollection, whyUsCollection, workshopCollection } from './value.ts';

/** Every spreadsheet and Markdown folder of the content, in the order the content reference documents them. */
export const csvCollections = {
  ...productCollections,
  categories: categoryCollection,
  colours: colourCollection,
  printingTypes: printingTypeCollection,
  embroideryTypes: embroideryTypeCollection,
  processSteps: processStepCollection,
  faqs: faqCollection,
  projects: projectCollection,
  team: teamMemberCollection,
  banners: bannerSlideCollection,
  testimonials: testimonialCollection,
  collectionItems: collectionItemCollection,
  partners: partnerCollection,
  gallery: galleryImageCollection,
  values: valueCollection,
  features: featureCollection,
  whyUs: whyUsCollection,
  workshop: workshopCollection,
  blogCategories: blogCategoryCollection,
  pages: pageCollection,
  labels: labelCollection,
} as const;

export const markdownCollections = {
  blogPosts: blogPostCollection,
  services: serviceCollection,
  pageDocuments: pageDocumentCollection,
} as const;
