import path from 'node:path';
import { bundleAsync, browserslistToTargets } from 'lightningcss';
import type { SiteSettings } from '../content/schemas/site-settings.ts';
import { contentHash } from './content-hash.ts';
import type { SitePaths } from '../shared/url-paths.ts';

export interface BuiltStylesheet {
  readonly href: string;
  readonly file: string;
  readonly contents: Uint8Array;
}

/** Browsers our visitors use on phones: two years of Chrome, Safari and Samsung Internet. */
const targets = browserslistToTargets(['chrome 100', 'safari 15', 'firefox 100', 'samsung 18']);

/**
 * Bundles templates/styles/main.css and its @imports into one minified, content-hashed file.
 * The owner's accent colours from site settings become the first custom properties, so the
 * whole design follows them without anyone editing CSS. The @font-face rules of the self-hosted
 * fonts come in the same way, with their hashed file names.
 */
export async function buildStyles(stylesDir: string, settings: SiteSettings, paths: SitePaths, fontFaces = ''): Promise<BuiltStylesheet> {
  const entry = path.join(stylesDir, 'main.css');
  const { code } = await bundleAsync({
    filename: entry,
    minify: true,
    targets,
    resolver: {
      read: async (file: string) => {
        const { readFile } = await import('node:fs/promises');
        const text = await readFile(file, 'utf8');
        // Appended, not prepended: @import rules must stay first in the file.
        return file === entry ? `${text}\n${fontFaces}\n${accentProperties(settings)}` : text;
      },
    },
  });
  const name = `site.${contentHash(code)}.css`;
  return { href: paths.asset(`assets/${name}`), file: `assets/${name}`, contents: code };
}

function accentProperties(settings: SiteSettings): string {
  const { green, blue, gold } = settings.accent;
  return `:root{--accent-green:${green};--accent-blue:${blue};--accent-gold:${gold}}`;
}
