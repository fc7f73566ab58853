import { existsSync } from 'node:fs';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { main } from '../../src/cli/main.ts';
import { createBuilderHost } from '../../src/dev/create-builder-host.ts';
import { childProcessesOf } from '../../src/runtime/child-processes.ts';
import { createChangeBatcher } from '../../src/dev/create-change-batcher.ts';
import { isScratchFile } from '../../src/dev/is-scratch-file.ts';
import { isServerCode } from '../../src/dev/is-server-code.ts';
import { watchFolders } from '../../src/dev/watch-folders.ts';
import { copyFixture, removeTemporaryFolders, ROOT, setCell, tempDir } from '../helpers/fixture-site.ts';

afterAll(removeTemporaryFolders);

/**
 * A batcher whose runs are recorded, each with the time it started, and last `runMs` each. The
 * batcher tests run on vitest's fake timers: the test moves time on, so a run that comes too early,
 * too late or twice fails at once, whatever the machine is doing.
 */
function recordingBatcher(runMs = 0) {
  const runs: string[][] = [];
  const startedAt: number[] = [];
  const batcher = createChangeBatcher({
    quietMs: 60,
    maxWaitMs: 300,
    run: async (changed) => {
      runs.push([...changed].sort());
      startedAt.push(Date.now());
      await new Promise((resolve) => setTimeout(resolve, runMs));
    },
  });
  return { runs, startedAt, batcher };
}

describe('site dev: saves become rebuilds', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a burst of writes within a few ms becomes one rebuild with the union of the paths', async () => {
    const { runs, batcher } = recordingBatcher();
    for (const file of ['/c/a.csv', '/c/b.csv', '/c/a.csv', '/c/a.csv', '/c/blog/x.md']) {
      batcher.add(file);
      await vi.advanceTimersByTimeAsync(2);
    }
    // Not before the quiet time after the last write; then once.
    await vi.advanceTimersByTimeAsync(57);
    expect(runs).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toEqual([['/c/a.csv', '/c/b.csv', '/c/blog/x.md']]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toHaveLength(1);
    await batcher.close();
  });

  it('never runs two rebuilds at once: saves during a rebuild go into exactly one next rebuild', async () => {
    const { runs, startedAt, batcher } = recordingBatcher(200);
    const start = Date.now();
    batcher.add('/c/a.csv');
    await vi.advanceTimersByTimeAsync(60);
    expect(runs).toEqual([['/c/a.csv']]);
    batcher.add('/c/b.csv');
    await vi.advanceTimersByTimeAsync(100);
    batcher.add('/c/c.csv');
    // The first run lasts until 260 ms: nothing else starts before it has ended.
    await vi.advanceTimersByTimeAsync(99);
    expect(runs).toHaveLength(1);
    // Then the saves made during it, together, once their quiet time has passed.
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toEqual([['/c/a.csv'], ['/c/b.csv', '/c/c.csv']]);
    expect(startedAt.map((at) => at - start)).toEqual([60, 320]);
    await batcher.close();
  });

  it('a stream of writes still rebuilds after the longest wait, not only when it stops', async () => {
    const { runs, startedAt, batcher } = recordingBatcher();
    const start = Date.now();
    while (Date.now() - start < 500) {
      batcher.add('/c/a.csv');
      await vi.advanceTimersByTimeAsync(20);
    }
    expect(runs.length).toBeGreaterThanOrEqual(1);
    expect(startedAt[0]! - start).toBe(300);
    await batcher.close();
  });
});

describe('site dev: saves of real files become rebuilds', () => {
  it('watches real folders: a spreadsheet saved several times plus the lock and temp files of the save give one rebuild', async () => {
    const content = await tempDir('dev-watch-');
    await mkdir(path.join(content, 'products'));
    const { runs, batcher } = recordingBatcher();
    const watch = await watchFolders({ folders: [content], onChange: (file) => batcher.add(file), onError: (error) => runs.push([`error: ${error.message}`]) });
    const sheet = path.join(content, 'products', 'street.csv');
    // What LibreOffice and Excel do on one save: a lock file, a temporary copy, the file several times.
    await writeFile(path.join(content, 'products', '.~lock.street.csv#'), 'lock');
    await writeFile(path.join(content, 'products', '~$street.csv'), 'owner');
    await writeFile(path.join(content, 'products', 'street.csv.tmp'), 'a,b');
    await writeFile(path.join(content, '4913'), '');
    for (const text of ['id\n', 'id\n1\n', 'id\n1\n2\n']) await writeFile(sheet, text);
    await writeFile(path.join(content, 'site.json'), '{}');
    await expect.poll(() => runs.length, { timeout: 3000 }).toBe(1);
    // One more save, after that rebuild: its event comes after every event of the save above, so
    // once it has had its own rebuild, a late event of that save would have shown by then.
    const marker = path.join(content, 'marker.csv');
    await writeFile(marker, 'id\n');
    await expect.poll(() => runs.length, { timeout: 3000 }).toBe(2);
    expect(runs).toEqual([[sheet, path.join(content, 'site.json')].sort(), [marker]]);
    await watch.close();
    await batcher.close();
  });

  it('tells the files programs write while saving from the real ones', () => {
    for (const scratch of [
      '~$street.xlsx',
      'products/.~lock.street.csv#',
      'x.tmp',
      'products/.street.csv.swp',
      'a.swp',
      '4913',
      'notes.md~',
      '.DS_Store',
      '.git/index',
    ])
      expect(isScratchFile(scratch), scratch).toBe(true);
    for (const real of ['products/street.csv', 'site.json', 'blog/post.md', 'images/a.svg', 'styles/site.css']) expect(isScratchFile(real), real).toBe(false);
  });

  it('tells server-side code (a new worker) from what every build bundles anew', () => {
    const code = (file: string) => isServerCode(path.join(ROOT, file), ROOT);
    expect(code('templates/layouts/SiteLayout.tsx')).toBe(true);
    expect(code('src/render/render-route.ts')).toBe(true);
    expect(code('src/client/islands/site-header.ts')).toBe(false);
    expect(code('src/dev/client/live-reload.ts')).toBe(false);
    expect(code('templates/styles/site.css')).toBe(false);
    expect(code('content/products/street.csv')).toBe(false);
  });
});

describe('site dev: builds in a worker thread', () => {
  it('builds in the worker, answers a content mistake with its sentence, and starts a fresh worker after a template change', async () => {
    const content = await copyFixture();
    const outDir = path.join(await tempDir('dev-host-'), 'site');
    const host = createBuilderHost({ projectRoot: ROOT, builder: { contentDir: content, outDir, search: false } });
    try {
      const first = await host.build([]);
      expect(first.ok, JSON.stringify(first).slice(0, 500)).toBe(true);
      const sheet = path.join(content, 'products', 'sports.csv');
      await setCell(content, 'products/sports.csv', 2, 'price', '14o');
      const broken = await host.build([sheet]);
      expect(broken).toEqual({
        ok: false,
        kind: 'content',
        problems: [expect.stringMatching(/products\/sports\.csv, row 2, column "price": expected a number, got "14o"$/)],
      });
      await setCell(content, 'products/sports.csv', 2, 'price', '18.50');
      // A template "changed": the host replaces the worker, whose modules are the old ones.
      const fresh = await host.build([sheet, path.join(ROOT, 'templates', 'layouts', 'SiteLayout.tsx')]);
      expect(fresh.ok, JSON.stringify(fresh).slice(0, 500)).toBe(true);
    } finally {
      await host.close();
    }
  }, 60_000);
});

describe('site dev: the state outlives the server', () => {
  it('stopped right after a build (before the state is saved, three seconds later), the server saves it first', async () => {
    const content = await copyFixture();
    const work = await tempDir('dev-state-');
    const stateFile = path.join(work, 'dev-state.json');
    const host = createBuilderHost({ projectRoot: ROOT, builder: { contentDir: content, outDir: path.join(work, 'site'), search: false, stateFile } });
    const first = await host.build([]);
    expect(first.ok, JSON.stringify(first).slice(0, 500)).toBe(true);
    expect(existsSync(stateFile)).toBe(false);
    await host.close();
    expect(existsSync(stateFile)).toBe(true);

    // The next start finds every page up to date.
    const again = createBuilderHost({ projectRoot: ROOT, builder: { contentDir: content, outDir: path.join(work, 'site'), search: false, stateFile } });
    try {
      const second = await again.build([]);
      expect(second.ok && second.rendered).toBe(0);
    } finally {
      await again.close();
    }
  }, 60_000);
});

describe('site dev: stopping', () => {
  it('stopped while the search index of its last build is being written, it stops the indexers and leaves nothing beside the site', async () => {
    const content = await copyFixture();
    const work = await tempDir('dev-stop-');
    const host = createBuilderHost({ projectRoot: ROOT, builder: { contentDir: content, outDir: path.join(work, 'site'), searchShardSize: 2 } });
    let closed = false;
    try {
      const first = await host.build([]);
      expect(first.ok, JSON.stringify(first).slice(0, 500)).toBe(true);
      // The pages are in; the index follows them, in processes this one started.
      await host.close();
      closed = true;
      expect(shardIndexers()).toEqual([]);
      expect(await readdir(work)).toEqual(['site']);
    } finally {
      if (!closed) await host.close();
    }
  }, 60_000);

  it('stopped right after a save, it also waits for the index of the build that save overtook', async () => {
    const content = await copyFixture();
    const work = await tempDir('dev-stop-');
    const host = createBuilderHost({ projectRoot: ROOT, builder: { contentDir: content, outDir: path.join(work, 'site'), searchShardSize: 2 } });
    let closed = false;
    try {
      const first = await host.build([]);
      expect(first.ok, JSON.stringify(first).slice(0, 500)).toBe(true);
      // Saved while the first build's index is still being written: that index is overtaken.
      await setCell(content, 'products/street.csv', 2, 'title', 'Tricot Track Suit Overtaken');
      const second = await host.build([path.join(content, 'products', 'street.csv')]);
      expect(second.ok, JSON.stringify(second).slice(0, 500)).toBe(true);
      await host.close();
      closed = true;
      expect(shardIndexers()).toEqual([]);
      expect(await readdir(work)).toEqual(['site']);
    } finally {
      if (!closed) await host.close();
    }
  }, 60_000);
});

/** The search indexers (index-shard-child) among this process's children that are still running. */
function shardIndexers(): number[] {
  return childProcessesOf(process.pid)
    .filter((child) => child.state !== 'Z' && child.args.some((arg) => arg.includes('index-shard-child')))
    .map((child) => child.pid);
}

describe("site dev's command line", () => {
  const run = async (...argv: string[]) => {
    const err: string[] = [];
    const code = await main(['dev', ...argv], { out: () => undefined, err: (line) => err.push(line) });
    return { code, err: err.join('\n') };
  };

  it('checks its options as build does, with exit code 2', async () => {
    const content = await copyFixture();
    expect(await run('--content', content, '--port', 'eighty')).toEqual({ code: 2, err: 'Error: --port must be a port number from 0 to 65535, got "eighty"' });
    expect((await run('--content', content, '--base-path', '/shop site/')).err).toMatch(/^Error: --base-path must be a path/);
    expect((await run('--content', content, '--base-url', 'owner.github.io')).err).toMatch(/^Error: --base-url must be a web address/);
    expect((await run('--content', path.join(content, 'missing'))).code).toBe(2);
  });
});
