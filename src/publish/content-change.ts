/**
 * One content file changed since the last publish, as git tells it. Its own module, so the
 * describers of each kind of file and describeContentChanges, which calls them, import it without
 * importing each other.
 */
export interface ContentChange {
  /** Relative to the content folder, with forward slashes: `products/sports.csv`. */
  readonly path: string;
  readonly status: 'added' | 'changed' | 'removed';
  /** The file's bytes before and after, read only for the files described by their content (readsContent). */
  readonly before?: Buffer;
  readonly after?: Buffer;
}
