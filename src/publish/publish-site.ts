import type { ProgressOutput } from '../cli/progress-line.ts';
import { runContentChecks } from '../cli/content-checks.ts';
import { ContentError } from '../errors/content-error.ts';
import { formatIssues } from '../errors/format-issues.ts';
import { commitContent } from './commit-content.ts';
import { commitIdentity } from './commit-identity.ts';
import { contentPathspecs } from './content-pathspecs.ts';
import { contentTrees } from './content-trees.ts';
import { describeContentChanges } from './describe-content-changes.ts';
import { fetchPublished } from './fetch-published.ts';
import { findRemote } from './find-remote.ts';
import { findRepository } from './find-repository.ts';
import type { Git } from './git.ts';
import { mergePublished } from './merge-published.ts';
import { PublishError } from './publish-error.ts';
import { pushContent } from './push-content.ts';
import { readContentChanges } from './read-content-changes.ts';
import { watchAddress } from './watch-address.ts';

export interface PublishOptions {
  readonly contentDir: string;
  /** The environment Git runs with. */
  readonly env: NodeJS.ProcessEnv;
  /** The clock that names a kept-aside folder. */
  readonly now: () => Date;
  readonly progress?: ProgressOutput;
  /** Where the checks' warnings go. */
  readonly log: (line: string) => void;
}

export interface PublishResult {
  /** What changed, in one sentence (the commit's message); '' when only earlier commits were sent. */
  readonly description: string;
  /** Where to watch the host build it. */
  readonly watch: string;
}

/**
 * `site publish`, step by step, the cheap checks first: Git, the repository, where it is linked
 * to, what was published there, what changed since; then the content checks, one commit of the
 * content folder, a merge of whatever was published meanwhile, and the push.
 */
export async function publishSite(options: PublishOptions): Promise<PublishResult> {
  const { top, prefix, git } = await findRepository(options.contentDir, options.env);
  const target = await findRemote(git);
  let published = await fetchPublished(git, target);
  const head = await commitOf(git, 'HEAD');
  const base = head && published ? await commitOf(git, 'merge-base', head, published) : undefined;
  const pathspecs = await contentPathspecs(git, prefix);
  const trees = await contentTrees(git, { prefix, pathspecs, head, base });
  const unpushed = head !== undefined && (published === undefined || (await lacks(git, published, head)));
  if (trees.working === trees.published && !unpushed) {
    throw new PublishError('NothingToPublish', 'Nothing to publish: the content is the same as on the published site.');
  }

  await checkContent(options);
  const description = await describeContentChanges(await readContentChanges(git, trees.published, trees.working));
  const identity = await commitIdentity(git, options.contentDir);
  if (trees.working !== trees.committed) await commitContent(git, pathspecs, description || 'The content put back as it was published', identity);

  for (let attempt = 1; ; attempt += 1) {
    if (published && (await lacks(git, 'HEAD', published))) await mergePublished(git, { ref: published, top, prefix, identity, now: options.now });
    if (await pushContent(git, target)) break;
    if (attempt === 2) {
      throw new PublishError(
        'KeptMoving',
        'The site online kept changing while this was being sent, so nothing was published: wait a minute, then run npm run publish again.',
      );
    }
    published = await fetchPublished(git, target);
  }
  return { description, watch: watchAddress(target.address) };
}

/** The strict checks of `site check --built`: what is still the sample's stops the publish too. */
async function checkContent(options: PublishOptions): Promise<void> {
  try {
    const { warnings } = await runContentChecks({ contentDir: options.contentDir, strict: true, ...(options.progress ? { progress: options.progress } : {}) });
    for (const warning of warnings) options.log(warning);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    const count = error.issues.length;
    throw new PublishError(
      'ContentProblems',
      `${formatIssues(error.issues)}\n\n${count} problem${count === 1 ? '' : 's'} found, so nothing was published: fix ${count === 1 ? 'it' : 'them'}, then run npm run publish again.`,
    );
  }
}

/** A commit id: of a revision (`HEAD`, undefined before the first commit), or of `merge-base a b` (undefined if unrelated). */
async function commitOf(git: Git, ...args: string[]): Promise<string | undefined> {
  const found = await git(args.length === 1 ? ['rev-parse', '-q', '--verify', `${args[0]}^{commit}`] : args);
  return found.code === 0 ? found.stdout.trim() : undefined;
}

/** True when `tip` has commits that `other` lacks. */
async function lacks(git: Git, other: string, tip: string): Promise<boolean> {
  const counted = await git(['rev-list', '--count', `${other}..${tip}`]);
  return counted.code === 0 && Number(counted.stdout.trim()) > 0;
}
