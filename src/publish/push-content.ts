import { explainGitFailure, isBehind } from './explain-git-failure.ts';
import type { Git } from './git.ts';
import type { PublishTarget } from './find-remote.ts';

/**
 * Pushes HEAD to the branch the host builds, setting it as the upstream on the first publish.
 * False when the remote moved on meanwhile (the caller fetches, merges and tries once more).
 */
export async function pushContent(git: Git, target: PublishTarget): Promise<boolean> {
  const pushed = await git(['push', ...(target.tracked ? [] : ['-u']), target.remote, `HEAD:refs/heads/${target.branch}`], { interactive: true });
  if (pushed.code === 0) return true;
  if (isBehind(pushed.stderr)) return false;
  throw explainGitFailure(pushed, target.address);
}
