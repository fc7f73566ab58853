import { displayPath } from '../content/read/display-path.ts';
import { gitFailed } from './explain-git-failure.ts';
import { GIT_MISSING, type Git, gitIn } from './git.ts';
import { PublishError } from './publish-error.ts';

export interface Repository {
  /** The repository's top folder, as Git writes it (forward slashes on Windows too). */
  readonly top: string;
  /** The content folder relative to the top, with a trailing slash (`content/`), or '' when it is the top. */
  readonly prefix: string;
  /** Git, run in the top folder. */
  readonly git: Git;
}

/**
 * The repository the content folder lies in. Git answers from the folder itself, so a content
 * folder reached through a link (macOS's /tmp) still gets the right prefix.
 */
export async function findRepository(contentDir: string, env: NodeJS.ProcessEnv): Promise<Repository> {
  const found = await gitIn(contentDir, env)(['rev-parse', '--show-toplevel', '--show-prefix']);
  // macOS without its developer tools has a stand-in `git` that only offers to install them.
  if (found.code !== 0 && /xcrun: error|invalid active developer path/i.test(found.stderr)) throw new PublishError('GitMissing', GIT_MISSING);
  if (found.code !== 0) {
    if (/not a git repository/i.test(found.stderr)) {
      throw new PublishError(
        'NotARepository',
        `The content folder (${displayPath(contentDir)}) is not inside a repository, so it cannot be published: in GitHub Desktop choose File → Add local repository and pick the site's folder (or start from the template as docs/owner/setup.md says), then run npm run publish again.`,
      );
    }
    throw gitFailed(found);
  }
  const [top = '', prefix = ''] = found.stdout.split(/\r?\n/);
  const git = gitIn(top, env);
  // A partial commit is impossible while a merge (begun in GitHub Desktop, say) waits to be finished.
  if ((await git(['rev-parse', '-q', '--verify', 'MERGE_HEAD'])).code === 0) {
    throw new PublishError(
      'MergeInProgress',
      'The repository is in the middle of bringing two sets of changes together (begun in GitHub Desktop or another Git program), so nothing was published: finish or undo that there, then run npm run publish again.',
    );
  }
  return { top, prefix, git };
}
