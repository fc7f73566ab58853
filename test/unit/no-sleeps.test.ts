import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/fixture-site.ts';

/** Playwright's fixed sleep, as a test would call it. */
const SLEEP = 'waitForTimeout(';

describe('the engine tests', () => {
  it('never sleep for a fixed time: they wait for what must happen, or move a controlled clock (page.clock, vi.useFakeTimers)', async () => {
    // A sleep long enough for a slow machine makes every run slow, and still fails on a slower one;
    // a sleep that stands for "nothing happened" passes whether or not the thing was about to.
    const files = (await readdir(path.join(ROOT, 'test'), { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)))
      .filter((file) => file !== path.join('test', 'unit', 'no-sleeps.test.ts'));
    expect(files.length).toBeGreaterThan(50);
    const sleeps: string[] = [];
    for (const file of files) {
      const lines = (await readFile(path.join(ROOT, file), 'utf8')).split('\n');
      lines.forEach((line, index) => {
        if (line.includes(SLEEP)) sleeps.push(`${file}:${index + 1}: ${line.trim()}`);
      });
    }
    expect(sleeps).toEqual([]);
  });
});
