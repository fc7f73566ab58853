import { gitFailed } from './explain-git-failure.ts';
import type { Git } from './git.ts';
import { PublishError } from './publish-error.ts';
import { shownAddress } from './watch-address.ts';

export interface PublishTarget {
  /** The remote's name (`origin`). */
  readonly remote: string;
  /** Its address, as configured. */
  readonly address: string;
  /** The branch on the remote that the host builds: the upstream's, else the current branch's name. */
  readonly branch: string;
  /** Whether the current branch has an upstream; the first push sets one (`-u`). */
  readonly tracked: boolean;
}

/**
 * Where the content goes: the current branch's upstream remote, else `origin`, else the only
 * remote. Several remotes and none of those is a guess this command does not make.
 */
export async function findRemote(git: Git): Promise<PublishTarget> {
  const current = await git(['symbolic-ref', '-q', '--short', 'HEAD']);
  if (current.code !== 0) {
    throw new PublishError(
      'DetachedHead',
      'The repository on this computer shows an earlier version of the site instead of the latest one, so nothing was published: in GitHub Desktop choose main at the top of the window, then run npm run publish again.',
    );
  }
  const local = current.stdout.trim();
  const listed = await git(['remote']);
  if (listed.code !== 0) throw gitFailed(listed);
  const remotes = listed.stdout.split(/\r?\n/).filter((name) => name !== '');
  if (remotes.length === 0) {
    throw new PublishError(
      'NoRemote',
      'The repository on this computer is not linked to one online yet, so there is nowhere to publish to: open it in GitHub Desktop and click "Publish repository", then run npm run publish again.',
    );
  }
  const configured = (await git(['config', '--get', `branch.${local}.remote`])).stdout.trim();
  const merge = (await git(['config', '--get', `branch.${local}.merge`])).stdout.trim();
  const tracked = remotes.includes(configured) && merge.startsWith('refs/heads/');
  const remote = tracked ? configured : remotes.includes('origin') ? 'origin' : remotes.length === 1 ? remotes[0]! : undefined;
  if (remote === undefined) {
    const addresses = await Promise.all(remotes.map(async (name) => shownAddress((await git(['remote', 'get-url', name])).stdout)));
    throw new PublishError(
      'SeveralRemotes',
      `The repository is linked to ${remotes.length} repositories online (${addresses.join(', ')}) and none is marked as the one to publish to, so nothing was published: ask whoever set it up which one the host builds from.`,
    );
  }
  const address = await git(['remote', 'get-url', remote]);
  if (address.code !== 0) throw gitFailed(address);
  return { remote, address: address.stdout.trim(), branch: tracked ? merge.slice('refs/heads/'.length) : local, tracked };
}
