import path from 'node:path';
import { checkSite } from '../build.ts';
import { ContentError } from '../errors/content-error.ts';
import { verifyBuiltSite } from '../verify/verify-built-site.ts';
import { createProgressReporter, type ProgressOutput } from './progress-line.ts';

export interface CheckCommandOptions {
  content: string;
  /** With --built: build into a temporary folder and crawl the pages (see verify/verify-built-site.ts). */
  built?: boolean;
}

/** `site check`: validate the content and the page map without writing anything. */
export async function checkCommand(options: CheckCommandOptions, log: (line: string) => void, progressOutput?: ProgressOutput): Promise<void> {
  const contentDir = path.resolve(options.content);
  if (options.built) return checkBuilt(contentDir, log, progressOutput);
  const { site, routes } = await checkSite({ contentDir });
  log(`The content is valid: ${site.products.length} products, ${site.blogPosts.length} posts, ${routes.length} pages.`);
}

/** `site check --built`: the problems only finished pages show, one located sentence each (exit 1 through the ContentError). */
async function checkBuilt(contentDir: string, log: (line: string) => void, progressOutput: ProgressOutput | undefined): Promise<void> {
  const progress = progressOutput ? createProgressReporter(progressOutput) : undefined;
  try {
    const { pages, files, issues } = await verifyBuiltSite({ contentDir, ...(progress ? { onProgress: progress.onProgress } : {}) });
    progress?.stop();
    if (issues.length > 0) throw new ContentError(issues);
    log(
      `The built site is sound: ${pages} pages and ${files} files, every link and picture of the site leads to a file, every page has a title and a description, and no two pages share a title.`,
    );
  } finally {
    progress?.stop();
  }
}
