import type { Technique } from '../../src/page-api/site-model.ts';
import type { SitePaths } from '../../src/shared/url-paths.ts';

/** A technique's card on the printing or embroidery page: both pages give each card its slug as id. */
export function techniqueHref(technique: Technique, paths: SitePaths): string {
  return `${technique.kind === 'printing' ? paths.printing : paths.embroidery}#${technique.slug}`;
}
