import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { BRAND_ICONS, LUCIDE_ICONS } from './icon-registry.ts';
import type { OutputSink } from '../output/output-sink.ts';
import { contentHash } from './content-hash.ts';
import type { SitePaths } from '../shared/url-paths.ts';

/**
 * Writes every icon as a <symbol> of one SVG sprite with a content-hashed name; pages draw icons
 * with <use href="sprite#name">, so the browser downloads and caches the paths once.
 */
export async function buildIconSprite(sink: OutputSink, paths: SitePaths): Promise<string> {
  const symbols: string[] = [];
  for (const [name, Lucide] of Object.entries(LUCIDE_ICONS)) {
    const markup = renderToStaticMarkup(createElement(Lucide, { size: 24, strokeWidth: 1.75 }));
    const inner = markup.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
    symbols.push(
      `<symbol id="${name}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round">${inner}</symbol>`,
    );
  }
  for (const [name, path] of Object.entries(BRAND_ICONS)) {
    symbols.push(`<symbol id="${name}" viewBox="0 0 24 24"><path fill="currentColor" d="${path}"/></symbol>`);
  }
  const sprite = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`;
  const file = `assets/icons.${contentHash(sprite)}.svg`;
  await sink.write(file, sprite);
  return paths.asset(file);
}
