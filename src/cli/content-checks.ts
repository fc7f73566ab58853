import { ContentError } from '../errors/content-error.ts';
import type { ContentIssue } from '../errors/content-issue.ts';
import { formatIssue } from '../errors/format-issues.ts';
import { verifyBuiltSite } from '../verify/verify-built-site.ts';
import { createProgressReporter, type ProgressOutput } from './progress-line.ts';

export interface ContentChecksOptions {
  readonly contentDir: string;
  /** With --strict (the publishing recipes, `site publish`): what is still the sample's is a problem, not a warning. */
  readonly strict: boolean;
  /** The address the site is built for, when not site.json's (a GitHub Pages build gives it). */
  readonly baseUrl?: string;
  readonly basePath?: string;
  /** Where the live progress line goes; none prints nothing while the checks run. */
  readonly progress?: ProgressOutput;
}

export interface ContentChecksResult {
  readonly pages: number;
  readonly files: number;
  /** One sentence each, to print after the result: what passes but should not be published as it is. */
  readonly warnings: readonly string[];
}

/**
 * Everything the owner's content must pass before it is published: every file read and
 * cross-checked, the site built into a temporary folder and crawled (verify-built-site.ts), and
 * nothing left of the sample or the starter's examples (a warning, a problem when strict).
 * Every problem is thrown at once as a ContentError; `site check --built` and `site publish` run it.
 */
export async function runContentChecks(options: ContentChecksOptions): Promise<ContentChecksResult> {
  const progress = options.progress ? createProgressReporter(options.progress) : undefined;
  try {
    const { pages, files, issues, sampleIdentity } = await verifyBuiltSite({
      contentDir: options.contentDir,
      strict: options.strict,
      ...(options.baseUrl !== undefined ? { baseUrl: options.baseUrl } : {}),
      ...(options.basePath !== undefined ? { basePath: options.basePath } : {}),
      ...(progress ? { onProgress: progress.onProgress } : {}),
    });
    progress?.stop();
    if (issues.length > 0) throw new ContentError(issues);
    const warnings = sampleIdentityWarnings(sampleIdentity);
    return { pages, files, warnings: warnings.length === 0 ? [] : [...warnings, whatTheyMean(warnings.length)] };
  } finally {
    progress?.stop();
  }
}

/**
 * What is still the sample's, one warning sentence each, as every warning of a build is written
 * (`Warning: …`, after the summary line): a build in CI prints these.
 */
export function sampleIdentityWarnings(issues: readonly ContentIssue[]): string[] {
  return issues.map((issue) => `Warning: ${formatIssue(issue)}`);
}

/** What the warnings mean for publishing: the last line of `verify`, which is where the owner reads them. */
function whatTheyMean(count: number): string {
  return `${count === 1 ? 'This is' : `These ${count} are`} still the sample's or an example: fine while you try the site out, but the publishing recipes (and npm run publish) stop until ${count === 1 ? 'it is' : 'they are'} replaced.`;
}
