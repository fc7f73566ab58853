/**
 * Data an island fetches on the first call only (a listing's card data, the blog's posts), shared
 * by every later call. A failure is forgotten, so that the next call (a change, a Retry) asks the
 * server again.
 */
export function loadOnce<T>(fetchData: () => Promise<T>): { load(): Promise<T> } {
  let loading: Promise<T> | null = null;
  return {
    load() {
      loading ??= fetchData().catch((error: unknown) => {
        loading = null;
        throw error;
      });
      return loading;
    },
  };
}
