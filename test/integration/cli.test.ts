import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.ts';
import { copyFixture, removeTemporaryFolders, setCell, tempDir } from '../helpers/fixture-site.ts';
import { folderSnapshot } from '../helpers/folder-snapshot.ts';
import { captureOutput } from '../helpers/capture-output.ts';

afterAll(removeTemporaryFolders);

/**
 * The summary: the last line but the warnings that may follow it (in CI, CI=true, the fixture's
 * made-up .example address gets one; see address-warnings.test.ts).
 */
const summary = (lines: readonly string[]) => lines.filter((line) => !line.startsWith('Warning: ')).at(-1) ?? '';

describe('site CLI', () => {
  it('build exits 0 and ends with a one-line summary of pages, bytes and time', async () => {
    const content = await copyFixture();
    const out = path.join(await tempDir(), 'dist');
    const { io, out: lines, err } = captureOutput();
    expect(await main(['build', '--content', content, '--out', out], io), err.join('\n')).toBe(0);
    expect(summary(lines)).toMatch(/^Built \d+ pages \(\d+ files, [\d.]+ (KB|MB)\) into .+ in [\d.]+ s$/);
    // Piped (as here), the progress is one plain line per phase, on the error stream.
    expect(err).toEqual([
      'Checking the content…',
      'Preparing styles and scripts…',
      expect.stringMatching(/^Preparing images \(\d+\)…$/),
      expect.stringMatching(/^Writing the pages \(\d+\)…$/),
      'Building the search index…',
    ]);
  });

  it('a second build reuses the first: unchanged pages are kept, and --no-cache renders everything again', async () => {
    const content = await copyFixture();
    const out = path.join(await tempDir(), 'dist');
    expect(await main(['build', '--content', content, '--out', out, '--quiet'], captureOutput().io)).toBe(0);
    const again = captureOutput();
    expect(await main(['build', '--content', content, '--out', out, '--quiet'], again.io)).toBe(0);
    expect(summary(again.out)).toMatch(/; 0 rendered, \d+ unchanged$/);
    // --quiet: the summary only.
    expect(again.err).toEqual([]);
    await setCell(content, 'products/sports.csv', 2, 'title', 'Renamed Kit');
    const edited = captureOutput();
    expect(await main(['build', '--content', content, '--out', out, '--quiet'], edited.io)).toBe(0);
    const rendered = Number(/; (\d+) rendered/.exec(summary(edited.out))?.[1]);
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(20);
    expect(await readFile(path.join(out, 'product/sports-ware/1/index.html'), 'utf8')).toContain('Renamed Kit');
    const cold = captureOutput();
    expect(await main(['build', '--content', content, '--out', out, '--quiet', '--no-cache'], cold.io)).toBe(0);
    expect(summary(cold.out)).not.toMatch(/rendered/);
  });

  it('--report prints, for each template, the bytes before the first paint and the JavaScript it loads', async () => {
    const content = await copyFixture();
    const out = path.join(await tempDir(), 'dist');
    const { io, out: lines } = captureOutput();
    expect(await main(['build', '--content', content, '--out', out, '--quiet', '--report'], io)).toBe(0);
    const report = lines.join('\n');
    expect(report).toMatch(/Bytes before the first paint[^\n]*\ntemplate +page +HTML +first view +blocking CSS +before paint\n/);
    // The home page's whole HTML is over one round trip, though its first view is not: marked in its HTML column.
    expect(report).toMatch(/\nhome +\/ +[\d.]+ KB \(\+1 round trip\) +[\d.]+ KB +0\.0 KB +[\d.]+ KB\n/);
    expect(report).toMatch(/\nprivacy +\/privacy\/ +[\d.]+ KB +[\d.]+ KB +0\.0 KB +[\d.]+ KB\n/);
    expect(report).toMatch(/\n\d+ page\(s\) take more than one round trip whole/);
    expect(report).toMatch(/\nproduct +\/product\/[\w-]+\/\d+\/ +[\d.]+ KB/);
    expect(report).toMatch(/JavaScript loaded before[^\n]*\ntemplate +page +scripts +preloads +after load +raw +gzip\n/);
    expect(report).toMatch(/\nprivacy +\/privacy\/ +1 +0 +0 +[\d.]+ KB +[\d.]+ KB/);
    // The home page's sliders, enquiry form and reveal wait for the load event.
    expect(report).toMatch(/\nhome +\/ +\d+ +\d+ +[1-9]\d* +[\d.]+ KB/);
    expect(report).not.toMatch(/over 14 KB/);
  });

  it('--no-search builds no index and shows no search button', async () => {
    const content = await copyFixture();
    const out = path.join(await tempDir(), 'dist');
    expect(await main(['build', '--content', content, '--out', out, '--no-search'], captureOutput().io)).toBe(0);
    const files = await folderSnapshot(out);
    expect([...files.keys()].some((file) => file.startsWith('pagefind'))).toBe(false);
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).not.toMatch(/data-island="site-search"|aria-controls="search-dialog"/);
    expect(await main(['build', '--content', content, '--out', out], captureOutput().io)).toBe(0);
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).toContain('data-island="site-search"');
  });

  it('on a content error, build and check print located sentences, exit 1, and leave dist/ byte for byte intact', async () => {
    const content = await copyFixture();
    const out = path.join(await tempDir(), 'dist');
    expect(await main(['build', '--content', content, '--out', out], captureOutput().io)).toBe(0);
    const before = await folderSnapshot(out);

    await setCell(content, 'products/safety.csv', 2, 'price', '14o');
    for (const command of ['build', 'check']) {
      const { io, err } = captureOutput();
      const args = command === 'build' ? ['build', '--content', content, '--out', out] : ['check', '--content', content];
      expect(await main(args, io)).toBe(1);
      const text = err.join('\n');
      expect(text).toMatch(/products\/safety\.csv, row 2, column "price": expected a number, got "14o"/);
      expect(text).not.toMatch(/\n\s+at /); // no stack trace
    }
    expect(await folderSnapshot(out)).toEqual(before);
  });

  it('exits 2 on a usage error', async () => {
    expect(await main(['build', '--no-such-option'], captureOutput().io)).toBe(2);
    expect(await main(['build', '--content', '/no/such/folder'], captureOutput().io)).toBe(2);
    expect(await main(['frobnicate'], captureOutput().io)).toBe(2);
  });

  it('--base-url overrides the address used for canonical links', async () => {
    const content = await copyFixture();
    const out = path.join(await tempDir(), 'dist');
    expect(await main(['build', '--content', content, '--out', out, '--base-url', 'https://preview.example.net/'], captureOutput().io)).toBe(0);
    expect(await readFile(path.join(out, 'about', 'index.html'), 'utf8')).toContain('<link rel="canonical" href="https://preview.example.net/about/"/>');
  });
});
