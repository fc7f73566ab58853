import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findSleeps } from '../helpers/find-sleeps.ts';
import { ROOT } from '../helpers/fixture-site.ts';

describe('the engine tests', () => {
  it('never sleep for a fixed time: they wait for what must happen, or move a controlled clock (page.clock, vi.useFakeTimers)', async () => {
    // A sleep long enough for a slow machine makes every run slow, and still fails on a slower one;
    // a sleep that stands for "nothing happened" passes whether or not the thing was about to.
    const files = (await readdir(path.join(ROOT, 'test'), { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
      .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)))
      .filter((file) => !file.startsWith(path.join('test', 'fixtures')));
    expect(files.length).toBeGreaterThan(50);
    const sleeps: string[] = [];
    for (const file of files) for (const sleep of findSleeps(await readFile(path.join(ROOT, file), 'utf8'), file)) sleeps.push(`${file}:${sleep}`);
    expect(sleeps).toEqual([]);
  });
});

describe('a fixed-time wait, as the guard finds it', () => {
  it.each([
    ['Playwright’s sleep', `await page.waitForTimeout(500);`],
    ['a promise on setTimeout', `await new Promise((resolve) => setTimeout(resolve, 700));`],
    ['setTimeout in code the test runs in the page', `await page.evaluate(() => new Promise((done) => {\n  setTimeout(() => done(null), 700);\n}));`],
    ['window.setTimeout', `await page.evaluate(() => new Promise((done) => window.setTimeout(done, 50)));`],
    ['a sleep helper', `await sleep(200);`],
    ['Node’s promise timers', `import { setTimeout as delay } from 'node:timers/promises';\nawait delay(100);`],
    ['Node’s promise timers, without node:', `import { setTimeout } from 'timers/promises';`],
    ['the scheduler’s wait', `await scheduler.wait(50);`],
  ])('is found: %s', (_, source) => {
    expect(findSleeps(source)).toHaveLength(1);
  });

  it('names the line and the call', () => {
    expect(findSleeps(`const a = 1;\n\nawait new Promise((resolve) => setTimeout(resolve, 700));`)).toEqual(['3: setTimeout(resolve, 700)']);
  });

  it.each([
    [
      'vitest’s fake timers, which the test moves on',
      `beforeEach(() => vi.useFakeTimers());\nconst run = () => new Promise((resolve) => setTimeout(resolve, 200));\nawait vi.advanceTimersByTimeAsync(200);`,
    ],
    [
      'the page’s controlled clock, installed by hand',
      `await page.clock.install();\nawait page.evaluate(() => new Promise((r) => setTimeout(r, 5000)));\nawait page.clock.runFor(5000);`,
    ],
    [
      'the page’s controlled clock, installed by openPage',
      `const { page } = await openPage('/', {}, { clock: true });\nawait page.evaluate(() => { setTimeout(() => undefined, 4000); });`,
    ],
    ['moving a clock on', `await page.clock.runFor(4900);\nawait vi.advanceTimersByTimeAsync(60);`],
    ['the words in a comment or a string', `// never setTimeout(resolve, 700) or sleep(1) here\nexpect(script).not.toContain('setTimeout(');`],
    ['a name that only contains one', `asleep(1);\nsleepless();\nclearTimeout(timer);`],
    ['waiting for what must happen', `await page.waitForFunction(() => document.fonts.status === 'loaded');\nawait vi.waitFor(() => expect(1).toBe(1));`],
  ])('is not found: %s', (_, source) => {
    expect(findSleeps(source)).toEqual([]);
  });
});
