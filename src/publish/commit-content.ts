import { gitFailed } from './explain-git-failure.ts';
import type { Git } from './git.ts';

/**
 * Commits the content folder and nothing else: `git commit --only` takes the named paths from the
 * working tree and leaves every other staged or modified file of the owner's as it was.
 */
export async function commitContent(git: Git, pathspecs: readonly string[], message: string, identity: readonly string[]): Promise<void> {
  for (const args of [
    ['add', '-A', '--', ...pathspecs],
    [...identity, 'commit', '-q', '--only', '-m', message, '--', ...pathspecs],
  ]) {
    const done = await git(args);
    if (done.code !== 0) throw gitFailed(done);
  }
}
