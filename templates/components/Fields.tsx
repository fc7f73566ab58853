import { useStylesheet } from '../../src/page-api/stylesheets.ts';

/**
 * Declares the rules of form fields (Fields.css) for the page: every component that draws an input,
 * a select or a textarea calls it, so the fields' rules go into the head only where the first view
 * holds fields (a listing's filters, the sign-in form), and come with the rest of the CSS elsewhere.
 */
export function useFieldStyles(): void {
  useStylesheet(import.meta.url);
}
