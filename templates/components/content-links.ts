import type { Service, Technique } from '../../src/content/site-model.ts';
import { paths } from '../../src/shared/url-paths.ts';

/**
 * Where a service card leads: its own page, or the page named in its `link` (the three category
 * services lead to their listings). Content writes links as /street-ware; site addresses end with
 * a slash, so the link gets one rather than costing a redirect.
 */
export function serviceHref(service: Service): string {
  if (service.link === undefined) return paths.service(service.slug);
  return service.link.endsWith('/') ? service.link : `${service.link}/`;
}

/** A technique's card on the printing or embroidery page: both pages give each card its slug as id. */
export function techniqueHref(technique: Technique): string {
  return `${technique.kind === 'printing' ? paths.printing : paths.embroidery}#${technique.slug}`;
}
