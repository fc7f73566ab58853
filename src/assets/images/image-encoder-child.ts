/**
 * The image encoder's process (started by image-encoder.ts when a build finds a picture whose
 * files are not in the cache). It encodes the jobs it is sent, several at a time as they come, and
 * answers each by its id. It runs with glibc's allocator kept to two arenas (MALLOC_ARENA_MAX=2,
 * set by the parent), which only counts when a process starts: libvips's threads otherwise each
 * fragment an arena of their own, and memory grew with every photo.
 */
import { encodeMissing, type EncodeJob, type EncodeResult } from './encode-missing.ts';

export interface EncoderRequest {
  readonly id: number;
  readonly job: EncodeJob;
}

export type EncoderReply = { readonly id: number; readonly result: EncodeResult } | { readonly id: number; readonly error: string };

if (!process.send) throw new Error('image-encoder-child.ts runs as a child process; image-encoder.ts starts it');
const send = process.send.bind(process);
process.on('message', (request: EncoderRequest) => {
  encodeMissing(request.job).then(
    (result) => send({ id: request.id, result } satisfies EncoderReply),
    (error: unknown) => send({ id: request.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies EncoderReply),
  );
});
