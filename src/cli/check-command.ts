import path from 'node:path';
import { checkSite } from '../build.ts';
import { runContentChecks } from './content-checks.ts';
import type { ProgressOutput } from './progress-line.ts';

export interface CheckCommandOptions {
  content: string;
  /** With --built: build into a temporary folder and crawl the pages (see verify/verify-built-site.ts). */
  built?: boolean;
  /** With --strict: what is still the sample's or an example is a problem (exit 1), not a warning. */
  strict?: boolean;
  /** The address the site will be built for, when a host gives it (GitHub Pages) rather than site.json. */
  baseUrl?: string;
  basePath?: string;
}

/** `site check`: validate the content and the page map without writing anything. */
export async function checkCommand(options: CheckCommandOptions, log: (line: string) => void, progressOutput?: ProgressOutput): Promise<void> {
  const contentDir = path.resolve(options.content);
  const address = {
    ...(options.baseUrl !== undefined ? { baseUrl: options.baseUrl } : {}),
    ...(options.basePath !== undefined ? { basePath: options.basePath } : {}),
  };
  if (options.built) return checkBuilt({ contentDir, strict: options.strict ?? false, ...address }, log, progressOutput);
  const { site, routes, warnings } = await checkSite({ contentDir, strict: options.strict ?? false, ...address });
  log(`The content is valid: ${site.products.length} products, ${site.blogPosts.length} posts, ${routes.length} pages.`);
  for (const warning of warnings) log(warning);
}

/** `site check --built`: the problems only finished pages show, one located sentence each (exit 1 through the ContentError). */
async function checkBuilt(
  options: { contentDir: string; strict: boolean; baseUrl?: string; basePath?: string },
  log: (line: string) => void,
  progressOutput: ProgressOutput | undefined,
): Promise<void> {
  const { pages, files, warnings } = await runContentChecks({ ...options, ...(progressOutput ? { progress: progressOutput } : {}) });
  log(
    `The built site is sound: ${pages} pages and ${files} files, every link and picture of the site leads to a file, every page has a title and a description, and no two pages share a title.`,
  );
  for (const warning of warnings) log(warning);
}
