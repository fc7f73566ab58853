import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildCommand } from '../../src/cli/build-command.ts';
import { main } from '../../src/cli/main.ts';
import { captureOutput } from '../helpers/capture-output.ts';
import { fillInTheExamples } from '../helpers/fill-in-examples.ts';
import { copyFixture, removeTemporaryFolders, setCell, tempDir } from '../helpers/fixture-site.ts';

afterAll(removeTemporaryFolders);

async function newSite(): Promise<string> {
  const dir = path.join(await tempDir('identity-'), 'content');
  expect(await main(['init', '--content', dir, '--name', 'Acme Kits'], captureOutput().io)).toBe(0);
  return dir;
}

async function verify(dir: string, ...extra: string[]): Promise<{ code: number; out: string; err: string }> {
  const output = captureOutput();
  const code = await main(['check', '--built', '--content', dir, ...extra], output.io);
  // The progress lines (one per phase, ending in "…") go to the same stream as the problems.
  const err = output.err.filter((line) => !line.endsWith('…')).join('\n');
  return { code, out: output.out.join('\n'), err };
}

describe('what is still the sample or an example', () => {
  it('stops `verify --strict` on an untouched new site, naming the example phone, e-mail, address and web address; filled in, it passes', async () => {
    const dir = await newSite();
    const strict = await verify(dir, '--strict');
    expect(strict.code).toBe(1);
    const settings = `${dir.split(path.sep).join('/')}/site.json`;
    expect(strict.err).toContain(
      `${settings}, field "phone": +923001234567 is the example number; write your own phone and WhatsApp number here, with the country code`,
    );
    expect(strict.err).toContain(
      `${settings}, field "email": orders@acme-kits.example is a made-up address that reaches no one; write the e-mail address enquiries should go to`,
    );
    expect(strict.err).toContain(`${settings}, field "address": "Street and number, Town, Country" is the example address; write your own postal address`);
    expect(strict.err).toContain(`${settings}, field "baseUrl": https://www.acme-kits.example is a made-up address`);
    // The starter's examples, each with where to change it.
    expect(strict.err).toMatch(
      /products\/sports\.csv: row 2 is an example product \(TT-SU-001\), not one of yours: write your own in its place, or delete the row/,
    );
    expect(strict.err).toMatch(/testimonials\.csv: rows 2, 3 and 4 are example testimonials \(Laura Bennett, Tariq Mehmood, Faisal Rana\), not yours/);
    expect(strict.err).toMatch(/banners\.csv, column "image": rows 2, 3 and 4 still show the placeholder picture of new sites \(images\/sample\.svg\)/);
    expect(strict.err).toMatch(/pages\/privacy\.md: the text names orders@acme-kits\.example, \+92 300 1234567, made up for the example/);
    // Its own new logo is not the sample's.
    expect(strict.err).not.toMatch(/field "logo"/);
    expect(strict.err).toMatch(/nothing was written/);

    await fillInTheExamples(dir);
    const filled = await verify(dir, '--strict');
    expect(filled.err).toBe('');
    expect(filled.code).toBe(0);
    expect(filled.out).toMatch(/^The built site is sound/);
    expect(filled.out).not.toMatch(/Warning/);
  }, 120_000);

  it('are warnings without --strict: the sample builds, and `verify` names each thing and where to change it', async () => {
    const dir = await copyFixture('site');
    const { code, out } = await verify(dir);
    expect(code).toBe(0);
    const lines = out.split('\n');
    for (const expected of [
      /^Warning: .*site\.json, field "name": "Thread & Tailor" is the sample business's name; write your business's name here$/,
      /^Warning: .*site\.json, field "logo": "images\/brand\/logo\.svg" is the sample's logo; put your own in the content folder's images\/ and write its name here/,
      /^Warning: .*site\.json, field "favicon": "images\/brand\/favicon\.svg" is the sample's favicon/,
      /^Warning: .*site\.json, field "mapsQuery": "Small Industrial Estate, Sialkot, Pakistan" is the example's place on the map/,
      /^Warning: .*site\.json, field "social\.facebook": https:\/\/www\.facebook\.com\/threadandtailor\.example is an example link; write the address of your own Facebook page, or delete the line$/,
    ])
      expect(
        lines.some((line) => expected.test(line)),
        String(expected),
      ).toBe(true);
    expect(lines.at(-1)).toMatch(
      /^These \d+ are still the sample's or an example: fine while you try the site out, but the publishing recipes \(and npm run publish\) stop/,
    );
  }, 120_000);

  it('finds the sample logo and the placeholder picture by their bytes, whatever their names', async () => {
    const dir = await copyFixture('own-site');
    await copyFile(path.join(await copyFixture('site'), 'images/brand/logo.svg'), path.join(dir, 'images/brand/our-logo.svg'));
    const settings = JSON.parse(await readFile(path.join(dir, 'site.json'), 'utf8')) as Record<string, unknown>;
    await writeFile(path.join(dir, 'site.json'), JSON.stringify({ ...settings, logo: 'images/brand/our-logo.svg' }));
    const starter = path.join(await tempDir('identity-'), 'content');
    expect(await main(['init', '--content', starter, '--name', 'Acme Kits'], captureOutput().io)).toBe(0);
    await mkdir(path.join(dir, 'images/team'), { recursive: true });
    await copyFile(path.join(starter, 'images/sample.svg'), path.join(dir, 'images/team/dan.svg'));
    await setCell(dir, 'team.csv', 2, 'image', 'images/team/dan.svg');
    const { code, err } = await verify(dir, '--strict');
    expect(code).toBe(1);
    expect(err).toContain('field "logo": "images/brand/our-logo.svg" is the sample\'s logo');
    expect(err).toMatch(/team\.csv, column "image": row 2 still shows the placeholder picture of new sites \(images\/team\/dan\.svg\)/);
    expect(err.match(/^.+$/gm)?.filter((line) => line.includes(': ')).length).toBe(2);
  }, 120_000);

  it("leaves site.json's web address alone when the host gives the address (--base-url)", async () => {
    const dir = await copyFixture('own-site');
    const settings = JSON.parse(await readFile(path.join(dir, 'site.json'), 'utf8')) as Record<string, unknown>;
    await writeFile(path.join(dir, 'site.json'), JSON.stringify({ ...settings, baseUrl: 'https://www.acme-kits.example' }));
    expect((await verify(dir, '--strict')).code).toBe(1);
    const given = await verify(dir, '--strict', '--base-url', 'https://acme.github.io/site/');
    expect(given.err).toBe('');
    expect(given.code).toBe(0);
  }, 120_000);
});

describe('site build and what is still the sample', () => {
  it('--strict stops the build with the sentences, and the previous output stays as it was', async () => {
    const dir = await copyFixture('minimal');
    const out = path.join(await tempDir('identity-dist-'), 'dist');
    expect(await main(['build', '--content', dir, '--out', out, '--no-search', '--quiet'], captureOutput().io)).toBe(0);
    const before = await readFile(path.join(out, 'index.html'), 'utf8');
    const output = captureOutput();
    expect(await main(['build', '--strict', '--content', dir, '--out', out, '--no-search', '--quiet'], output.io)).toBe(1);
    expect(output.err.join('\n')).toMatch(/site\.json, field "phone": \+923001234567 is the example number/);
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).toBe(before);
    expect(existsSync(`${out}.tmp`)).toBe(false);
  }, 120_000);

  it("names them as warnings in a CI build, and not in a build on the owner's computer", async () => {
    const dir = await copyFixture('minimal');
    const out = path.join(await tempDir('identity-dist-'), 'dist');
    const build = async (environment: NodeJS.ProcessEnv) => {
      const lines: string[] = [];
      await buildCommand({ content: dir, out, search: false, quiet: true, environment }, (line) => lines.push(line), {
        interactive: false,
        write: () => undefined,
      });
      return lines;
    };
    const ci = await build({ CI: 'true' });
    // After the summary, every line is a warning, as a build's others are: the summary stays findable
    // in a CI log (regression: the verify's closing sentence once followed them, and was taken for it).
    expect(ci[0]).toMatch(/^Built \d+ pages /);
    expect(ci.slice(1).filter((line) => !line.startsWith('Warning: '))).toEqual([]);
    expect(ci.some((line) => /^Warning: .*site\.json, field "email": orders@threadandtailor\.example is a made-up address/.test(line))).toBe(true);
    // Said once, by the sample check, not again by the address warnings.
    expect(ci.filter((line) => line.includes('https://www.threadandtailor.example'))).toHaveLength(1);
    const local = await build({});
    expect(local.filter((line) => line.startsWith('Warning'))).toEqual([]);
  }, 120_000);
});

describe('a folder that is no longer the sample', () => {
  it('the own-site fixture passes --strict (the publish tests rely on it)', async () => {
    const dir = await copyFixture('own-site');
    const { code, err } = await verify(dir, '--strict');
    expect(err).toBe('');
    expect(code).toBe(0);
    // The example post under another file name is still the example post: it is found by its slug.
    const post = await readFile(path.join(dir, 'blog/kits-that-last-a-season.md'), 'utf8');
    await writeFile(path.join(dir, 'blog/kits-that-last-a-season.md'), post.replace(/^slug: .*$/m, 'slug: sport-wears-enhance-performance-style'));
    await rename(path.join(dir, 'blog/kits-that-last-a-season.md'), path.join(dir, 'blog/our-news.md'));
    const example = await verify(dir, '--strict');
    expect(example.code).toBe(1);
    expect(example.err).toMatch(/blog\/our-news\.md: this is an example post, not one of yours/);
  }, 120_000);
});
