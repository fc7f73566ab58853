import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildSite, type BuildOptions } from '../build.ts';
import type { ContentIssue } from '../errors/content-issue.ts';
import { writeDist } from '../output/write-dist.ts';
import { checkPageTexts } from './check-page-texts.ts';
import { crawlBuiltSite } from './crawl-built-site.ts';
import { locateBrokenReferences } from './locate-broken-references.ts';
import { pageOrigins } from './page-origins.ts';

export interface VerifyResult {
  readonly pages: number;
  readonly files: number;
  readonly issues: readonly ContentIssue[];
  /** What is still the sample's or an example (content/find-sample-identity.ts); with `strict`, the build stops on it instead. */
  readonly sampleIdentity: readonly ContentIssue[];
}

/**
 * `site check --built`: builds the content into a temporary folder (never dist/, never the build
 * cache's record of it) and crawls what was built, for what only the finished pages show: links and
 * pictures written in Markdown that lead nowhere, #parts that do not exist, pages without a title or
 * a description, and titles two pages share. The folder is removed afterwards, whatever happens.
 * A content mistake the build refuses is thrown as the build throws it (a ContentError).
 *
 * The search index is left out: it takes long to make, and no link of the owner's leads into it.
 */
export async function verifyBuiltSite(
  options: Pick<BuildOptions, 'contentDir' | 'publicDir' | 'now' | 'onProgress' | 'strict' | 'baseUrl' | 'basePath'>,
): Promise<VerifyResult> {
  const folder = await mkdtemp(path.join(tmpdir(), 'site-verify-'));
  try {
    const out = path.join(folder, 'site');
    const { result } = await writeDist(out, (sink) => buildSite({ ...options, search: false }, sink));
    const { site, routes, content } = result;
    // Crawled under the base path it was built for: what is checked is what the host will serve.
    const crawl = await crawlBuiltSite(out, { origin: new URL(site.origin).origin, base: site.paths.base });
    const issues = [
      ...locateBrokenReferences(crawl.broken, content, site.paths, options.contentDir),
      ...checkPageTexts(crawl.pages, pageOrigins(routes, content.pages)),
    ];
    return { pages: crawl.pages.length, files: crawl.files, issues, sampleIdentity: result.sampleIdentity };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
