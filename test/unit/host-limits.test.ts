import { describe, expect, it } from 'vitest';
import { HOST_LIMITS, hostLimitWarnings } from '../../src/report/host-limits.ts';

/** A folder of `count` files of `size` bytes, named page-N.html, plus any others given. */
function folder(count: number, size = 1, others: Record<string, number> = {}) {
  const files = new Map<string, { size: number }>();
  for (let index = 0; index < count; index += 1) files.set(`page-${index}/index.html`, { size });
  for (const [file, bytes] of Object.entries(others)) files.set(file, { size: bytes });
  return { dir: 'dist', files };
}

/** `count` files of the search index, named as the build writes them. */
function searchIndex(count: number, size = 1): Record<string, number> {
  return Object.fromEntries(Array.from({ length: count }, (_, index) => [`pagefind/fragment/en_${index}.pf_fragment`, size]));
}

describe("the hosts' limits", () => {
  it('are the figures the hosts publish: Cloudflare Pages 20,000 files and 25 MiB a file, GitHub Pages 1 GB', () => {
    expect(HOST_LIMITS).toEqual({ files: 20_000, fileBytes: 26_214_400, siteBytes: 1_000_000_000 });
  });

  it('say nothing for a folder at every limit exactly', () => {
    expect(hostLimitWarnings(folder(20_000))).toEqual([]);
    expect(hostLimitWarnings(folder(1, 25 * 1024 * 1024))).toEqual([]);
    expect(hostLimitWarnings(folder(1, 1_000_000_000 - 1, { 'a.bin': 1 }), { ...HOST_LIMITS, fileBytes: Infinity })).toEqual([]);
  });

  it('warn at one file past 20,000, counting every file, and name --no-search when leaving the index out is enough', () => {
    expect(hostLimitWarnings(folder(20_001))).toEqual([
      "Warning: dist/ holds 20,001 files; Cloudflare Pages' free plan takes at most 20,000 per site: publish on Netlify, which sets no such limit.",
    ]);
    expect(hostLimitWarnings(folder(11_668, 1, searchIndex(10_075)))).toEqual([
      "Warning: dist/ holds 21,743 files; Cloudflare Pages' free plan takes at most 20,000 per site: build with --no-search, which leaves out the search index's 10,075 files, or publish on Netlify, which sets no such limit.",
    ]);
    // Without the index the site would still be too big: --no-search is not offered.
    expect(hostLimitWarnings(folder(20_001, 1, searchIndex(5)))[0]).not.toContain('--no-search');
  });

  it('warn at one byte past 25 MiB in a file, naming the file, or the largest of several', () => {
    const limit = 25 * 1024 * 1024;
    expect(hostLimitWarnings(folder(3, 10, { 'videos/tour.mp4': limit + 1 }))).toEqual([
      'Warning: Cloudflare Pages takes files of at most 25 MiB, and dist/videos/tour.mp4 is 25.0 MiB: make it smaller or publish on Netlify, which sets no such limit.',
    ]);
    expect(hostLimitWarnings(folder(3, 10, { 'a.mp4': 30 * 1024 * 1024, 'b.mp4': 40 * 1024 * 1024 }))).toEqual([
      'Warning: Cloudflare Pages takes files of at most 25 MiB, and 2 files in dist/ are larger than that (the largest, dist/b.mp4, is 40 MiB): make them smaller or publish on Netlify, which sets no such limit.',
    ]);
  });

  it('warn at one byte past 1 GB in the whole folder, counting every file', () => {
    const noFileLimit = { ...HOST_LIMITS, fileBytes: Infinity };
    expect(hostLimitWarnings(folder(2, 500_000_000, { 'one-more.txt': 1 }), noFileLimit)).toEqual([
      'Warning: dist/ holds 1.00 GB; GitHub Pages publishes sites of at most 1 GB: publish on Netlify, which sets no such limit.',
    ]);
    expect(hostLimitWarnings(folder(1, 900_000_000, searchIndex(2, 60_000_000)), noFileLimit)).toEqual([
      "Warning: dist/ holds 1.02 GB; GitHub Pages publishes sites of at most 1 GB: build with --no-search, which leaves out the search index's 120 MB, or publish on Netlify, which sets no such limit.",
    ]);
  });

  it('name the folder as the owner gave it, without a doubled slash', () => {
    expect(hostLimitWarnings({ ...folder(3), dir: 'public/' }, { ...HOST_LIMITS, files: 2 })[0]).toMatch(/^Warning: public\/ holds 3 files;/);
  });
});
