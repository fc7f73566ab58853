/**
 * The limits of the common static hosts that a built site can pass, and the one-sentence warning
 * `site build` prints for each one it passes. The figures are the hosts' own:
 * - Cloudflare Pages, free plan: 20,000 files per site, 25 MiB per file
 *   (https://developers.cloudflare.com/pages/platform/limits/);
 * - GitHub Pages: published sites of at most 1 GB
 *   (https://docs.github.com/en/pages/getting-started-with-github-pages/github-pages-limits);
 * - Netlify publishes no limit on files or size for a deploy, so it is the way out named below.
 * GitHub does not say whether its GB is 10^9 or 2^30 bytes: the smaller is taken, so the warning
 * comes early rather than late.
 */
export interface HostLimits {
  /** Cloudflare Pages' free plan: files per site. */
  readonly files: number;
  /** Cloudflare Pages: bytes per file. */
  readonly fileBytes: number;
  /** GitHub Pages: bytes per site. */
  readonly siteBytes: number;
}

export const HOST_LIMITS: HostLimits = { files: 20_000, fileBytes: 25 * 1024 * 1024, siteBytes: 1_000_000_000 };

/** What a built folder holds, as the limits count it. */
export interface BuiltFolder {
  /** The folder as the owner named it (--out), for the sentence. */
  readonly dir: string;
  /** Every file in it, by its path in the folder, with its size in bytes. */
  readonly files: ReadonlyMap<string, { readonly size: number }>;
}

/** The search index's folders (src/shared/url-paths.ts, searchShardFolder), which --no-search leaves out. */
const SEARCH_INDEX = /^pagefind(?:-shards)?\//;

/** One warning sentence for each limit the folder passes; none when it fits every host. */
export function hostLimitWarnings(folder: BuiltFolder, limits: HostLimits = HOST_LIMITS): string[] {
  const dir = folder.dir.replace(/\/+$/, '');
  let bytes = 0;
  let searchFiles = 0;
  let searchBytes = 0;
  const oversized: { file: string; size: number }[] = [];
  for (const [file, { size }] of folder.files) {
    bytes += size;
    if (SEARCH_INDEX.test(file)) {
      searchFiles += 1;
      searchBytes += size;
    }
    if (size > limits.fileBytes) oversized.push({ file, size });
  }
  const files = folder.files.size;
  const warnings: string[] = [];

  if (files > limits.files) {
    const withoutSearch =
      searchFiles > 0 && files - searchFiles <= limits.files
        ? `build with --no-search, which leaves out the search index's ${count(searchFiles)} files, or `
        : '';
    warnings.push(
      `Warning: ${dir}/ holds ${count(files)} files; Cloudflare Pages' free plan takes at most ${count(limits.files)} per site: ${withoutSearch}publish on Netlify, which sets no such limit.`,
    );
  }
  if (oversized.length > 0) {
    const largest = oversized.reduce((a, b) => (b.size > a.size ? b : a));
    const which =
      oversized.length === 1
        ? `${dir}/${largest.file} is ${mebibytes(largest.size)}`
        : `${count(oversized.length)} files in ${dir}/ are larger than that (the largest, ${dir}/${largest.file}, is ${mebibytes(largest.size)})`;
    const what = oversized.length === 1 ? 'it' : 'them';
    warnings.push(
      `Warning: Cloudflare Pages takes files of at most ${mebibytes(limits.fileBytes)}, and ${which}: make ${what} smaller or publish on Netlify, which sets no such limit.`,
    );
  }
  if (bytes > limits.siteBytes) {
    const withoutSearch =
      searchBytes > 0 && bytes - searchBytes <= limits.siteBytes
        ? `build with --no-search, which leaves out the search index's ${gigabytes(searchBytes)}, or `
        : '';
    warnings.push(
      `Warning: ${dir}/ holds ${gigabytes(bytes)}; GitHub Pages publishes sites of at most ${gigabytes(limits.siteBytes)}: ${withoutSearch}publish on Netlify, which sets no such limit.`,
    );
  }
  return warnings;
}

function count(value: number): string {
  return value.toLocaleString('en-US');
}

function mebibytes(bytes: number): string {
  const value = bytes / 1024 / 1024;
  return `${Number.isInteger(value) ? value : value.toFixed(1)} MiB`;
}

/** In GB of 10^9 bytes, as the limit is written; less than a GB in MB of 10^6. */
function gigabytes(bytes: number): string {
  if (bytes < 1_000_000_000) return `${(bytes / 1_000_000).toFixed(bytes < 10_000_000 ? 1 : 0)} MB`;
  const value = bytes / 1_000_000_000;
  return `${Number.isInteger(value) ? value : value.toFixed(2)} GB`;
}
