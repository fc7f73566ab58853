import path from 'node:path';
import { currentCodeVersion, writeSite } from '../build.ts';
import { hashText } from '../incremental/digest.ts';
import { BuildCache, cacheFolders } from '../incremental/build-cache.ts';
import { loadState, saveState } from '../incremental/build-state.ts';
import { SITE_SETTINGS_FILE } from '../content/schemas/site-settings.ts';
import { addressWarnings, isCi } from '../report/address-warnings.ts';
import { sampleIdentityWarnings } from './content-checks.ts';
import { hostLimitWarnings, type HostLimits } from '../report/host-limits.ts';
import { sizeReport } from '../report/size-report.ts';
import { createProgressReporter, type ProgressOutput } from './progress-line.ts';
import { commandStartedAt, secondsSince } from './command-clock.ts';

export interface BuildCommandOptions {
  content: string;
  out: string;
  baseUrl?: string;
  basePath?: string;
  /** False with --no-cache: build everything anew and leave the cache alone. */
  cache?: boolean;
  /** False with --no-search: no search index, and no search button in the pages. */
  search?: boolean;
  quiet?: boolean;
  /** With --report: print the bytes before the first paint and the JavaScript of each template. */
  report?: boolean;
  /** With --strict: stop on what is still the sample's or an example, instead of warning about it in CI. */
  strict?: boolean;
  /** Other limits than the hosts' own (report/host-limits.ts), so a test need not write 20,000 files. */
  hostLimits?: HostLimits;
  /** The environment the address warnings read (CI, NETLIFY, CF_PAGES); process.env by default. */
  environment?: NodeJS.ProcessEnv;
}

/** Where the build keeps what later builds reuse: one state file per output folder. */
export function stateFileFor(outDir: string, folder = cacheFolders().site): string {
  return path.join(folder, `build-${hashText(path.resolve(outDir)).slice(0, 16)}.json`);
}

/**
 * `site build`: the whole site into a temporary folder, swapped into the output folder at the end.
 * With the cache (the default), pages whose inputs did not change since the last build are kept
 * from the previous folder as hard links instead of being rendered again.
 */
export async function buildCommand(options: BuildCommandOptions, log: (line: string) => void, progressOutput: ProgressOutput): Promise<void> {
  const started = commandStartedAt();
  // The one cache of this process; with --no-cache, without the state of earlier builds.
  const cache = new BuildCache();
  const cacheFile = stateFileFor(options.out, cache.folders.site);
  if (options.cache !== false) cache.state = loadState(cacheFile, currentCodeVersion());
  const progress = createProgressReporter(progressOutput, { quiet: options.quiet ?? false });
  try {
    const { result, files, bytes, entries } = await writeSite(
      options.out,
      {
        contentDir: path.resolve(options.content),
        ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
        ...(options.basePath !== undefined ? { basePath: options.basePath } : {}),
        ...(options.search === false ? { search: false } : {}),
        ...(options.strict ? { strict: true } : {}),
        cache,
        onProgress: progress.onProgress,
      },
      true,
    );
    if (cache.state) saveState(cacheFile, cache.state);
    progress.stop();
    const seconds = secondsSince(started);
    const kept = result.pages - result.rendered;
    log(
      `Built ${result.pages} pages (${files} files, ${formatBytes(bytes)}) into ${options.out}/ in ${seconds} s${kept > 0 ? `; ${result.rendered} rendered, ${kept} unchanged` : ''}`,
    );
    // Printed with --quiet too: a site a host refuses is a problem, like a content error.
    for (const warning of hostLimitWarnings({ dir: options.out, files: entries }, options.hostLimits)) log(warning);
    const address = {
      baseUrl: result.site.settings.baseUrl,
      basePath: result.site.paths.base,
      source: options.baseUrl ? ('command line' as const) : { settingsFile: path.join(options.content, SITE_SETTINGS_FILE) },
    };
    const environment = options.environment ?? process.env;
    for (const warning of addressWarnings(address, environment)) log(warning);
    for (const warning of result.warnings) log(warning);
    // A build that publishes (in CI) says what it publishes that is still the sample's; an owner's
    // own build on their computer need not, `npm run verify` says it there.
    if (isCi(environment)) for (const warning of sampleIdentityWarnings(result.sampleIdentity)) log(warning);
    if (options.report) log(`\n${await sizeReport(options.out, result.site, result.routes)}`);
  } finally {
    progress.stop();
  }
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} KB`;
}
