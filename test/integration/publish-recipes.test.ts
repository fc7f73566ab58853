import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { chmod, copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse as parseToml } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { ROOT } from '../helpers/fixture-site.ts';

interface Step {
  name?: string;
  id?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Workflow {
  on: { push: { branches: string[] } };
  permissions: Record<string, string>;
  jobs: Record<string, { needs?: string; steps: Step[]; environment?: { name: string }; env?: Record<string, string> }>;
}

const read = (file: string) => readFile(path.join(ROOT, file), 'utf8');

/** The owner's guide to publishing, where each host's recipe is written out. */
const PUBLISHING_GUIDE = 'docs/owner/publishing.md';

/** The README's two commands, and the owner-content check, the contract every recipe must keep. */
async function readmeCommands(): Promise<{ install: string; build: string; test: string; verify: string }> {
  const readme = await read('README.md');
  // One command a line: PowerShell 5.1 has no &&, and cmd.exe takes a # comment as arguments.
  expect(readme).toMatch(/^npm install\nnpm run build\nnpm test\n/m);
  expect(readme).toContain('| `npm run verify` |');
  const scripts = (JSON.parse(await read('package.json')) as { scripts: Record<string, string> }).scripts;
  expect(scripts.verify).toBe('node bin/site.js check --built');
  return { install: 'npm ci', build: 'npm run build', test: 'npm test', verify: 'npm run verify' };
}

/**
 * The end of life of each Node.js LTS line, from the release schedule (nodejs.org/en/about/previous-releases):
 * a recipe that pins a line past its date builds the owner's site on a Node.js without security fixes.
 */
const LTS_END_OF_LIFE: Record<number, string> = { 18: '2025-04-30', 20: '2026-04-30', 22: '2027-04-30', 24: '2028-04-30' };

/** The commands of a shell line joined with &&, each of which must succeed before the next runs. */
const chained = (line: string) => line.split('&&').map((command) => command.trim());

/** What `npm run build:strict`, the hosts' build command, runs, in order. */
async function strictBuild(): Promise<string[]> {
  const scripts = (JSON.parse(await read('package.json')) as { scripts: Record<string, string> }).scripts;
  return chained(scripts['build:strict'] ?? '');
}

describe('publishing recipes kept in the repository', () => {
  it('the GitHub Pages workflow installs, checks the content, runs the tests, builds for the Pages address and deploys with the official actions', async () => {
    const commands = await readmeCommands();
    const workflow = parseYaml(await read('.github/workflows/pages.yml')) as Workflow;
    expect(workflow.on.push.branches).toEqual(['main']);
    expect(workflow.permissions).toMatchObject({ pages: 'write', 'id-token': 'write' });
    const build = workflow.jobs.build!.steps;
    const runs = build.flatMap((step) => (step.run ? [step.run] : []));
    const order = (text: string) => runs.findIndex((run) => run.startsWith(text));
    // In this order, each stopping the run when it fails: a content mistake never reaches Pages.
    expect(order(commands.install)).toBeGreaterThanOrEqual(0);
    expect(order('npm run check')).toBeGreaterThan(order(commands.install));
    // The owner's content built and crawled, strictly, for the address Pages gives, then the engine's tests.
    expect(order(commands.verify)).toBeGreaterThan(order('npm run check'));
    expect(order(commands.test)).toBeGreaterThan(order(commands.verify));
    const verifyRun = runs[order(commands.verify)]!;
    expect(verifyRun).toContain(' -- --strict ');
    expect(verifyRun).toContain('--base-url "${{ steps.pages.outputs.base_url }}"');
    expect(build.findIndex((step) => step.uses?.startsWith('actions/configure-pages@'))).toBeLessThan(build.findIndex((step) => step.run === verifyRun));
    // The first-view browser test sets text in Liberation Sans, which GitHub's runner images do not list.
    const font = runs.findIndex((run) => /apt-get install .*fonts-liberation/.test(run));
    expect(font).toBeGreaterThan(-1);
    expect(font).toBeLessThan(order(commands.test));
    const buildRun = runs[order(commands.build)]!;
    expect(order(commands.build)).toBeGreaterThan(order(commands.test));
    // The address and base path come from the configure-pages step, which runs before the build.
    const pagesStep = build.findIndex((step) => step.uses?.startsWith('actions/configure-pages@'));
    expect(pagesStep).toBeGreaterThanOrEqual(0);
    expect(build[pagesStep]!.id).toBe('pages');
    expect(buildRun).toContain('--base-url "${{ steps.pages.outputs.base_url }}"');
    expect(buildRun).toContain('--base-path "${{ steps.pages.outputs.base_path }}/"');
    const upload = build.find((step) => step.uses?.startsWith('actions/upload-pages-artifact@'));
    expect(upload?.with?.path).toBe('dist');
    // The browser tests need a Chromium; GitHub's runners have Chrome, and the suite takes its path.
    expect(build.find((step) => step.run === commands.test)?.env?.CHROMIUM_PATH).toBe('/usr/bin/google-chrome');
    // The encoded images are kept between runs, keyed on the pictures, in the folder the build uses.
    const job = workflow.jobs.build!;
    const cacheStep = build.findIndex((step) => step.uses?.startsWith('actions/cache@'));
    expect(cacheStep).toBeGreaterThan(build.findIndex((step) => step.run === commands.install));
    expect(cacheStep).toBeLessThan(build.findIndex((step) => step.run === commands.test));
    const cache = build[cacheStep]!.with as { path: string; key: string; 'restore-keys': string };
    expect(cache.path).toBe(`${job.env?.SITE_CACHE_DIR}/site-images`);
    const keyStep = build.find((step) => step.id === 'pictures');
    expect(cache.key).toBe('${{ steps.pictures.outputs.key }}');
    expect(build.indexOf(keyStep!)).toBeLessThan(cacheStep);
    expect(cache['restore-keys']).toBe('site-images-');
    const deploy = workflow.jobs.deploy!;
    expect(deploy.needs).toBe('build');
    expect(deploy.environment?.name).toBe('github-pages');
    expect(deploy.steps.some((step) => step.uses?.startsWith('actions/deploy-pages@'))).toBe(true);
  });

  it('the images cache key changes with any picture, whatever the case of its name, and not with a spreadsheet', async () => {
    const workflow = parseYaml(await read('.github/workflows/pages.yml')) as Workflow;
    const command = workflow.jobs.build!.steps.find((step) => step.id === 'pictures')!.run!;
    const site = await mkdtemp(path.join(tmpdir(), 'pictures-key-'));
    await mkdir(path.join(site, 'content', 'images'), { recursive: true });
    await mkdir(path.join(site, 'public'), { recursive: true });
    const write = (file: string, text: string) => writeFile(path.join(site, file), text);
    const key = () => {
      const output = path.join(site, 'output');
      const result = spawnSync('bash', ['-e', '-o', 'pipefail', '-c', command], {
        cwd: site,
        env: { ...process.env, GITHUB_OUTPUT: output },
        encoding: 'utf8',
      });
      expect(result.status, result.stderr).toBe(0);
      const line = readFileSync(output, 'utf8').trim();
      rmSync(output);
      expect(line).toMatch(/^key=site-images-[0-9a-f]{32}$/);
      return line.slice('key='.length);
    };
    try {
      await write('content/images/logo.svg', '<svg/>');
      await write('content/products.csv', 'name\nPolo\n');
      const first = key();
      expect(key()).toBe(first);
      await write('content/products.csv', 'name\nPolo shirt\n');
      expect(key()).toBe(first);
      // A phone's photo, upper-case name.
      await write('content/images/IMG_0412.JPG', 'photo');
      const withPhoto = key();
      expect(withPhoto).not.toBe(first);
      await write('content/images/IMG_0412.JPG', 'photo, re-cropped');
      expect(key()).not.toBe(withPhoto);
      for (const name of ['b.jpeg', 'c.PNG', 'd.webp', 'e.avif', 'f.gif']) {
        const before = key();
        await write(`public/${name}`, name);
        expect(key(), name).not.toBe(before);
      }
    } finally {
      await rm(site, { recursive: true, force: true });
    }
  });

  it('every action in the workflow is at a major whose action.yml runs on Node.js 24', async () => {
    // From each action's action.yml (`runs: using:`), read at its tags: the first major on node24.
    // upload-pages-artifact is a composite action: v5 runs upload-artifact v7, which is node24.
    const FIRST_ON_NODE_24: Record<string, number> = {
      'actions/checkout': 5,
      'actions/setup-node': 5,
      'actions/cache': 5,
      'actions/configure-pages': 6,
      'actions/upload-pages-artifact': 5,
      'actions/deploy-pages': 5,
    };
    const workflow = parseYaml(await read('.github/workflows/pages.yml')) as Workflow;
    const uses = Object.values(workflow.jobs).flatMap((job) => job.steps.flatMap((step) => (step.uses ? [step.uses] : [])));
    expect(uses.length).toBeGreaterThanOrEqual(6);
    for (const use of uses) {
      const [, action, major] = /^([^@]+)@v(\d+)$/.exec(use) ?? [];
      expect(action, `${use} is not pinned to a major version`).toBeDefined();
      const first = FIRST_ON_NODE_24[action!];
      expect(first, `${action}: read its action.yml and add the first major that runs on node24`).toBeDefined();
      expect(Number(major), `${use} runs on a Node.js older than 24`).toBeGreaterThanOrEqual(first!);
    }
  });

  it('every recipe pins a Node.js LTS line that still gets security fixes and that package.json allows', async () => {
    const engines = (JSON.parse(await read('package.json')) as { engines: { node: string } }).engines.node;
    const lowest = Number(/>=\s*(\d+)/.exec(engines)?.[1]);
    const workflow = parseYaml(await read('.github/workflows/pages.yml')) as Workflow;
    const setupNode = workflow.jobs.build!.steps.find((step) => step.uses?.startsWith('actions/setup-node@'));
    const netlify = parseToml(await read('netlify.toml')) as { build: { environment: { NODE_VERSION: string } } };
    const guide = await read(PUBLISHING_GUIDE);
    const recipes = {
      'the GitHub Pages workflow': String(setupNode?.with?.['node-version']),
      'netlify.toml': netlify.build.environment.NODE_VERSION,
      "the publishing guide's Cloudflare Pages step": /`NODE_VERSION` = `(\d+)`/.exec(guide)?.[1] ?? 'none',
      "the publishing guide's Netlify step": /the publish folder \(`dist`\) and Node\.js (\d+)/.exec(guide)?.[1] ?? 'none',
    };
    for (const [recipe, version] of Object.entries(recipes)) {
      const major = Number(version);
      const endOfLife = LTS_END_OF_LIFE[major];
      expect(endOfLife, `${recipe} pins Node.js ${version}, which is not an LTS line`).toBeDefined();
      expect(new Date(`${endOfLife}T00:00:00Z`).getTime(), `${recipe} pins Node.js ${major}, whose support ends on ${endOfLife}`).toBeGreaterThan(Date.now());
      expect(major, `${recipe} pins Node.js ${major}, which package.json's engines (${engines}) does not allow`).toBeGreaterThanOrEqual(lowest);
    }
    // One line everywhere, so the version .ci/run tests (the workflow's) is the one every host runs.
    expect(new Set(Object.values(recipes)).size, JSON.stringify(recipes)).toBe(1);
  });

  it('netlify.toml checks the built content strictly, then builds, and publishes dist/', async () => {
    const netlify = parseToml(await read('netlify.toml')) as { build: { command: string; publish: string } };
    expect(netlify.build.command).toBe('npm run build:strict');
    expect(await strictBuild()).toEqual(['node bin/site.js check --built --strict', 'node --max-semi-space-size=16 bin/site.js build']);
    expect(netlify.build.publish).toBe('dist');
  });

  it("the publishing guide's Cloudflare Pages recipe checks the built content before it builds", async () => {
    const commands = await readmeCommands();
    const guide = (await read(PUBLISHING_GUIDE)).replace(/\s+/g, ' ');
    const start = guide.indexOf('## Cloudflare Pages');
    expect(start).toBeGreaterThan(0);
    const recipe = guide.slice(start, guide.indexOf(' ## ', start + 1));
    const buildCommand = /build command `([^`]+)`/.exec(recipe)?.[1] ?? '';
    expect(buildCommand).toBe('npm run build:strict');
    expect(commands.verify).toBe('npm run verify');
    // The build's 20-minute limit, and the way round it with Wrangler.
    expect(recipe).toMatch(/20 minutes/);
    expect(recipe).toContain('npx wrangler login');
    expect(recipe).toContain('npx wrangler pages deploy dist --project-name NAME');
  });

  it(".ci/run runs the engine's tests, then the check of the owner's content, each stopping the run when it fails", async () => {
    const commands = await readmeCommands();
    const script = await read('.ci/run');
    expect(script).toMatch(/^set -euo pipefail$/m);
    const lines = script.split('\n').map((line) => line.trim());
    expect(lines.indexOf(commands.test)).toBeGreaterThan(lines.findIndex((line) => line.startsWith(commands.install)));
    expect(lines.indexOf(commands.verify)).toBeGreaterThan(lines.indexOf(commands.test));
  });

  it('netlify.toml keeps the encoded images between deploys with a local plugin over the folder the build caches in', async () => {
    const netlify = parseToml(await read('netlify.toml')) as { build: { environment: Record<string, string> }; plugins: { package: string }[] };
    const folder = netlify.build.environment.SITE_CACHE_DIR;
    expect(folder).toBeTruthy();
    const plugin = netlify.plugins.find((entry) => entry.package.startsWith('/'))?.package ?? '';
    const manifest = parseYaml(await read(path.join(plugin, 'manifest.yml'))) as { name: string };
    expect(manifest.name).toBe(path.basename(plugin));
    // Netlify's cache utility restores before the build and saves after it, as its documentation shows.
    const hooks = (await import(path.join(ROOT, plugin, 'index.js'))) as Record<string, (options: unknown) => Promise<void>>;
    const calls: string[] = [];
    const utils = { cache: { restore: async (dir: string) => void calls.push(`restore ${dir}`), save: async (dir: string) => void calls.push(`save ${dir}`) } };
    // Netlify sets the build's environment from netlify.toml, whatever this machine's SITE_CACHE_DIR says.
    const own = process.env.SITE_CACHE_DIR;
    process.env.SITE_CACHE_DIR = folder;
    try {
      await hooks.onPreBuild?.({ utils });
      await hooks.onPostBuild?.({ utils });
    } finally {
      if (own === undefined) delete process.env.SITE_CACHE_DIR;
      else process.env.SITE_CACHE_DIR = own;
    }
    expect(calls).toEqual([`restore ${folder}/site-images`, `save ${folder}/site-images`]);
  });

  it('the publishing guide covers each host, under a heading of its own, and what happens on a content mistake', async () => {
    const guide = await read(PUBLISHING_GUIDE);
    const headings = guide.split('\n').filter((line) => line.startsWith('## '));
    for (const host of ['GitHub Pages', 'Netlify', 'Cloudflare Pages', 'S3 + CloudFront', 'nginx'])
      expect(
        headings.some((heading) => heading.includes(host)),
        host,
      ).toBe(true);
    const text = guide.replace(/\*\*/g, '').replace(/\s+/g, ' ');
    expect(text).toContain('.github/workflows/pages.yml');
    expect(text).toContain('netlify.toml');
    expect(text).toMatch(/live site stays as it was/);
    // The README, which the owner reads first, leads there.
    expect(await read('README.md')).toContain(`](${PUBLISHING_GUIDE})`);
  });
});

describe('.ci/run', () => {
  it('runs a command under the Node.js LTS the recipes pin, fetched from the npm registry, and passes on its exit code', async () => {
    const workflow = parseYaml(await read('.github/workflows/pages.yml')) as Workflow;
    const pinned = String(workflow.jobs.build!.steps.find((step) => step.uses?.startsWith('actions/setup-node@'))?.with?.['node-version']);
    const script = path.join(ROOT, '.ci', 'with-node-lts');
    const version = spawnSync(script, ['node', '-p', 'process.versions.node'], { encoding: 'utf8' });
    expect(version.status, version.stderr).toBe(0);
    expect(version.stdout.trim().split('.')[0]).toBe(pinned);
    expect(spawnSync(script, ['node', '-e', 'process.exit(3)']).status).toBe(3);
  }, 120_000);

  it('builds and runs the unit and integration tests under that LTS as well, after everything else', async () => {
    const lines = (await read('.ci/run')).split('\n').map((line) => line.trim());
    const underLts = lines.findIndex((line) => line.startsWith('.ci/with-node-lts bash -c'));
    expect(underLts).toBeGreaterThan(lines.indexOf('npm run verify'));
    expect(lines[underLts]).toMatch(/npm run build -- --quiet --out "\$0\/dist" && npx vitest run'/);
  });

  // Needs root to run the script as another user; CI runs as root, so there it always runs.
  const canSwitchUser = process.getuid?.() === 0 && existsSync('/usr/sbin/nologin') && spawnSync('su', ['--version']).status === 0;
  it.runIf(canSwitchUser)('not root and missing Chromium, it says so in one sentence instead of failing inside apt-get', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'ci-run-'));
    await mkdir(path.join(dir, '.ci'));
    await copyFile(path.join(ROOT, '.ci', 'run'), path.join(dir, '.ci', 'run'));
    await chmod(dir, 0o755);
    await chmod(path.join(dir, '.ci'), 0o755);
    await chmod(path.join(dir, '.ci', 'run'), 0o755);
    const result = spawnSync('su', ['nobody', '-s', '/bin/bash', '-c', `CHROMIUM_PATH=/nonexistent ${path.join(dir, '.ci', 'run')}`], { encoding: 'utf8' });
    await rm(dir, { recursive: true, force: true });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(/needs the Debian packages chromium.*only root can install them.*CHROMIUM_PATH/);
  });
});
