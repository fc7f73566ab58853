/**
 * Why `site publish` stopped, one permanent name each, so tests and tools can tell the cases apart
 * whatever the wording becomes.
 */
export type PublishErrorCode =
  /** Spawning `git` failed with ENOENT. */
  | 'GitMissing'
  /** The content folder is not inside a Git repository. */
  | 'NotARepository'
  /** The repository has no remote to publish to. */
  | 'NoRemote'
  /** Several remotes, none of them the branch's upstream nor `origin`: which one the host builds is a guess. */
  | 'SeveralRemotes'
  /** HEAD is detached: there is no branch to publish. */
  | 'DetachedHead'
  /** A merge (or similar) started elsewhere is unfinished: a partial commit is impossible until it ends. */
  | 'MergeInProgress'
  /** Network: the host cannot be resolved or reached. */
  | 'Unreachable'
  /** The address answers, but there is no repository there (or none this account may see). */
  | 'NotFound'
  /** The host refused the credentials, or none could be given. */
  | 'SignInRefused'
  /** The host refused the push for a reason of its own: a protected branch, a pre-receive hook. */
  | 'Refused'
  /** The remote kept moving: the push was rejected again after one fetch-and-merge. */
  | 'KeptMoving'
  /** The owner's change and one online touched the same file; the owner's version is kept aside. */
  | 'Conflict'
  /** A merge cannot start because uncommitted files outside the content folder are in its way. */
  | 'LocalChangesInTheWay'
  /** Nothing in the content differs from the published site, and there is nothing unpushed. */
  | 'NothingToPublish'
  /** The content checks found problems (the message lists them, one located sentence each). */
  | 'ContentProblems'
  /** Git failed in a way none of the above describes; the message quotes it. */
  | 'GitFailed';

/**
 * Thrown when publishing cannot go on. The message is all the owner reads: plain sentences saying
 * what happened and what to do, without Git's words (the CLI prints it and exits 1, no stack).
 */
export class PublishError extends Error {
  override readonly name = 'PublishError';
  constructor(
    readonly code: PublishErrorCode,
    message: string,
  ) {
    super(message);
  }
}
