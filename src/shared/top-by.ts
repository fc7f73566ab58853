/**
 * The first `count` items in the order `compare` gives, as `[...items].sort(compare).slice(0, count)`
 * returns them (items that compare equal keep their order), without sorting them all: the few most
 * popular of 10,000 products take one pass instead of a sort of the catalogue.
 */
export function topBy<T>(items: Iterable<T>, count: number, compare: (a: T, b: T) => number): T[] {
  const best: T[] = [];
  if (count <= 0) return best;
  for (const item of items) {
    if (best.length === count && compare(item, best[count - 1] as T) >= 0) continue;
    // After every item it does not come before, so equal items stay in the order they came.
    let at = best.length;
    while (at > 0 && compare(item, best[at - 1] as T) < 0) at -= 1;
    best.splice(at, 0, item);
    if (best.length > count) best.pop();
  }
  return best;
}
