import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCommand } from '../../src/cli/build-command.ts';
import { HOST_LIMITS, type HostLimits } from '../../src/report/host-limits.ts';
import { copyFixture, removeTemporaryFolders, tempDir } from '../helpers/fixture-site.ts';

afterAll(removeTemporaryFolders);

/** Every file under a folder, by its path in it, with its size. */
async function filesIn(dir: string): Promise<Map<string, number>> {
  const files = new Map<string, number>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, file).split(path.sep).join('/'), (await stat(file)).size);
  }
  return files;
}

/**
 * `site build` warns after its summary when the site passes a common host's limit. The real limits
 * need 20,000 files or a GB; these builds of the small fixture pass limits set just below what the
 * fixture makes, so the warning is the one the owner would read, about the real folder.
 */
describe("site build and the hosts' limits", () => {
  let content: string;
  let out: string;
  let onDisk: Map<string, number>;

  const build = async (hostLimits?: HostLimits) => {
    const lines: string[] = [];
    await buildCommand({ content, out, quiet: true, environment: {}, ...(hostLimits ? { hostLimits } : {}) }, (line) => lines.push(line), {
      interactive: false,
      write: () => undefined,
    });
    return lines;
  };

  beforeAll(async () => {
    content = await copyFixture();
    out = path.join(await tempDir(), 'dist');
    await build();
    onDisk = await filesIn(out);
  }, 120_000);

  it('prints nothing more than the summary when the site fits every host', async () => {
    const lines = await build(HOST_LIMITS);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^Built \\d+ pages \\(${onDisk.size} files, `));
  });

  it("warns, even with --quiet, in one sentence after the summary when the folder passes Cloudflare Pages' file count", async () => {
    const search = [...onDisk.keys()].filter((file) => file.startsWith('pagefind/')).length;
    expect(search).toBeGreaterThan(0);
    const lines = await build({ ...HOST_LIMITS, files: onDisk.size - 1 });
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^Built /);
    expect(lines[1]).toBe(
      `Warning: ${out}/ holds ${onDisk.size.toLocaleString('en-US')} files; Cloudflare Pages' free plan takes at most ${(onDisk.size - 1).toLocaleString('en-US')} per site: build with --no-search, which leaves out the search index's ${search.toLocaleString('en-US')} files, or publish on Netlify, which sets no such limit.`,
    );
  });

  it("names the largest file when one passes Cloudflare Pages' size for a file, and warns past GitHub Pages' size for a site", async () => {
    const [largest, size] = [...onDisk].reduce((a, b) => (b[1] > a[1] ? b : a));
    const total = [...onDisk.values()].reduce((sum, bytes) => sum + bytes, 0);
    const lines = await build({ files: Infinity, fileBytes: size - 1, siteBytes: total - 1 });
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`and ${out}/${largest} is `);
    expect(lines[1]).toMatch(/: make it smaller or publish on Netlify, which sets no such limit\.$/);
    expect(lines[2]).toMatch(
      new RegExp(`^Warning: ${out.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/ holds [\\d.]+ MB; GitHub Pages publishes sites of at most [\\d.]+ MB: `),
    );
  });
});
