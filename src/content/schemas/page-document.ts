import { defineMarkdown, type RecordOf } from './collection.ts';
import { text } from './cell.ts';
import { PAGE_KIND_SPECS, type DocumentPage } from '../../shared/page-kinds.ts';

/**
 * The fixed pages whose words are prose: one Markdown file each in content/pages/, named after the
 * page (about.md ...), as the kinds of page name them (shared/page-kinds.ts, `documents`). The
 * About story, the privacy policy, the terms and the intro of the services page are the owner's to
 * write in full, headings and links included.
 */
export const DOCUMENT_PAGES: readonly DocumentPage[] = PAGE_KIND_SPECS.flatMap((kind) => kind.documents ?? []) as DocumentPage[];

export const pageDocumentCollection = defineMarkdown({
  folder: 'pages',
  title: `Pages written in Markdown, one file each: ${DOCUMENT_PAGES.map((page) => `\`${page}.md\``).join(', ')}. The text below the front matter is the page's text: the story on About, the intro above the services grid, the whole privacy policy and terms`,
  fields: {
    title: text('The page title, e.g. About Us, for the browser tab (followed by the business name) and its heading.', { max: 70 }),
    description: text('One or two sentences for search results and link previews. Empty: the site description of site.json.', { optional: true, max: 200 }),
  },
});

export type PageDocumentRecord = RecordOf<typeof pageDocumentCollection.fields> & { body: string };
