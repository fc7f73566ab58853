import { isScratchFile } from '../dev/is-scratch-file.ts';
import { gitFailed } from './explain-git-failure.ts';
import { type Git, literal } from './git.ts';

/**
 * What is sent of the content folder: all of it, ignored files left out as Git leaves them out,
 * and new files that programs write while they save (Excel's `~$catalogue.xlsx` while the
 * workbook is open, `.DS_Store`) left out too, which the owner never meant to send.
 */
export async function contentPathspecs(git: Git, prefix: string): Promise<string[]> {
  const untracked = await git(['ls-files', '-z', '--others', '--exclude-standard', '--', literal(prefix)]);
  if (untracked.code !== 0) throw gitFailed(untracked);
  const scratch = untracked.stdout
    .split('\0')
    .filter((file) => file !== '' && file.startsWith(prefix) && isScratchFile(file.slice(prefix.length)))
    .map((file) => `:(exclude,literal)${file}`);
  return [literal(prefix), ...scratch];
}
