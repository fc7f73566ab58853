import { existsSync, statSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { removeTemporaryFolders, ROOT, tempDir } from '../helpers/fixture-site.ts';

afterAll(removeTemporaryFolders);

/** The documentation: the README, which a visitor of the repository reads first, and every page under docs/. */
async function documentationFiles(root: string): Promise<string[]> {
  const files = existsSync(path.join(root, 'README.md')) ? ['README.md'] : [];
  const docs = path.join(root, 'docs');
  if (existsSync(docs)) {
    const entries = await readdir(docs, { recursive: true });
    files.push(...entries.filter((entry) => entry.endsWith('.md')).map((entry) => path.join('docs', entry)));
  }
  return files.sort();
}

/** The text a reader sees as prose: code blocks, code spans and comments hold examples, not links. */
function withoutCode(markdown: string): string {
  return markdown
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/^ {0,3}(```|~~~)[^\n]*\n[\s\S]*?^ {0,3}\1[^\n]*$/gm, '')
    .replace(/(`+)[\s\S]*?\1/g, '');
}

/** A heading's anchor as GitHub makes it (github-slugger): lower case, punctuation dropped, spaces as hyphens. */
function headingAnchor(heading: string): string {
  return heading
    .trim()
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor of a Markdown file's headings; a repeated heading gets -1, -2 as on GitHub. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const prose = markdown.replace(/^ {0,3}(```|~~~)[^\n]*\n[\s\S]*?^ {0,3}\1[^\n]*$/gm, '');
  for (const [, text] of prose.matchAll(/^ {0,3}#{1,6}[ \t]+(.+?)[ \t#]*$/gm)) {
    const anchor = headingAnchor(text!);
    const count = seen.get(anchor) ?? 0;
    anchors.add(count === 0 ? anchor : `${anchor}-${count}`);
    seen.set(anchor, count + 1);
  }
  return anchors;
}

/** The targets of the inline links and pictures of a Markdown text, and of its link definitions. */
function linkTargets(markdown: string): string[] {
  const prose = withoutCode(markdown);
  const inline = [...prose.matchAll(/!?\[(?:[^[\]]|\[[^\]]*\])*\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1]!);
  const defined = [...prose.matchAll(/^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map((match) => match[1]!);
  return [...inline, ...defined];
}

/**
 * Each relative link of the documentation under `root` that leads nowhere: to a file that does not
 * exist, or to a #part that is no heading of its target. Links to other sites are not followed.
 */
async function brokenLinks(root: string): Promise<string[]> {
  const broken: string[] = [];
  const anchors = new Map<string, Set<string>>();
  const anchorsIn = async (file: string) => {
    if (!anchors.has(file)) anchors.set(file, anchorsOf(await readFile(file, 'utf8')));
    return anchors.get(file)!;
  };
  for (const file of await documentationFiles(root)) {
    const absolute = path.join(root, file);
    for (const target of linkTargets(await readFile(absolute, 'utf8'))) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
      const problem = (why: string) => broken.push(`${file}: (${target}) ${why}`);
      if (target === '') {
        problem('is empty');
        continue;
      }
      if (target.startsWith('/')) {
        problem('starts at the root; write it relative to this file, so it works on GitHub and in a clone');
        continue;
      }
      const hash = target.indexOf('#');
      const filePart = decodeURIComponent(hash < 0 ? target : target.slice(0, hash));
      const anchor = hash < 0 ? undefined : decodeURIComponent(target.slice(hash + 1));
      const destination = filePart === '' ? absolute : path.resolve(path.dirname(absolute), filePart);
      if (!existsSync(destination)) {
        problem(`leads to ${path.relative(root, destination)}, which does not exist`);
        continue;
      }
      if (anchor === undefined) continue;
      if (!statSync(destination).isFile() || !destination.endsWith('.md')) {
        problem('has a #part, but its target is not a Markdown file');
        continue;
      }
      if (!(await anchorsIn(destination)).has(anchor)) problem(`has no heading "#${anchor}" in ${path.relative(root, destination)}`);
    }
  }
  return broken;
}

describe('the documentation', () => {
  it('has a README and pages under docs/ for the owner and for developers', async () => {
    const files = await documentationFiles(ROOT);
    expect(files).toContain('README.md');
    expect(files.some((file) => file.startsWith(path.join('docs', 'owner')))).toBe(true);
    expect(files.some((file) => file.startsWith(path.join('docs', 'dev')))).toBe(true);
  });

  it('links only to files that exist, and to #parts that are headings of their target', async () => {
    expect(await brokenLinks(ROOT)).toEqual([]);
  });

  it('keeps the README short: at most 150 lines', async () => {
    const readme = await readFile(path.join(ROOT, 'README.md'), 'utf8');
    expect(readme.replace(/\n$/, '').split('\n').length).toBeLessThanOrEqual(150);
  });

  it('names no folder outside the repository, which its reader does not have', async () => {
    const outside = '../' + 'shared';
    const naming: string[] = [];
    for (const file of await documentationFiles(ROOT)) if ((await readFile(path.join(ROOT, file), 'utf8')).includes(outside)) naming.push(file);
    expect(naming).toEqual([]);
  });
});

describe('the link check', () => {
  it('finds a missing file, a missing #part in another file and in the same file, and a link from the root', async () => {
    const root = await tempDir('docs-links-');
    await mkdir(path.join(root, 'docs', 'owner'), { recursive: true });
    await writeFile(
      path.join(root, 'README.md'),
      [
        '# Shop',
        '',
        'See [the guide](docs/owner/guide.md), [its start](docs/owner/guide.md#getting-started), [the top](#shop),',
        '[the second one](docs/owner/guide.md#getting-started-1) and [a site](https://example.com/).',
        'Broken: [gone](docs/owner/gone.md), [no part](docs/owner/guide.md#publishing), [here](#nothing-here),',
        '[rooted](/docs/owner/guide.md), ![picture](docs/images/none.png).',
        '',
        '```md',
        '[inside a code block](nowhere.md)',
        '```',
        '',
        'And `[in a code span](nowhere.md)`.',
      ].join('\n'),
    );
    await writeFile(
      path.join(root, 'docs', 'owner', 'guide.md'),
      '# Guide\n\n## Getting started\n\n## Getting started\n\nBack to [the README](../../README.md#shop).\n',
    );
    expect(await brokenLinks(root)).toEqual([
      'README.md: (docs/owner/gone.md) leads to docs/owner/gone.md, which does not exist',
      'README.md: (docs/owner/guide.md#publishing) has no heading "#publishing" in docs/owner/guide.md',
      'README.md: (#nothing-here) has no heading "#nothing-here" in README.md',
      'README.md: (/docs/owner/guide.md) starts at the root; write it relative to this file, so it works on GitHub and in a clone',
      'README.md: (docs/images/none.png) leads to docs/images/none.png, which does not exist',
    ]);
  });

  it('makes the anchors GitHub makes', () => {
    expect(headingAnchor('S3 + CloudFront')).toBe('s3--cloudfront');
    expect(headingAnchor('`content/pages.csv`')).toBe('contentpagescsv');
    expect(headingAnchor("The hosts' limits")).toBe('the-hosts-limits');
    expect(headingAnchor('nginx, or any other web server')).toBe('nginx-or-any-other-web-server');
    expect(headingAnchor('Build and dev at 10,000 products')).toBe('build-and-dev-at-10000-products');
  });
});
