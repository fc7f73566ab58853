import type { ManifestIcon } from '../assets/brand/brand-files.ts';
import type { Site } from '../content/site-model.ts';

/**
 * The web app manifest (https://www.w3.org/TR/appmanifest/): the name, colours and icon a phone
 * uses when the visitor adds the site to the home screen. Its start and scope are the base path, so
 * a site published under /shop-site/ opens there.
 */
export function buildWebManifest(site: Site, icons: readonly ManifestIcon[]): string {
  const { settings, paths } = site;
  const manifest = {
    name: settings.name,
    short_name: settings.name,
    description: settings.description,
    lang: settings.language,
    start_url: paths.home,
    scope: paths.base,
    display: 'browser',
    background_color: '#ffffff',
    theme_color: settings.accent.blue,
    icons,
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
