/**
 * One kind of thing a build keeps in memory for the next build of the same process, by key: a
 * product's route, an image's variants, a list's card data, a bundle. What a build reads or stores
 * counts as used; after a build that succeeded, the entries it did not use are dropped (a renamed
 * product's route, a deleted picture), so a long `site dev` session holds what its last build had,
 * not everything it ever built. A build that fails drops nothing: the next one may need it all.
 */
export class BuildMemo<K, V> {
  private readonly entries = new Map<K, V>();
  private used = new Set<K>();

  /** The entry, which this build then keeps. */
  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) this.used.add(key);
    return value;
  }

  set(key: K, value: V): void {
    this.entries.set(key, value);
    this.used.add(key);
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  /** Whether there is an entry, without counting it as used (for tests). */
  has(key: K): boolean {
    return this.entries.has(key);
  }

  keys(): K[] {
    return [...this.entries.keys()];
  }

  /** A build starts: nothing is used yet (what a failed build used does not count). */
  begin(): void {
    this.used = new Set();
  }

  /** The build succeeded: what it did not use is gone. */
  prune(): void {
    for (const key of this.keys()) if (!this.used.has(key)) this.entries.delete(key);
  }
}
