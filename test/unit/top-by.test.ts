import { describe, expect, it } from 'vitest';
import { topBy } from '../../src/shared/top-by.ts';

interface Scored {
  readonly score: number;
  readonly id: number;
}

const byScore = (a: Scored, b: Scored) => b.score - a.score;

/** Items with many equal scores, so the order of equals is tested too. */
function items(length: number, seed: number): Scored[] {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state;
  };
  return Array.from({ length }, (_, id) => ({ score: next() % 7, id }));
}

describe('topBy', () => {
  it('gives what sorting all and keeping the first would, equal items in the order they came', () => {
    for (const [length, count, seed] of [
      [0, 3, 1],
      [1, 3, 2],
      [5, 5, 3],
      [50, 4, 4],
      [1000, 8, 5],
      [1000, 1, 6],
      [30, 60, 7],
    ] as const) {
      const list = items(length, seed);
      expect(topBy(list, count, byScore), `${length} items, ${count} kept`).toEqual([...list].sort(byScore).slice(0, count));
    }
  });

  it('keeps nothing when asked for none, and leaves the items as they were', () => {
    const list = items(20, 9);
    const before = [...list];
    expect(topBy(list, 0, byScore)).toEqual([]);
    topBy(list, 5, byScore);
    expect(list).toEqual(before);
  });
});
