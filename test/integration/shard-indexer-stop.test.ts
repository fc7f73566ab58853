import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { bundledEntry } from '../../src/runtime/bundled-entry.ts';
import { childProcessesOf } from '../../src/runtime/child-processes.ts';
import type { ShardJob } from '../../src/search/index-shard-child.ts';
import { ROOT, removeTemporaryFolders, tempDir } from '../helpers/fixture-site.ts';

afterAll(removeTemporaryFolders);

it.runIf(process.platform === 'linux')(
  'a shard indexer stopped while its Pagefind runs ends it, then exits, quietly: no error of its own on the terminal',
  async () => {
    const child = fork(bundledEntry(path.join(ROOT, 'src', 'search', 'index-shard-child.ts')), [], {
      execArgv: [],
      serialization: 'advanced',
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const records = Array.from({ length: 3000 }, (_, n) => ({
      url: `/product/street-ware/${n}/`,
      content: `Fleece hoodie ${n}, 320 gsm brushed cotton, printed or embroidered to order`,
      meta: { title: `Fleece Hoodie ${n}`, kind: 'Product' },
    }));
    const job: ShardJob = { name: '0', dir: 'pagefind', siteDir: await tempDir('shard-stop-'), records, primary: true };
    child.send(job);

    // Stopped while Pagefind is at work: once its binary runs, the parent goes away.
    await expect.poll(() => childProcessesOf(child.pid!).length, { timeout: 20_000, interval: 5 }).toBeGreaterThan(0);
    const binaries = childProcessesOf(child.pid!).map((binary) => binary.pid);
    child.disconnect();
    await exited;

    expect(output).toBe('');
    expect(binaries.filter((pid) => existsSync(`/proc/${pid}`))).toEqual([]);
  },
  30_000,
);
