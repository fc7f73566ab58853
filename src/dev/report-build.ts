import type { BuildOutcome } from './create-builder.ts';

/** Said after every failed build, in the terminal and (in other words) in the overlay. */
export const STILL_SERVED = 'Fix the problem and save again; the last good site is still served.';

/**
 * The terminal lines for one build of `site dev`: one line for a good build; for a failed one the
 * located sentences exactly as the builder gives them (or the crash's stack), then what to do.
 */
export function reportBuild(outcome: BuildOutcome, milliseconds: number, first: boolean): string[] {
  if (outcome.ok) {
    if (first) return [`Built ${outcome.pages} pages in ${milliseconds} ms`];
    const files = outcome.written.length + outcome.removed.length;
    return [`Rebuilt in ${milliseconds} ms: ${files === 0 ? 'no file' : files === 1 ? '1 file' : `${files} files`} changed`];
  }
  if (outcome.kind === 'content') return [...outcome.problems, STILL_SERVED];
  // A fault in the program, not in the content: the stack helps whoever fixes it.
  return [`The build crashed (not a problem in your content): ${outcome.stack}`, STILL_SERVED];
}
