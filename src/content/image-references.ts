import path from 'node:path';
import type { Sourced } from './load-csv-collection.ts';
import { displayPath } from './read/display-path.ts';
import { SITE_SETTINGS_FILE } from './schemas/site-settings.ts';
import type { RawContent } from './load-collections.ts';
import type { Source } from './schemas/collection.ts';
import type { SiteSettings } from './schemas/site-settings.ts';
import { productsKey } from './schemas/product.ts';
import { PRODUCT_LIST_NAMES } from '../shared/product-lists.ts';

export interface ImageReference {
  readonly image: string;
  readonly source: Source;
  readonly column: string;
}

/** Every image the content names, with the cell it came from: checked for existence, then prepared. */
export function imageReferences(content: RawContent, contentDir: string): ImageReference[] {
  const references: ImageReference[] = [];
  const add = (records: readonly Sourced<object>[], column: string) => {
    for (const record of records) {
      const value = (record as Record<string, unknown>)[column];
      // A product's cell may name several photos.
      for (const image of Array.isArray(value) ? value : [value]) {
        if (typeof image === 'string') references.push({ image, source: record.source, column });
      }
    }
  };
  add(
    PRODUCT_LIST_NAMES.flatMap((list) => content[productsKey(list)]),
    'image',
  );
  for (const key of [
    'printingTypes',
    'embroideryTypes',
    'processSteps',
    'projects',
    'team',
    'banners',
    'testimonials',
    'collectionItems',
    'gallery',
    'blogPosts',
    'services',
  ] as const) {
    add(content[key], 'image');
  }
  add(content.projects, 'image2');
  add(content.partners, 'logo');
  const settings = content.settings;
  if (settings) {
    const source = { file: displayPath(path.join(contentDir, SITE_SETTINGS_FILE)) };
    for (const [column, image] of brandImages(settings)) references.push({ image, source, column });
    if (settings.shareImage) references.push({ image: settings.shareImage.image, source, column: 'shareImage' });
  }
  return references;
}

/** The brand's pictures by the setting that names each: the logo, its light version, the favicon (when it is not the logo). */
export function brandImages(settings: Pick<SiteSettings, 'brand'>): [column: 'logo' | 'logoLight' | 'favicon', image: string][] {
  const { logo, logoLight, favicon } = settings.brand;
  const named: [column: 'logo' | 'logoLight' | 'favicon', image: string][] = [['logo', logo]];
  if (logoLight) named.push(['logoLight', logoLight]);
  if (favicon !== logo) named.push(['favicon', favicon]);
  return named;
}
