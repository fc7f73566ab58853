/**
 * The process that indexes one search shard (forked by indexShard). It lowers its own priority
 * before anything else, and the Pagefind binary it spawns inherits that nice value: on a 2-core
 * machine the page renderers keep the CPU and the index fills the idle time. (A build once got slower
 * because the renderers and Pagefind fought over the cores at equal priority.)
 *
 * Protocol: the parent sends one ShardJob; this process answers with one ShardReply and exits.
 */
import { existsSync, readdirSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { pagefindConfig } from './pagefind-config.ts';
import { childProcessesOf } from '../runtime/child-processes.ts';
import type { SearchRecord } from './search-records.ts';

lowerPriority();

/**
 * nice 19 for this process. On Linux a nice value belongs to a thread: os.setPriority changes the
 * main thread (and so every process and thread it starts later), but V8's and libuv's threads
 * started before it keep theirs, so each of them is lowered by its thread id too.
 */
function lowerPriority(): void {
  os.setPriority(19);
  let threads: string[] = [];
  try {
    threads = readdirSync('/proc/self/task');
  } catch {
    return; // not Linux: the main thread, which spawns Pagefind, is what matters
  }
  for (const thread of threads) {
    try {
      os.setPriority(Number(thread), 19);
    } catch {
      // the thread ended meanwhile
    }
  }
}

export interface ShardJob {
  readonly name: string;
  /** The shard's folder relative to siteDir. */
  readonly dir: string;
  readonly siteDir: string;
  readonly records: readonly SearchRecord[];
  /** Whether the browser loads Pagefind's scripts from this shard (shard 0) or only merges its index. */
  readonly primary: boolean;
}

export type ShardReply = { readonly ok: true; readonly files: string[] } | { readonly ok: false; readonly message: string };

/**
 * Pagefind writes its scripts, UI and WebAssembly into every index folder. The browser loads them
 * from the primary shard only; a merged index is read for its entry, meta, index and fragment
 * files alone (mergeIndex initialises it without WebAssembly), so the others drop these.
 */
const PRIMARY_ONLY = /^(pagefind(-[a-z-]+)?\.(js|css)|wasm\.[a-z-]+\.pagefind)$/;

async function indexShardHere(job: ShardJob): Promise<string[]> {
  const output = path.join(job.siteDir, job.dir);
  // Only this shard's files may be listed, so nothing of an earlier index may remain.
  await rm(output, { recursive: true, force: true });
  const { index, errors } = await pagefind.createIndex({ ...pagefindConfig });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  const binaries = childProcesses();
  try {
    const BATCH = 500;
    for (let start = 0; start < job.records.length; start += BATCH) {
      const added = await Promise.all(
        job.records
          .slice(start, start + BATCH)
          .map((record) => index.addCustomRecord({ url: record.url, content: record.content, language: 'en', meta: { ...record.meta } })),
      );
      const failed = added.flatMap((result) => result.errors);
      if (failed.length > 0) throw new Error(`Pagefind could not index a record: ${failed.join('; ')}`);
    }
    const written = await index.writeFiles({ outputPath: output });
    if (written.errors.length > 0) throw new Error(`Pagefind could not write its index: ${written.errors.join('; ')}`);
  } finally {
    await pagefind.close();
    await ended(binaries);
  }
  const entries = await readdir(output, { recursive: true, withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const absolute = path.join(entry.parentPath, entry.name);
    if (!job.primary && entry.parentPath === output && PRIMARY_ONLY.test(entry.name)) {
      await rm(absolute);
      continue;
    }
    files.push(path.relative(job.siteDir, absolute).split(path.sep).join('/'));
  }
  return files.sort();
}

// A parent that went away or stopped the index (a dev server stopping mid-index, a build
// interrupted) takes this process and its Pagefind with it, instead of leaving them writing into a
// folder nobody reads. Pagefind's binary is killed outright first: stopped only by pagefind.close()
// with a request in flight, it panics on the terminal over its closed pipe. This process ends only
// after the binary has, so once the parent sees it end, nothing writes there any more. It has
// nothing to report by then: Pagefind's wrapper would call the lost pipe an error.
process.once('disconnect', () => {
  console.error = () => undefined;
  const binaries = childProcesses();
  for (const pid of binaries) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // it ended meanwhile
    }
  }
  // Where /proc does not list them (not Linux), pagefind.close() is what stops the binary.
  void pagefind
    .close()
    .then(() => ended(binaries))
    .finally(() => process.exit(1));
});

process.once('message', (job: ShardJob) => {
  indexShardHere(job)
    .then(
      (files): ShardReply => ({ ok: true, files }),
      (error: unknown): ShardReply => ({ ok: false, message: error instanceof Error ? error.message : String(error) }),
    )
    .then((reply) => {
      // Stopped meanwhile: the disconnect handler above is ending this process, and there is no one
      // to answer. The parent can also stop it between the answer and the goodbye.
      if (!process.connected) return;
      process.removeAllListeners('disconnect');
      process.send?.(reply, () => {
        if (process.connected) process.disconnect();
      });
    });
});

/**
 * The processes this one started (Pagefind's binary), on Linux; elsewhere none. pagefind.close()
 * kills the binary without waiting for it; if this process ended first, the binary would be left to
 * the system's init to reap (a container's often never does), and its CPU time would be missing
 * from this process's accounting.
 */
function childProcesses(): number[] {
  return childProcessesOf(process.pid).map((child) => child.pid);
}

/** Waits (at most two seconds) until these processes have ended and Node has reaped them. */
async function ended(pids: readonly number[]): Promise<void> {
  const deadline = Date.now() + 2000;
  while (pids.some((pid) => existsSync(`/proc/${pid}`)) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
}
