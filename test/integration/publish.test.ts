import { spawnSync } from 'node:child_process';
import { chmod, cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EXIT, main } from '../../src/cli/main.ts';
import { publishCommand } from '../../src/cli/publish-command.ts';
import { GIT_MISSING } from '../../src/publish/git.ts';
import { PublishError } from '../../src/publish/publish-error.ts';
import { captureOutput } from '../helpers/capture-output.ts';
import { removeTemporaryFolders, setCell, tempDir } from '../helpers/fixture-site.ts';
import { makeOwnSite } from '../helpers/own-site.ts';

afterAll(removeTemporaryFolders);

/** Publishing builds and crawls the site first: several seconds each on the 2-core machine. */
const CHECKED = 120_000;
const SPORTS = 'products/sports.csv';

/**
 * The environment Git runs with in these tests: a home of its own (no global config, no
 * credential helper, no user.name: commits then take the business's name from site.json), no
 * system config, and no prompt that would wait for a person.
 */
function gitEnv(home: string): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH ?? '', HOME: home, GIT_CONFIG_NOSYSTEM: '1', GIT_TERMINAL_PROMPT: '0' };
}

/** The other computer (or the host's web upload), which has an identity of its own. */
const OTHER = {
  GIT_AUTHOR_NAME: 'Other Computer',
  GIT_AUTHOR_EMAIL: 'other@acmekits.co.uk',
  GIT_COMMITTER_NAME: 'Other Computer',
  GIT_COMMITTER_EMAIL: 'other@acmekits.co.uk',
};

/** Runs git for a test's own setting up and looking, failing the test when git fails. */
function git(cwd: string, env: NodeJS.ProcessEnv, ...args: string[]): string {
  const done = spawnSync('git', args, { cwd, env: { ...env, ...OTHER }, encoding: 'utf8' });
  if (done.status !== 0) throw new Error(`git ${args.join(' ')} failed in ${cwd}: ${done.stderr}`);
  return done.stdout.trim();
}

interface Published {
  /** The bare repository standing for the one on GitHub. */
  readonly bare: string;
  /** The owner's clone, and its content folder. */
  readonly clone: string;
  readonly content: string;
  readonly env: NodeJS.ProcessEnv;
  /** Clones the bare repository again, as another computer holding the site. */
  other(name: string): string;
}

/** A site published once: the owner's own content in a clone of a bare repository, pushed. */
async function publishedSite(): Promise<Published> {
  const root = await tempDir('publish-');
  const env = gitEnv(path.join(root, 'home'));
  await mkdir(path.join(root, 'home'));
  const bare = path.join(root, 'site.git');
  git(root, env, 'init', '-q', '--bare', '-b', 'main', bare);
  const clone = path.join(root, 'owner');
  git(root, env, 'clone', '-q', bare, clone);
  await cp(await makeOwnSite(), path.join(clone, 'content'), { recursive: true });
  await writeFile(path.join(clone, 'README.md'), 'The site of Acme Kits.\n');
  git(clone, env, 'add', '-A');
  git(clone, env, 'commit', '-q', '-m', 'Start the site');
  git(clone, env, 'push', '-q', 'origin', 'main');
  return {
    bare,
    clone,
    content: path.join(clone, 'content'),
    env,
    other: (name) => {
      git(root, env, 'clone', '-q', bare, path.join(root, name));
      return path.join(root, name);
    },
  };
}

/** Adds a line at the end of a text file, as an edit in a text editor would. */
async function appendLine(file: string, line: string): Promise<void> {
  await writeFile(file, `${await readFile(file, 'utf8')}\n${line}\n`);
}

/** A change made elsewhere and published there first. */
function publishElsewhere(clone: string, env: NodeJS.ProcessEnv, message: string): void {
  git(clone, env, 'commit', '-q', '-a', '-m', message);
  git(clone, env, 'push', '-q', 'origin', 'main');
}

/** `site publish` with the test's environment: what main prints, and the exit code main returns for it. */
async function publish(content: string, env: NodeJS.ProcessEnv, now?: () => Date): Promise<{ code: number; out: string[]; err: string[] }> {
  const output = captureOutput();
  try {
    await publishCommand({ content, env, ...(now ? { now } : {}) }, output.io.out, { interactive: false, write: () => undefined });
    return { code: EXIT.ok, ...output };
  } catch (error) {
    // main() prints a PublishError's message as it is and returns EXIT.content; the last test checks that it does.
    if (!(error instanceof PublishError)) throw error;
    output.io.err(error.message);
    return { code: EXIT.content, ...output };
  }
}

describe('site publish (npm run publish)', { timeout: CHECKED }, () => {
  it('sends one commit holding only the changed content file, named by its change, and says where to watch the build', async () => {
    const site = await publishedSite();
    const before = git(site.bare, site.env, 'rev-parse', 'main');
    await setCell(site.content, SPORTS, 2, 'price', '19.00');
    // What the owner did not mean to send: a file changed outside the content folder, one staged,
    // and the files programs leave beside an open spreadsheet.
    await writeFile(path.join(site.clone, 'README.md'), 'The site of Acme Kits, being rewritten.\n');
    await writeFile(path.join(site.clone, 'notes.txt'), 'ideas\n');
    git(site.clone, site.env, 'add', 'notes.txt');
    await writeFile(path.join(site.content, 'products', '~$sports.csv'), 'lock');
    await writeFile(path.join(site.content, '.DS_Store'), 'finder');

    const result = await publish(site.content, site.env);

    expect(result.err).toEqual([]);
    expect(result.code).toBe(0);
    expect(result.out).toEqual(['Published: products/sports.csv: 1 row changed.', `The host builds the site now; watch it at ${site.bare}`]);
    expect(git(site.bare, site.env, 'rev-list', '--count', `${before}..main`)).toBe('1');
    expect(git(site.bare, site.env, 'diff-tree', '--no-commit-id', '--name-only', '-r', 'main')).toBe('content/products/sports.csv');
    expect(git(site.bare, site.env, 'log', '-1', '--format=%B', 'main')).toBe('products/sports.csv: 1 row changed');
    // No user.name on this computer: the commit carries the business's name and e-mail from site.json.
    expect(git(site.bare, site.env, 'log', '-1', '--format=%an <%ae>', 'main')).toBe('Acme Kits <orders@acmekits.co.uk>');
    // (git() trims the output, and with it the blank first column of " M README.md".)
    expect(git(site.clone, site.env, 'status', '--porcelain')).toBe(
      ['M README.md', 'A  notes.txt', '?? content/.DS_Store', '?? content/products/~$sports.csv'].join('\n'),
    );
  });

  it('first brings in what was published from another computer meanwhile, then sends both', async () => {
    const site = await publishedSite();
    const elsewhere = site.other('laptop');
    await appendLine(path.join(elsewhere, 'content', 'pages', 'about.md'), 'We moved to Canal Wharf.');
    publishElsewhere(elsewhere, site.env, 'pages/about.md changed');
    await setCell(site.content, SPORTS, 2, 'price', '19.00');
    // Git merges nothing while a file is staged; the owner's staged file stays staged, and unsent.
    await writeFile(path.join(site.clone, 'notes.txt'), 'ideas\n');
    git(site.clone, site.env, 'add', 'notes.txt');

    const result = await publish(site.content, site.env);

    expect(result.err).toEqual([]);
    expect(result.out[0]).toBe('Published: products/sports.csv: 1 row changed.');
    expect(git(site.bare, site.env, 'show', 'main:content/pages/about.md')).toContain('We moved to Canal Wharf.');
    expect(git(site.bare, site.env, 'show', `main:content/${SPORTS}`)).toBe((await readFile(path.join(site.content, SPORTS), 'utf8')).trim());
    expect(git(site.bare, site.env, 'log', '--format=%s', 'main')).toContain('pages/about.md changed');
    expect(git(site.bare, site.env, 'ls-tree', '--name-only', 'main')).not.toContain('notes.txt');
    expect(git(site.clone, site.env, 'status', '--porcelain')).toBe('A  notes.txt');
  });

  it('tries once more when the repository online moved on while the change was being sent', async () => {
    const site = await publishedSite();
    const elsewhere = site.other('laptop');
    await appendLine(path.join(elsewhere, 'content', 'pages', 'about.md'), 'We moved to Canal Wharf.');
    git(elsewhere, site.env, 'commit', '-q', '-a', '-m', 'pages/about.md changed');
    // The laptop publishes in the moment between the owner's look at the repository online and the
    // sending: the pre-push hook runs after Git has read where the branch stood.
    const marker = path.join(site.clone, 'laptop-published');
    const hook = path.join(site.clone, '.git', 'hooks', 'pre-push');
    await writeFile(
      hook,
      `#!/bin/sh\nif [ ! -e '${marker}' ]; then\n  touch '${marker}'\n  unset GIT_DIR GIT_WORK_TREE GIT_INDEX_FILE\n  git -C '${elsewhere}' push -q origin main\nfi\n`,
    );
    await chmod(hook, 0o755);
    await setCell(site.content, SPORTS, 2, 'price', '19.00');

    const result = await publish(site.content, site.env);

    expect(result.err).toEqual([]);
    expect(result.out[0]).toBe('Published: products/sports.csv: 1 row changed.');
    expect(git(site.bare, site.env, 'show', 'main:content/pages/about.md')).toContain('We moved to Canal Wharf.');
    expect(git(site.bare, site.env, 'show', `main:content/${SPORTS}`)).toContain(',19.00,');
  });

  it('keeps the owner’s version aside when the same file changed online, then publishes the next change', {
    timeout: CHECKED * 2,
  }, async () => {
    const site = await publishedSite();
    const elsewhere = site.other('laptop');
    await setCell(path.join(elsewhere, 'content'), SPORTS, 2, 'price', '21.00');
    publishElsewhere(elsewhere, site.env, 'products/sports.csv: 1 row changed');
    const online = git(site.bare, site.env, 'rev-parse', 'main');
    await setCell(site.content, SPORTS, 2, 'price', '19.00');
    const mine = await readFile(path.join(site.content, SPORTS));

    const result = await publish(site.content, site.env, () => new Date(2026, 10, 28, 14, 5));

    expect(result.code).toBe(1);
    expect(result.err).toEqual([
      'products/sports.csv was also changed online since your last publish, so nothing was published. Your version is kept in kept-aside/2026-11-28-1405/products/sports.csv, and the content folder now holds the one online: make your change again in it, then run npm run publish again.',
    ]);
    expect(await readFile(path.join(site.clone, 'kept-aside', '2026-11-28-1405', 'products', 'sports.csv'))).toEqual(mine);
    expect(git(site.bare, site.env, 'rev-parse', 'main')).toBe(online);
    expect(await readFile(path.join(site.content, SPORTS), 'utf8')).toBe(await readFile(path.join(elsewhere, 'content', SPORTS), 'utf8'));

    await setCell(site.content, SPORTS, 3, 'price', '15.00');
    const again = await publish(site.content, site.env);

    expect(again.err).toEqual([]);
    expect(again.out[0]).toBe('Published: products/sports.csv: 1 row changed.');
    const sent = git(site.bare, site.env, 'show', `main:content/${SPORTS}`);
    expect(sent).toContain(',21.00,');
    expect(sent).toContain(',15.00,');
    // The repository has no /kept-aside/ in its .gitignore: the folder ignores itself.
    expect(git(site.bare, site.env, 'ls-tree', '-r', '--name-only', 'main')).not.toContain('kept-aside');
  });

  it('says which file outside the content folder, changed on both sides, stands in the way', async () => {
    const site = await publishedSite();
    const elsewhere = site.other('laptop');
    await writeFile(path.join(elsewhere, 'README.md'), 'The site of Acme Kits, from the laptop.\n');
    publishElsewhere(elsewhere, site.env, 'README.md changed');
    const online = git(site.bare, site.env, 'rev-parse', 'main');
    await writeFile(path.join(site.clone, 'README.md'), 'The site of Acme Kits, being rewritten.\n');
    await setCell(site.content, SPORTS, 2, 'price', '19.00');

    const result = await publish(site.content, site.env);

    expect(result).toMatchObject({
      code: 1,
      err: [
        "README.md was changed both online and on this computer, outside the content folder, so nothing was published: undo the change on this computer (in GitHub Desktop: right-click the file, Discard changes) or ask whoever looks after the site's code, then run npm run publish again.",
      ],
    });
    expect(git(site.bare, site.env, 'rev-parse', 'main')).toBe(online);
    expect(await readFile(path.join(site.clone, 'README.md'), 'utf8')).toBe('The site of Acme Kits, being rewritten.\n');
  });

  it('sends a site whose repository online is still empty, and remembers where it goes', async () => {
    const root = await tempDir('publish-first-');
    const env = gitEnv(root);
    const bare = path.join(root, 'site.git');
    git(root, env, 'init', '-q', '--bare', '-b', 'main', bare);
    const clone = path.join(root, 'owner');
    git(root, env, 'init', '-q', '-b', 'main', clone);
    git(clone, env, 'remote', 'add', 'origin', bare);
    await cp(await makeOwnSite(), path.join(clone, 'content'), { recursive: true });

    const result = await publish(path.join(clone, 'content'), env);

    expect(result.err).toEqual([]);
    expect(result.out[0]).toMatch(/^Published: banners\.csv added \(\d+ rows?\); .*; and \d+ more files\.$/);
    expect(result.out[0]!.length).toBeLessThan(220);
    expect(git(bare, env, 'ls-tree', '-r', '--name-only', 'main')).toContain(`content/${SPORTS}`);
    expect(git(clone, env, 'rev-parse', '--abbrev-ref', 'main@{upstream}')).toBe('origin/main');
  });

  it('names a problem of the content by file, row and column, and sends nothing', async () => {
    const site = await publishedSite();
    const before = git(site.clone, site.env, 'rev-parse', 'HEAD');
    await setCell(site.content, SPORTS, 2, 'price', '14o');

    const result = await publish(site.content, site.env);

    expect(result.code).toBe(1);
    const said = result.err.join('\n');
    expect(said).toMatch(/products\/sports\.csv, row 2, column "price": .*"14o"/);
    expect(said).toMatch(/\n\n1 problem found, so nothing was published: fix it, then run npm run publish again\.$/);
    expect(git(site.clone, site.env, 'rev-parse', 'HEAD')).toBe(before);
    expect(git(site.bare, site.env, 'rev-parse', 'main')).toBe(before);
  });

  it('quotes the reason the repository online gives when it refuses the change', async () => {
    const site = await publishedSite();
    const before = git(site.bare, site.env, 'rev-parse', 'main');
    const hook = path.join(site.bare, 'hooks', 'pre-receive');
    await writeFile(hook, '#!/bin/sh\necho "Pushes are paused for the audit" >&2\nexit 1\n');
    await chmod(hook, 0o755);
    await setCell(site.content, SPORTS, 2, 'price', '19.00');

    const result = await publish(site.content, site.env);

    expect(result.code).toBe(1);
    expect(result.err).toEqual([
      'The repository online refused the change, saying "Pushes are paused for the audit", so nothing was published: do what it asks or ask whoever looks after the repository, then run npm run publish again.',
    ]);
    expect(git(site.bare, site.env, 'rev-parse', 'main')).toBe(before);
  });

  it('says there is nothing to publish when the content is as published, whatever changed outside it', async () => {
    const site = await publishedSite();
    await writeFile(path.join(site.clone, 'README.md'), 'The site of Acme Kits, being rewritten.\n');

    const result = await publish(site.content, site.env);

    expect(result).toMatchObject({ code: 1, err: ['Nothing to publish: the content is the same as on the published site.'] });
  });

  it('says when the sign-in is refused', async () => {
    // A host that wants a password for everything, as GitHub does for a private repository.
    const server: Server = createServer((_, response) => {
      response.writeHead(401, { 'WWW-Authenticate': 'Basic realm="git"' });
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const root = await tempDir('publish-sign-in-');
      const env = gitEnv(root);
      const content = path.join(root, 'owner', 'content');
      await cp(await makeOwnSite(), content, { recursive: true });
      git(root, env, 'init', '-q', '-b', 'main', path.join(root, 'owner'));
      git(path.join(root, 'owner'), env, 'remote', 'add', 'origin', `http://127.0.0.1:${(server.address() as AddressInfo).port}/acme/site.git`);

      const result = await publish(content, env);

      expect(result).toMatchObject({
        code: 1,
        err: [
          'The host 127.0.0.1 did not accept the sign-in for this repository, so nothing was published: sign in again in GitHub Desktop (or with the window that opens), then run npm run publish again.',
        ],
      });
    } finally {
      server.close();
    }
  });

  it('says when the content folder is in a repository linked to none online', async () => {
    const root = await tempDir('publish-unlinked-');
    const env = gitEnv(root);
    const content = path.join(root, 'owner', 'content');
    await cp(await makeOwnSite(), content, { recursive: true });
    git(root, env, 'init', '-q', '-b', 'main', path.join(root, 'owner'));

    const result = await publish(content, env);

    expect(result).toMatchObject({
      code: 1,
      err: [
        'The repository on this computer is not linked to one online yet, so there is nowhere to publish to: open it in GitHub Desktop and click "Publish repository", then run npm run publish again.',
      ],
    });
  });

  it('says how to get Git when it is not installed', async () => {
    const site = await makeOwnSite();
    const result = await publish(site, { ...gitEnv(site), PATH: await tempDir('publish-no-git-') });
    expect(result).toMatchObject({ code: 1, err: [GIT_MISSING] });
    expect(GIT_MISSING).toBe(
      'Publishing needs Git, which is not installed on this computer: install it from https://git-scm.com/downloads (on a Mac, typing git in the Terminal offers to install it), then run npm run publish again.',
    );
  });

  it('exits 1 with one sentence, no stack, when the content folder is in no repository', async () => {
    const site = await makeOwnSite();
    const output = captureOutput();

    expect(await main(['publish', '--content', site], output.io)).toBe(1);

    expect(output.err).toEqual([
      `The content folder (${site}) is not inside a repository, so it cannot be published: in GitHub Desktop choose File → Add local repository and pick the site's folder (or start from the template as docs/owner/setup.md says), then run npm run publish again.`,
    ]);
  });
});
