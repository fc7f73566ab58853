import type { ListingWords } from './listing-words.ts';
import type { OrderWords } from './order-message.ts';
import type { SizeRunWords } from './size-run-props.ts';

/**
 * The owner's words (labels.csv) that islands write alike on every page. They are bundled into the
 * islands' code (build-islands.ts), which a browser caches once, rather than sent in the props of
 * every page: on a product page with a roster they were 0.5 KB gzip of its HTML, enough to keep it
 * from arriving in one round trip (docs/dev/first-view.md). What differs from page to page (the
 * product, its sizes, its greeting) stays in the props. Each key is a module of its own
 * (`import words from 'island-words:sizeRun'`, declared in src/client/island-words.d.ts), so a
 * bundle carries the words of the islands in it and no others, and two islands that share none of
 * them share no chunk for them.
 */
export interface IslandWords {
  readonly sizeRun: SizeRunWords;
  /** The orders' words, and the roster file's, for the product page's links and files. */
  readonly orders: OrderWords;
  /** Before the buyer's note in a message: "Note". */
  readonly orderNote: string;
  /** The product listing's: its count line, page links, chips and "ask us" message. */
  readonly listing: ListingWords;
  /** The header's search: what its status line says before, during and after a search ({count}, {query}). */
  readonly siteSearch: {
    readonly start: string;
    readonly unavailable: string;
    readonly searching: string;
    readonly none: string;
    readonly one: string;
    readonly many: string;
  };
  /** What "Save" and "Add to enquiry" say ({product}). */
  readonly listButtons: { readonly saved: string; readonly unsaved: string; readonly added: string };
  /** What the newsletter form says it did: passed to the mailing list, or to the e-mail program. */
  readonly newsletter: { readonly service: string; readonly email: string };
  /** The blog search's result line ({count}). */
  readonly blogSearch: { readonly none: string; readonly one: string; readonly many: string };
  /** What the enquiry form says it did, by channel. */
  readonly enquiryForm: { readonly whatsapp: string; readonly email: string };
  /**
   * The comment form's: what it says it did, and the e-mail's first line ({post}) and the name of
   * each field under the comment.
   */
  readonly commentForm: { readonly said: string; readonly about: string; readonly name: string; readonly email: string; readonly website: string };
  /** What the sign-in and sign-up forms say did (not) happen. */
  readonly accountForm: { readonly signIn: string; readonly signUp: string };
}
