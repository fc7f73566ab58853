import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { bundledEntry } from '../../runtime/bundled-entry.ts';
import type { EncodeJob, EncodeResult } from './encode-missing.ts';
import type { EncoderReply, EncoderRequest } from './image-encoder-child.ts';

const CHILD = fileURLToPath(new URL('./image-encoder-child.ts', import.meta.url));

let child: ChildProcess | undefined;
let nextId = 1;
const waiting = new Map<number, { resolve: (result: EncodeResult) => void; reject: (error: Error) => void }>();

/**
 * Makes an image's missing files in the image encoder's process, started at the first picture a
 * build must encode and kept for the next ones: a build whose pictures are all in the cache starts
 * none. Only that process needs glibc's allocator limit (see image-encoder-child.ts), so the
 * command itself no longer starts itself twice to get it. The process does not keep the build's
 * process alive while it has nothing to do.
 */
export function encodeInChild(job: EncodeJob): Promise<EncodeResult> {
  const encoder = (child ??= startEncoder());
  const id = nextId++;
  if (waiting.size === 0) hold(encoder, true);
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    encoder.send({ id, job } satisfies EncoderRequest);
  });
}

function startEncoder(): ChildProcess {
  const started = fork(bundledEntry(CHILD), [], {
    execArgv: [],
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, MALLOC_ARENA_MAX: '2' },
  });
  started.on('message', (reply: EncoderReply) => {
    const request = waiting.get(reply.id);
    if (!request) return;
    waiting.delete(reply.id);
    if (waiting.size === 0) hold(started, false);
    if ('error' in reply) request.reject(new Error(`the image encoder failed: ${reply.error}`));
    else request.resolve(reply.result);
  });
  const fail = (why: string) => {
    if (child === started) child = undefined;
    const requests = [...waiting.values()];
    waiting.clear();
    for (const request of requests) request.reject(new Error(`the image encoder stopped: ${why}`));
  };
  started.on('error', (error) => fail(error.message));
  started.on('exit', (code, signal) => fail(signal ? `signal ${signal}` : `exit code ${code}`));
  return started;
}

/** Keeps the build's process alive while the encoder has work, and lets it end when it has none. */
function hold(encoder: ChildProcess, busy: boolean): void {
  const channel = encoder.channel as { ref(): void; unref(): void } | undefined;
  if (busy) {
    encoder.ref();
    channel?.ref();
  } else {
    encoder.unref();
    channel?.unref();
  }
}
