/**
 * The Site model's records as templates read them: types only, from content/site-model.ts and the
 * content's schemas. Templates take these validated, frozen records, never a raw row, and reach
 * the content code through this module alone (issue 38).
 */
export type { BlogPost, Category, Product, Project, Service, Site, Technique, TechniqueKind } from '../content/site-model.ts';
export type { BannerSlideRecord } from '../content/schemas/banner-slide.ts';
export type { SectionText } from '../content/schemas/page-sections.ts';
export type { ProductList } from '../content/schemas/product.ts';
export type { SiteSettings } from '../content/schemas/site-settings.ts';
