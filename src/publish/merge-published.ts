import { gitFailed } from './explain-git-failure.ts';
import { type Git, literal } from './git.ts';
import { type KeptFile, keepAside } from './keep-aside.ts';
import { PublishError } from './publish-error.ts';

export interface MergeOptions {
  /** The remote-tracking ref of the published branch (`refs/remotes/origin/main`). */
  readonly ref: string;
  readonly top: string;
  /** The content folder relative to the top (`content/`). */
  readonly prefix: string;
  readonly identity: readonly string[];
  readonly now: () => Date;
}

/**
 * Brings in what was published from elsewhere since (a web upload, another computer), so nothing
 * of the other side is lost. A file both sides changed is not merged line by line (a spreadsheet's
 * rows are not lines): the owner's version is kept aside, the one online is taken, the merge is
 * completed, and the owner is told to make the change again; the next publish then goes through.
 */
export async function mergePublished(git: Git, options: MergeOptions): Promise<void> {
  // Git refuses to merge while anything is staged; what the owner staged outside the content
  // folder is unstaged for the merge and staged again after it.
  const staged = await git(['diff-index', '--cached', '--name-only', '-z', 'HEAD']);
  const stagedFiles = staged.stdout.split('\0').filter((file) => file !== '');
  if (stagedFiles.length > 0) await git(['reset', '-q', '--', ...stagedFiles.map(literal)]);
  try {
    const merged = await git([...options.identity, 'merge', '--no-edit', '--ff', '--allow-unrelated-histories', options.ref]);
    if (merged.code === 0) return;
    const unmerged = await git(['ls-files', '-u', '-z']);
    if (unmerged.stdout === '') throw inTheWay(merged.stderr) ?? gitFailed(merged);
    await resolveWithTheirs(git, options, unmerged.stdout);
  } finally {
    if (stagedFiles.length > 0) await git(['add', '-A', '--', ...stagedFiles.map(literal)]);
  }
}

async function resolveWithTheirs(git: Git, options: MergeOptions, unmerged: string): Promise<never> {
  // -u -z: "<mode> <id> <stage>\t<path>" per stage of each conflicted file; stage 2 is ours, 3 theirs.
  const files = new Map<string, { ours?: string; theirs?: string }>();
  for (const entry of unmerged.split('\0')) {
    const match = /^\d+ (\w+) ([123])\t(.*)$/s.exec(entry);
    if (!match) continue;
    const [, id = '', stage, file = ''] = match;
    const sides = files.get(file) ?? {};
    if (stage === '2') sides.ours = id;
    if (stage === '3') sides.theirs = id;
    files.set(file, sides);
  }
  const shown = (file: string) => (file.startsWith(options.prefix) ? file.slice(options.prefix.length) : file);
  const kept: KeptFile[] = [];
  for (const [file, { ours, theirs }] of files) {
    // --filters: the file as it was on disk (Windows line ends, a Git LFS photo's real bytes), not as stored.
    if (ours) kept.push({ path: shown(file), bytes: (await git(['cat-file', '--filters', `--path=${file}`, ours])).bytes });
    const steps = theirs
      ? [
          ['checkout', '--theirs', '--', literal(file)],
          ['add', '--', literal(file)],
        ]
      : [['rm', '-q', '--', literal(file)]];
    for (const args of steps) {
      const done = await git(args);
      if (done.code !== 0) throw gitFailed(done);
    }
  }
  const folder = kept.length > 0 ? await keepAside(options.top, options.now(), kept) : '';
  const completed = await git([...options.identity, 'commit', '-q', '--no-edit']);
  if (completed.code !== 0) throw gitFailed(completed);
  throw new PublishError('Conflict', conflictSentence([...files.keys()].map(shown), kept, folder));
}

function conflictSentence(files: readonly string[], kept: readonly KeptFile[], folder: string): string {
  const one = files.length === 1;
  const changed = `${listed(files)} ${one ? 'was' : 'were'} also changed online since your last publish, so nothing was published.`;
  if (kept.length === 0) {
    return `${changed} The content folder now holds the ${one ? 'one' : 'ones'} online: remove ${one ? 'it' : 'them'} again if you still mean to, then run npm run publish again.`;
  }
  if (one) {
    return `${changed} Your version is kept in ${folder}/${kept[0]!.path}, and the content folder now holds the one online: make your change again in it, then run npm run publish again.`;
  }
  return `${changed} Your versions are kept in ${folder}/, and the content folder now holds the ones online: make your changes again in them, then run npm run publish again.`;
}

/** Git stops before merging when a changed or new file of the owner's would be overwritten; it lists them indented. */
function inTheWay(stderr: string): PublishError | undefined {
  if (!/would be overwritten by merge/i.test(stderr)) return undefined;
  const files = stderr
    .split(/\r?\n/)
    .filter((line) => /^\s/.test(line) && line.trim() !== '')
    .map((line) => line.trim());
  const one = files.length === 1;
  return new PublishError(
    'LocalChangesInTheWay',
    `${files.length > 0 ? listed(files) : 'Some files'} ${one ? 'was' : 'were'} changed both online and on this computer, outside the content folder, so nothing was published: undo the change on this computer (in GitHub Desktop: right-click the file, Discard changes) or ask whoever looks after the site's code, then run npm run publish again.`,
  );
}

function listed(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
