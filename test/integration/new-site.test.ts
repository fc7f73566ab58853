import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { initCommand } from '../../src/cli/init-command.ts';
import { main } from '../../src/cli/main.ts';
import { fingerprintOf } from '../../src/new-site/sample-fingerprint.ts';
import { buildInto } from '../helpers/built-site.ts';
import { captureOutput } from '../helpers/capture-output.ts';
import { removeTemporaryFolders, SITE_FIXTURE, tempDir } from '../helpers/fixture-site.ts';

afterAll(removeTemporaryFolders);

async function newSite(name: string): Promise<{ dir: string; code: number; out: string[]; err: string[] }> {
  const dir = path.join(await tempDir('new-site-'), 'acme');
  const output = captureOutput();
  const code = await main(['init', dir, '--name', name], output.io);
  return { dir, code, out: output.out, err: output.err };
}

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

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
    // Nothing of the sample's brand: no file of the site is one of its logos or its favicon, and
    // the header shows the new name's wordmark, the very file new-site drew.
    const sampleBrand = new Set(
      await Promise.all(
        ['logo.svg', 'logo-light.svg', 'favicon.svg'].map(async (file) => sha256(await readFile(path.join(SITE_FIXTURE, 'images/brand', file)))),
      ),
    );
    for (const file of await built.files()) expect(sampleBrand.has(sha256(await readFile(path.join(built.out, file)))), file).toBe(false);
    const wordmark = await readFile(path.join(made.dir, 'images/logo.svg'), 'utf8');
    expect(wordmark).toMatch(/^<svg [^>]*aria-label="Acme Kits"/);
    expect(wordmark).not.toContain('<text');
    const inline = /<a class="site-header__logo"[^>]*><img src="data:image\/svg\+xml,([^"]+)"/.exec(home)?.[1] ?? '';
    expect(sha256(decodeURIComponent(inline))).toBe(sha256(wordmark.trim()));
    expect(sha256(await readFile(path.join(built.out, 'favicon.svg')))).toBe(sha256(await readFile(path.join(made.dir, 'images/favicon.svg'))));
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

describe('npm run new-site with no folder: one site, one folder', () => {
  /** A project folder whose content/ is a stand-in for the sample as it ships, and that stand-in's fingerprint. */
  async function projectWithSample(): Promise<{ project: string; content: string; sample: Awaited<ReturnType<typeof fingerprintOf>> }> {
    const project = await tempDir('project-');
    const content = path.join(project, 'content');
    await cp(SITE_FIXTURE, content, { recursive: true });
    return { project, content, sample: await fingerprintOf(content) };
  }

  it('starts the site in content/ itself and keeps the untouched sample aside in sample-content/', async () => {
    const { project, content, sample } = await projectWithSample();
    const lines: string[] = [];
    await initCommand(undefined, { name: 'Acme Kits', content, sample }, (line) => lines.push(line));
    expect(await fingerprintOf(path.join(project, 'sample-content'))).toEqual(sample);
    expect(JSON.parse(await readFile(path.join(content, 'site.json'), 'utf8'))).toMatchObject({ name: 'Acme Kits', logo: 'images/logo.svg' });
    expect(lines[0]).toMatch(/^Started the site of Acme Kits in .*content\/ \(\d+ files\); the sample site is kept in .*sample-content\/\.$/);
    expect(lines.at(-1)).toBe('Then see the site with: npm run dev');
    // The commands' default folder is now the new site: it builds as it is.
    const built = await buildInto(content, { search: false });
    expect(await built.read('index.html')).toMatch(/<title>Acme Kits \| /);
  }, 240_000);

  it('never writes over a content folder that is not the untouched sample, and moves nothing', async () => {
    const { project, content, sample } = await projectWithSample();
    await writeFile(path.join(content, 'products/sports.csv'), `${await readFile(path.join(content, 'products/sports.csv'), 'utf8')}\n`);
    const before = await fingerprintOf(content);
    const output = captureOutput();
    // With the real sample's fingerprint (sample-fingerprint.json) as main() reads it, and with this one.
    expect(await main(['init', '--content', content, '--name', 'Acme Kits'], output.io)).toBe(2);
    await expect(initCommand(undefined, { name: 'Acme Kits', content, sample }, () => undefined)).rejects.toThrow(
      /content\/ already holds a site that is not the untouched sample \(.*content\/products\/sports\.csv differs from it\), and new-site never writes over one: to start a new site anyway, rename the folder/,
    );
    expect(output.err.join('\n')).toMatch(/already holds a site that is not the untouched sample/);
    expect(await fingerprintOf(content)).toEqual(before);
    expect(existsSync(path.join(project, 'sample-content'))).toBe(false);
  });

  it('keeps an earlier sample-content/ and puts the sample beside it', async () => {
    const { project, content, sample } = await projectWithSample();
    await mkdir(path.join(project, 'sample-content'));
    await writeFile(path.join(project, 'sample-content', 'notes.txt'), 'mine');
    await initCommand(undefined, { name: 'Acme Kits', content, sample }, () => undefined);
    expect(await readFile(path.join(project, 'sample-content', 'notes.txt'), 'utf8')).toBe('mine');
    expect(await fingerprintOf(path.join(project, 'sample-content-2'))).toEqual(sample);
  }, 240_000);

  it('asks for the business name when it is not given, and says how when no one can answer', async () => {
    const content = path.join(await tempDir('project-'), 'content');
    const asked: string[] = [];
    const ask = async (question: string) => {
      asked.push(question);
      return '  Kit Room Leeds  ';
    };
    await initCommand(undefined, { content, ask }, () => undefined);
    expect(asked).toEqual(['What is your business called? ']);
    expect(JSON.parse(await readFile(path.join(content, 'site.json'), 'utf8'))).toMatchObject({ name: 'Kit Room Leeds' });
    const output = captureOutput();
    expect(await main(['init', '--content', path.join(await tempDir('project-'), 'content')], output.io)).toBe(2);
    expect(output.err.join('\n')).toContain('give the business name: run npm run new-site in a terminal and type it when asked');
  }, 240_000);

  it('draws a wordmark and a favicon for any name: letters the face lacks are written as text', async () => {
    const content = path.join(await tempDir('project-'), 'content');
    await initCommand(undefined, { name: 'ستارہ گارمنٹس', content }, () => undefined);
    const logo = await readFile(path.join(content, 'images/logo.svg'), 'utf8');
    expect(logo).toContain('>ستارہ گارمنٹس</text>');
    expect((await readdir(path.join(content, 'images'))).sort()).toEqual(['favicon.svg', 'logo-light.svg', 'logo.svg', 'sample.svg']);
    const built = await buildInto(content, { search: false });
    expect(await built.read('index.html')).toContain('ستارہ گارمنٹس');
  }, 240_000);
});
