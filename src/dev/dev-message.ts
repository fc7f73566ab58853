/**
 * What the dev server tells open tabs over Server-Sent Events, one message per event. Shared as a
 * type by the server and the browser client (src/dev/client/), so both read the same shape; it
 * imports nothing, so the browser's type-check never reaches Node code.
 *
 * - `hello` comes first on every connection. A tab compares it with what it last knew: another
 *   server (a restart) or another site version (builds it missed while disconnected) means the
 *   page may be stale, so it reloads once.
 * - `changed` follows a good build; `problems` and `crash` follow a failed one (the last good site
 *   stays served, the tab shows an overlay).
 */
export type DevMessage =
  | { readonly type: 'hello'; readonly server: string; readonly version: number }
  | {
      readonly type: 'changed';
      /** The site version after this build: the count of good builds since the server started. */
      readonly version: number;
      /** Files relative to the site folder, with "/", as the builder reports them. */
      readonly written: readonly string[];
      readonly removed: readonly string[];
      readonly cssOnly: boolean;
      /** The kinds of page whose CSS changed, and where their new CSS is (see BuildOutcome). */
      readonly stylesheets: readonly { readonly name: string; readonly first: string; readonly rest: { readonly from: string; readonly to: string } }[];
    }
  | { readonly type: 'problems'; readonly problems: readonly string[] }
  | { readonly type: 'crash'; readonly message: string; readonly stack: string };
