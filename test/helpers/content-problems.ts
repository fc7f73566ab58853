import { checkSite } from '../../src/build.ts';
import { ContentError } from '../../src/errors/content-error.ts';
import { formatIssue, sortIssues } from '../../src/errors/format-issues.ts';

/**
 * Runs the content checks on a folder and returns the sentences the owner would read, with the
 * temporary folder shown as `content/`, as it is when the owner runs the build.
 */
export async function contentProblems(dir: string): Promise<string[]> {
  try {
    await checkSite({ contentDir: dir });
  } catch (error) {
    if (error instanceof ContentError) return sortIssues(error.issues).map((issue) => formatIssue(issue).replaceAll(`${dir}/`, 'content/'));
    throw error;
  }
  return [];
}

/** The code and the sentence of each problem, in the order found, so a test also pins which failure mode it is. */
export async function contentIssues(dir: string): Promise<{ code: string; sentence: string }[]> {
  try {
    await checkSite({ contentDir: dir });
  } catch (error) {
    if (error instanceof ContentError)
      return error.issues.map((issue) => ({ code: issue.code, sentence: formatIssue(issue).replaceAll(`${dir}/`, 'content/') }));
    throw error;
  }
  return [];
}
