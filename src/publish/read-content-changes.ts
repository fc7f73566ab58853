import type { ContentChange } from './content-change.ts';
import { readsContent } from './describe-content-changes.ts';
import { gitFailed } from './explain-git-failure.ts';
import type { Git } from './git.ts';

const STATUS: Readonly<Record<string, ContentChange['status']>> = { A: 'added', D: 'removed' };
/** All zeros: the side of a change where the file does not exist. */
const NO_FILE = /^0+$/;

/**
 * The files that differ between two trees of the content folder, paths relative to it, with the
 * bytes of both versions for the files described by their content (spreadsheets, site.json).
 */
export async function readContentChanges(git: Git, before: string, after: string): Promise<ContentChange[]> {
  const diff = await git(['diff-tree', '-r', '-z', '--no-renames', '--raw', before, after]);
  if (diff.code !== 0) throw gitFailed(diff);
  // -z: ":100644 100644 <old> <new> M" NUL path NUL, for each file.
  const fields = diff.stdout.split('\0');
  const changes: ContentChange[] = [];
  for (let index = 0; index + 1 < fields.length; index += 2) {
    const [, oldMode = '', newMode = '', oldId = '', newId = '', letter = ''] = /^:(\d+) (\d+) (\w+) (\w+) (\w)/.exec(fields[index] ?? '') ?? [];
    const path = fields[index + 1] ?? '';
    if (letter === '') continue;
    const status = STATUS[letter] ?? 'changed';
    // A folder of another repository inside the content (mode 160000) has no bytes to read.
    const readable = readsContent(path) && oldMode !== '160000' && newMode !== '160000';
    const blob = async (id: string) => (readable && !NO_FILE.test(id) ? (await git(['cat-file', 'blob', id])).bytes : undefined);
    const [beforeBytes, afterBytes] = await Promise.all([blob(oldId), blob(newId)]);
    changes.push({ path, status, ...(beforeBytes ? { before: beforeBytes } : {}), ...(afterBytes ? { after: afterBytes } : {}) });
  }
  return changes;
}
