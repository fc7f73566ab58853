import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { BRAND_ICONS, LUCIDE_ICONS } from './icon-registry.ts';
import type { OutputSink } from '../output/output-sink.ts';
import { contentHash } from './content-hash.ts';
import { lucideIconSymbol } from './lucide-icon-symbol.ts';
import type { SitePaths } from '../shared/url-paths.ts';

const require = createRequire(import.meta.url);

/**
 * Writes every icon as a <symbol> of one SVG sprite with a content-hashed name; pages draw icons
 * with <use href="sprite#name">, so the browser downloads and caches the paths once.
 */
export async function buildIconSprite(sink: OutputSink, paths: SitePaths): Promise<string> {
  const sprite = await iconSprite();
  const file = `assets/icons.${contentHash(sprite)}.svg`;
  await sink.write(file, sprite);
  return paths.asset(file);
}

/** The sprite's text: the lucide icons from lucide-static's files, then the brand marks. */
async function iconSprite(): Promise<string> {
  const lucide = await Promise.all(
    Object.entries(LUCIDE_ICONS).map(async ([name, lucideName]) => {
      const file = require.resolve(`lucide-static/icons/${lucideName}.svg`);
      return lucideIconSymbol(name, await readFile(file, 'utf8'), file);
    }),
  );
  const brands = Object.entries(BRAND_ICONS).map(([name, path]) => `<symbol id="${name}" viewBox="0 0 24 24"><path fill="currentColor" d="${path}"/></symbol>`);
  return `<svg xmlns="http://www.w3.org/2000/svg">${[...lucide, ...brands].join('')}</svg>`;
}
