import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ShardJob, ShardReply } from './index-shard-child.ts';
import type { SearchShard } from './plan-search-shards.ts';
import { bundledEntry } from '../runtime/bundled-entry.ts';

const CHILD = fileURLToPath(new URL('./index-shard-child.ts', import.meta.url));

/** The files one shard's index is made of, relative to the site's root, "/"-separated, sorted. */
export interface IndexedShardFiles {
  readonly files: string[];
}

/**
 * Writes one shard's Pagefind index into {siteDir}/{shard.dir} from a child process that runs at
 * the lowest priority (see index-shard-child.ts), so that it only takes CPU the page renderers
 * leave idle. Records travel over IPC with the structured-clone serialization: for 10,000 records
 * that is 40 ms end to end and 8 ms of this process's time, against 65-85 ms (and 30 ms here) for
 * a temporary JSON file and 80 ms for JSON over IPC.
 *
 * `signal` stops it: the child is disconnected, stops its Pagefind and exits, and the promise
 * rejects only once it has, so a caller that then removes the folder races no writer.
 */
export function indexShard(shard: SearchShard, siteDir: string, signal?: AbortSignal): Promise<IndexedShardFiles> {
  const job: ShardJob = { name: shard.name, dir: shard.dir, siteDir, records: shard.records, primary: shard.name === '0' };
  const failed = (why: string) => new Error(`The search index shard ${shard.name} (${shard.dir}, ${shard.records.length} records) could not be built: ${why}`);
  if (signal?.aborted) return Promise.reject(failed('it was stopped'));
  return new Promise((resolve, reject) => {
    // Plain Node runs the child's code bundled into JavaScript (see bundled-entry.ts): a process that
    // had tsx compile it first took a third of a second of CPU, for each of the catalogue's shards.
    const child = fork(bundledEntry(CHILD), [], { execArgv: [], serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    let reply: ShardReply | undefined;
    child.once('message', (message: ShardReply) => {
      reply = message;
    });
    child.once('error', (error) => reject(failed(error.message)));
    const stop = () => {
      if (child.connected) child.disconnect();
    };
    signal?.addEventListener('abort', stop, { once: true });
    // Stopped, it answers nothing, and once it has exited nothing of it writes any more (it ends its
    // Pagefind first). 'exit', because 'close' does not always follow a disconnect the parent made.
    child.once('exit', () => {
      signal?.removeEventListener('abort', stop);
      if (signal?.aborted) reject(failed('it was stopped'));
    });
    // 'close' comes after the process ended and its IPC channel closed, so the answer is in by then.
    child.once('close', (code, ended) => {
      if (reply?.ok) resolve({ files: reply.files });
      else if (reply) reject(failed(reply.message));
      else reject(failed(`its process ended without an answer (${ended ? `signal ${ended}` : `exit code ${code}`})`));
    });
    child.send(job);
  });
}
