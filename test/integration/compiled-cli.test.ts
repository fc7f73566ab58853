import { execFile } from 'node:child_process';
import { accessSync, constants, existsSync, readFileSync } from 'node:fs';
import { mkdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { isCompiled } from '../../bin/compile.js';
import { copyFixture, editFile, removeTemporaryFolders, ROOT, tempDir } from '../helpers/fixture-site.ts';

const run = promisify(execFile);
const SITE = path.join(ROOT, 'bin', 'site.js');

afterAll(removeTemporaryFolders);

/** Runs the `site` command as the owner does, as its own process; never rejects. */
async function site(
  args: readonly string[],
  env: NodeJS.ProcessEnv = {},
  nodeOptions: readonly string[] = [],
): Promise<{ code: number; stdout: string; stderr: string; seconds: number }> {
  const started = performance.now();
  try {
    const { stdout, stderr } = await run(process.execPath, [...nodeOptions, SITE, ...args], { cwd: ROOT, env: { ...process.env, ...env }, maxBuffer: 1 << 22 });
    return { code: 0, stdout, stderr, seconds: (performance.now() - started) / 1000 };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '', seconds: (performance.now() - started) / 1000 };
  }
}

describe('the compiled command line', () => {
  it('is what package.json runs: a bin entry for `npx site`, compiled at install and before the tests', () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      bin: Record<string, string>;
      scripts: Record<string, string>;
      dependencies: Record<string, string>;
    };
    expect(pkg.bin.site).toBe('bin/site.js');
    expect(readFileSync(SITE, 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
    accessSync(SITE, constants.X_OK);
    expect(pkg.scripts.prepare).toBe('node bin/compile.js');
    expect(pkg.scripts.test).toMatch(/^node bin\/compile\.js && /);
    for (const name of ['check', 'verify', 'preview', 'new-site', 'publish']) expect(pkg.scripts[name], name).toMatch(/^node bin\/site\.js /);
    // The long-running commands keep V8's young generation at 16 MiB from the main thread's start (bin/site.js says why).
    for (const name of ['build', 'dev']) expect(pkg.scripts[name], name).toMatch(/^node --max-semi-space-size=16 bin\/site\.js /);
    // What the compile and the command need at run time is installed without the dev dependencies.
    expect(pkg.dependencies).toHaveProperty('esbuild');
    expect(JSON.stringify(pkg.scripts)).not.toMatch(/tsx bin\//);
  });

  it('lib/ is current with the sources (npm test compiles first; bin/site.js compiles again when a source changed)', () => {
    expect(isCompiled()).toBe(true);
    const manifest = JSON.parse(readFileSync(path.join(ROOT, 'lib', 'sources.json'), 'utf8')) as { sources: { file: string }[] };
    const files = manifest.sources.map((source) => source.file);
    // The templates are compiled in with the pipeline, and the workers' entries with the command.
    for (const file of [
      'src/cli/main.ts',
      'src/build.ts',
      'templates/pages/ProductPage.tsx',
      'src/render/render-worker.ts',
      'src/search/index-shard-child.ts',
      'src/dev/build-worker.ts',
      'src/assets/images/image-encoder-child.ts',
    ])
      expect(files).toContain(file);
    for (const entry of ['main.js', 'render-worker.js', 'index-shard-child.js', 'build-worker.js', 'image-encoder-child.js'])
      expect(existsSync(path.join(ROOT, 'lib', entry)), entry).toBe(true);
  });

  it('tells a source saved since the compile, or gone, from one that is as it was', async () => {
    const root = await tempDir('site-compiled-');
    await mkdir(path.join(root, 'lib'));
    await mkdir(path.join(root, 'src'));
    const source = path.join(root, 'src', 'page.tsx');
    await writeFile(source, 'export const a = 1;\n');
    const stats = { size: readFileSync(source).length, mtimeMs: (await import('node:fs')).statSync(source).mtimeMs };
    await writeFile(path.join(root, 'lib', 'sources.json'), JSON.stringify({ sources: [{ file: 'src/page.tsx', ...stats }] }));
    expect(isCompiled(root)).toBe(true);
    // Saved again with the same length: only its time tells.
    await utimes(source, new Date(), new Date(Date.now() + 5000));
    expect(isCompiled(root)).toBe(false);
    await writeFile(path.join(root, 'lib', 'sources.json'), JSON.stringify({ sources: [{ file: 'src/gone.tsx', ...stats }] }));
    expect(isCompiled(root)).toBe(false);
    expect(isCompiled(path.join(root, 'nowhere'))).toBe(false);
  });

  it('--help answers from the compiled code without loading the pipeline', async () => {
    const result = await site(['--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/Usage: site \[options\] \[command\]/);
    for (const command of ['build', 'check', 'dev', 'preview', 'init', 'export-xlsx', 'import-xlsx']) expect(result.stdout).toContain(`  ${command}`);
  });

  it("builds a site as its own process; the summary line times the whole command, from Node's start", async () => {
    const content = await copyFixture();
    const out = path.join(await tempDir(), 'dist');
    const result = await site(['build', '--content', content, '--out', out, '--quiet']);
    expect(result.code, result.stderr).toBe(0);
    const summary = result.stdout.split('\n').find((line) => line.startsWith('Built ')) ?? '';
    expect(summary).toMatch(/^Built \d+ pages \(\d+ files, [\d.]+ (KB|MB)\) into .+ in [\d.]+ s$/);
    const printed = Number(/ in ([\d.]+) s/.exec(summary)?.[1]);
    // Never more than the wall time this test saw, which includes starting Node.
    expect(printed).toBeLessThanOrEqual(result.seconds);
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toContain('<!doctype html>');
    // Time Node spends before the command's own code runs (here a preload that waits 1.5 s) counts too.
    const slowStart = `data:text/javascript,${encodeURIComponent('const end = Date.now() + 1500; while (Date.now() < end);')}`;
    const again = await site(['build', '--content', content, '--out', out, '--quiet'], {}, ['--import', slowStart]);
    expect(again.code, again.stderr).toBe(0);
    expect(Number(/ in ([\d.]+) s/.exec(again.stdout)?.[1])).toBeGreaterThanOrEqual(1.5);
  });

  it('keeps the code V8 compiled in node_modules/.cache/site/compile, so the next command starts without compiling it', async () => {
    const content = await copyFixture();
    const out = path.join(await tempDir(), 'dist');
    // Node says what its compile cache does when asked (NODE_DEBUG_NATIVE); no folder is given from outside.
    const env = { NODE_COMPILE_CACHE: undefined, NODE_DEBUG_NATIVE: 'COMPILE_CACHE' };
    await site(['build', '--content', content, '--out', out, '--quiet', '--no-search'], env);
    const again = await site(['build', '--content', content, '--out', out, '--quiet', '--no-search', '--no-cache'], env);
    expect(again.code, again.stderr).toBe(0);
    // Render workers take the folder from NODE_COMPILE_CACHE, which the command sets for them.
    expect(again.stderr).toContain(`resolved path ${path.join(ROOT, 'node_modules', '.cache', 'site', 'compile')} `);
    expect(again.stderr).toContain(`V8 code cache for ESM ${pathToFileURL(path.join(ROOT, 'lib', 'main.js')).href} was accepted`);
  });

  it('built in CI with a made-up address, it warns in one sentence naming site.json and baseUrl', async () => {
    const content = await copyFixture('own-site');
    const out = path.join(await tempDir(), 'dist');
    const settings = path.join(content, 'site.json');
    await editFile(content, 'site.json', (text) => text.replace(/"baseUrl":\s*"[^"]*"/, '"baseUrl": "https://www.acme-kits.example"'));
    const inCi = await site(['build', '--content', content, '--out', out, '--quiet'], { CI: 'true' });
    expect(inCi.code, inCi.stderr).toBe(0);
    const warnings = inCi.stdout.split('\n').filter((line) => line.startsWith('Warning: '));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(`${settings}, field "baseUrl": https://www.acme-kits.example is a made-up address`);
    // Not in CI (the owner trying the site on a laptop), and not once the real address is set.
    const onLaptop = await site(['build', '--content', content, '--out', out, '--quiet'], { CI: '' });
    expect(onLaptop.stdout).not.toContain('Warning: ');
    await editFile(content, 'site.json', (text) => text.replace(/"baseUrl":\s*"[^"]*"/, '"baseUrl": "https://www.sialkot-kits.com"'));
    const published = await site(['build', '--content', content, '--out', out, '--quiet'], { CI: 'true' });
    expect(published.code, published.stderr).toBe(0);
    expect(published.stdout).not.toContain('Warning: ');
    // The GitHub Pages example's address on Netlify, which serves the site at the root.
    await editFile(content, 'site.json', (text) => text.replace(/"baseUrl":\s*"[^"]*"/, '"baseUrl": "https://owner.github.io/shop-site/"'));
    const onNetlify = await site(['build', '--content', content, '--out', out, '--quiet'], { CI: 'true', NETLIFY: 'true' });
    expect(onNetlify.stdout).toMatch(/^Warning: Netlify serves the site at the root of its address, but baseUrl in .+site\.json has the path \/shop-site\/: /m);
  });

  it('on a Node.js older than 22, says in one sentence what to install, and runs nothing', async () => {
    // Node.js 20 as the command sees it: the version it reads, not the binary (this machine has one Node.js).
    const olderNode = `data:text/javascript,${encodeURIComponent("Object.defineProperty(process, 'versions', { value: { ...process.versions, node: '20.19.0' } });")}`;
    const result = await site(['--help'], {}, ['--import', olderNode]);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim()).toBe(
      'This site needs Node.js 22 or newer, and this computer has 20.19.0: install the LTS version from https://nodejs.org (docs/owner/setup.md says how), then run the command again.',
    );
    expect(JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).engines).toEqual({ node: '>=22' });
  });

  it('a mistake in the content is one located sentence and exit code 1, never a stack trace', async () => {
    const content = await copyFixture();
    await editFile(content, 'site.json', (text) => text.replace(/"email":\s*"[^"]*"/, '"email": "not an address"'));
    const result = await site(['build', '--content', content, '--out', path.join(await tempDir(), 'dist'), '--quiet']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/site\.json/);
    expect(result.stderr).toMatch(/nothing was written/);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});
