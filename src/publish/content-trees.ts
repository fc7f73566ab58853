import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gitFailed } from './explain-git-failure.ts';
import type { Git } from './git.ts';

export interface ContentTrees {
  /** The content folder as it is on disk now, changes not yet committed and new files included. */
  readonly working: string;
  /** At HEAD: what is already committed here. */
  readonly committed: string;
  /** At the last publish (the merge-base with the remote branch); the empty tree before the first one. */
  readonly published: string;
  readonly empty: string;
}

/**
 * The content folder as three Git trees, so "what changed" is a diff of trees. The working one is
 * written through a temporary index (GIT_INDEX_FILE): the owner's own index, and whatever they
 * have staged there, stays untouched.
 */
export async function contentTrees(
  git: Git,
  options: { prefix: string; pathspecs: readonly string[]; head: string | undefined; base: string | undefined },
): Promise<ContentTrees> {
  const made = await git(['mktree'], { input: '' });
  if (made.code !== 0) throw gitFailed(made);
  const empty = made.stdout.trim();
  const at = async (commit: string | undefined) => {
    if (commit === undefined) return empty;
    const tree = await git(['rev-parse', '-q', '--verify', options.prefix === '' ? `${commit}^{tree}` : `${commit}:${options.prefix.replace(/\/$/, '')}`]);
    return tree.code === 0 ? tree.stdout.trim() : empty;
  };
  return {
    working: await workingTree(git, options.prefix, options.pathspecs, options.head, empty),
    committed: await at(options.head),
    published: await at(options.base),
    empty,
  };
}

async function workingTree(git: Git, prefix: string, pathspecs: readonly string[], head: string | undefined, empty: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'site-publish-'));
  const env = { GIT_INDEX_FILE: path.join(folder, 'index') };
  try {
    for (const args of [head === undefined ? ['read-tree', '--empty'] : ['read-tree', head], ['add', '-A', '--', ...pathspecs]]) {
      const done = await git(args, { env });
      if (done.code !== 0) throw gitFailed(done);
    }
    // --prefix fails when the folder holds nothing Git would keep: the content is then empty.
    const written = await git(prefix === '' ? ['write-tree'] : ['write-tree', `--prefix=${prefix}`], { env });
    return written.code === 0 ? written.stdout.trim() : empty;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
