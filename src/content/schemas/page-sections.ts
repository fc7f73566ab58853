import { KIND_SECTIONS, type KindSections, type SectionSpec } from '../../shared/page-kinds.ts';

/**
 * The headed sections of the fixed pages whose words the owner writes in pages.csv, one row each
 * (the `page` and `section` columns name it), as the kinds of page declare them (shared/page-kinds.ts,
 * `sections`). The list is structure, like PAGE_KEYS: the templates ask for these sections; the words
 * in them are content. Each section's `parts` are the columns it shows, each required on its row; a
 * word in any other column would never be seen, so it is refused.
 */
export type SectionPage = keyof KindSections;

/** The words of one section; a part the section does not show is empty. */
export interface SectionText {
  readonly eyebrow: string;
  readonly title: string;
  readonly description: string;
  /** The description as HTML: it may hold a link or **bold** in Markdown. */
  readonly descriptionHtml: string;
  readonly button: string;
}

export type PageSections = { readonly [P in SectionPage]: { readonly [S in keyof KindSections[P]]: SectionText } };

/** Every (page, section) pair, in the order of the kinds of page. */
export function sectionEntries(): { page: SectionPage; section: string; spec: SectionSpec }[] {
  return (Object.entries(KIND_SECTIONS) as [SectionPage, Record<string, SectionSpec>][]).flatMap(([page, sections]) =>
    Object.entries(sections).map(([section, spec]) => ({ page, section, spec })),
  );
}
