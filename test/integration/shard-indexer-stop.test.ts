import { fork } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { bundledEntry } from '../../src/runtime/bundled-entry.ts';
import type { ShardJob } from '../../src/search/index-shard-child.ts';
import { ROOT, removeTemporaryFolders, tempDir } from '../helpers/fixture-site.ts';

afterAll(removeTemporaryFolders);

/** The processes whose parent is `pid` (Pagefind's binary, for a shard indexer). */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false; // ended meanwhile
      }
    })
    .map(Number);
}

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
    await expect.poll(() => childrenOf(child.pid!).length, { timeout: 20_000, interval: 5 }).toBeGreaterThan(0);
    const binaries = childrenOf(child.pid!);
    child.disconnect();
    await exited;

    expect(output).toBe('');
    expect(binaries.filter((pid) => existsSync(`/proc/${pid}`))).toEqual([]);
  },
  30_000,
);
