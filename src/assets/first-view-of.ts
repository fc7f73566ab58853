import path from 'node:path';

/** What a kind of page draws before the rest of its CSS has arrived, besides the header. */
export interface FirstViewParts {
  /** Template modules whose words (and the templates they import) count for the head's CSS. */
  readonly modules: readonly string[];
  /** Templates they import that are drawn after the rest of the CSS (a listing's technique sliders). */
  readonly after: readonly string[];
  /** Islands that run before the rest of the CSS arrives: the classes they add need rules in the head. */
  readonly islands: readonly string[];
}

/**
 * The home page's first view is its banner; other pages', their title band. A listing is a
 * phone visitor's reason to come: the whole listing (its bar, filters and cards) is drawn and
 * usable before the rest of the CSS arrives, so ListingPage.tsx puts that file after it
 * (<template data-rest-styles>) and its rules, and those its island adds, go into the head.
 */
export function firstViewOf(template: string, templatesDir: string): FirstViewParts {
  const component = (name: string) => path.join(templatesDir, 'components', name);
  if (template === 'HomePage') return { modules: [component('BannerSlider.tsx')], after: [], islands: [] };
  if (template === 'ListingPage')
    return {
      modules: [component('PageHeader.tsx'), path.join(templatesDir, 'pages', 'ListingPage.tsx')],
      after: [component('TechniqueSlider.tsx')],
      islands: ['product-listing'],
    };
  return { modules: [component('PageHeader.tsx')], after: [], islands: [] };
}
