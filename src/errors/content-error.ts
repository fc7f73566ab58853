import type { ContentIssue } from './content-issue.ts';

/**
 * Thrown when the content has problems. It carries every issue found in one run, so the owner
 * fixes them all at once instead of one per build. The CLI prints them and exits 1; it never
 * prints this error's stack, because the fault is in a spreadsheet, not in the program.
 */
export class ContentError extends Error {
  override readonly name = 'ContentError';
  constructor(readonly issues: readonly ContentIssue[]) {
    super(`${issues.length} problem${issues.length === 1 ? '' : 's'} in the content`);
  }
}

/** A wrong command line (unknown option, missing folder): exit code 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}
