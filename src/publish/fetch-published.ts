import { explainGitFailure, gitFailed } from './explain-git-failure.ts';
import type { Git } from './git.ts';
import type { PublishTarget } from './find-remote.ts';

/**
 * Fetches the branch the host builds and returns the ref that now holds it
 * (`refs/remotes/origin/main`), or undefined when the remote has no such branch yet: the first
 * publish. The remote-tracking ref is the usual one, so GitHub Desktop shows the same state.
 */
export async function fetchPublished(git: Git, target: PublishTarget): Promise<string | undefined> {
  const ref = `refs/remotes/${target.remote}/${target.branch}`;
  const fetched = await git(['fetch', '--no-tags', target.remote, `+refs/heads/${target.branch}:${ref}`], { interactive: true });
  if (fetched.code !== 0) {
    if (/couldn't find remote ref/i.test(fetched.stderr)) return undefined;
    throw explainGitFailure(fetched, target.address);
  }
  const verified = await git(['rev-parse', '-q', '--verify', `${ref}^{commit}`]);
  if (verified.code !== 0) throw gitFailed(verified);
  return ref;
}
