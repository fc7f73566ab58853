import type { IslandMarker, IslandName } from './island-names.ts';

/**
 * The parts of the chrome every page carries (header, footer, floating actions, and the newsletter
 * form, which the footer always holds). They share one bundle, src/client/islands/chrome.ts, which
 * sets up at once what must work at once and loads the rest of their code when it is first needed;
 * so a page with nothing else interactive links one script. Each part's code is in
 * src/client/islands/{name}.ts.
 *
 * Apart from island-names.ts, because templates import this module's code: a module that names
 * every island would count, for the per-page stylesheets (src/assets/css-usage.ts), as using them all.
 */
export const CHROME_PARTS = ['back-to-top', 'copyright-year', 'cursor-follower', 'list-buttons', 'newsletter-form', 'site-header', 'site-search'] as const;
export type ChromePart = (typeof CHROME_PARTS)[number];

export function isChromePart(name: string): name is ChromePart {
  return (CHROME_PARTS as readonly string[]).includes(name);
}

/** The bundle that runs an island's code. */
export function bundleOf(name: IslandMarker): IslandName {
  return isChromePart(name) ? 'chrome' : name;
}
