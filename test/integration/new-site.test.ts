import { readFile, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.ts';
import { buildInto } from '../helpers/built-site.ts';
import { captureOutput } from '../helpers/capture-output.ts';
import { removeTemporaryFolders, tempDir } from '../helpers/fixture-site.ts';

afterAll(removeTemporaryFolders);

async function newSite(name: string): Promise<{ dir: string; code: number; out: string[]; err: string[] }> {
  const dir = path.join(await tempDir('new-site-'), 'acme');
  const output = captureOutput();
  const code = await main(['init', dir, '--name', name], output.io);
  return { dir, code, out: output.out, err: output.err };
}

describe('site init (npm run new-site)', () => {
  it('writes a content folder that builds with no problem and carries the new name, none of the sample business', async () => {
    const made = await newSite('Acme Kits');
    expect(made.code).toBe(0);
    expect(made.out[0]).toMatch(/^Wrote \d+ files for Acme Kits into .*acme\/\.$/);
    const built = await buildInto(made.dir, { search: false });
    const home = await built.read('index.html');
    expect(home).toMatch(/<title>Acme Kits \| /);
    const everything = (
      await Promise.all((await built.files()).filter((file) => /\.(html|xml|json|txt|webmanifest)$/.test(file)).map((file) => built.read(file)))
    ).join('\n');
    expect(everything).not.toMatch(/Thread &(amp;)? Tailor|threadandtailor/);
    expect(everything).toContain('orders@acme-kits.example');
    // One product in each list and one post.
    expect((await built.files()).filter((file) => /^product\/[^/]+\/\d+\/index\.html$/.test(file))).toHaveLength(3);
    expect(
      (await built.files()).filter(
        (file) =>
          /^blog\/[^/]+\/index\.html$/.test(file) && !file.startsWith('blog/page/') && !file.startsWith('blog/category/') && !file.startsWith('blog/tag/'),
      ),
    ).toHaveLength(1);
  }, 240_000);

  it('passes the owner-content check (site check --built)', async () => {
    const made = await newSite('Acme Kits');
    const output = captureOutput();
    expect(await main(['check', '--built', '--content', made.dir], output.io)).toBe(0);
    expect(output.out.join('\n')).toContain('The built site is sound');
  }, 240_000);

  it('writes a name with quotes and an ampersand into site.json as the name, not as broken JSON', async () => {
    const made = await newSite('Smith & Sons "Kits"');
    expect(made.code).toBe(0);
    const settings = JSON.parse(await readFile(path.join(made.dir, 'site.json'), 'utf8')) as { name: string; email: string };
    expect(settings).toMatchObject({ name: 'Smith & Sons "Kits"', email: 'orders@smith-and-sons-kits.example' });
  });

  it('never writes into a folder that holds files, and says what to do instead', async () => {
    const dir = path.join(await tempDir('new-site-'), 'taken');
    await mkdir(dir);
    await writeFile(path.join(dir, 'notes.txt'), 'mine');
    const output = captureOutput();
    // A command used the wrong way exits 2, as every usage error of the CLI does.
    expect(await main(['init', dir, '--name', 'Acme Kits'], output.io)).toBe(2);
    expect(output.err.join('\n')).toMatch(/taken already holds files; name a new folder/);
    expect(await readFile(path.join(dir, 'notes.txt'), 'utf8')).toBe('mine');
  });
});
