import { cp, readdir, stat } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { stateFileFor } from '../../src/cli/build-command.ts';
import { main } from '../../src/cli/main.ts';
import { displayPath } from '../../src/content/read/display-path.ts';
import { captureOutput } from '../helpers/capture-output.ts';
import { copyFixture, editFile, FIXTURES, removeTemporaryFolders, ROOT, setCell } from '../helpers/fixture-site.ts';
import { folderSnapshot } from '../helpers/folder-snapshot.ts';

afterAll(removeTemporaryFolders);

/** The minimal fixture with the files of test/fixtures/check-built/{overlay}/ laid over it. */
async function siteWith(overlay: 'sound' | 'broken'): Promise<string> {
  const content = await copyFixture('minimal');
  await cp(path.join(FIXTURES, 'check-built', overlay), content, { recursive: true });
  return content;
}

async function checkBuilt(content: string) {
  const output = captureOutput();
  const code = await main(['check', '--built', '--content', content], output.io);
  // The problems come as one block of lines, one sentence each.
  const problems = output.err.flatMap((block) => block.split('\n')).filter((line) => line.includes(': '));
  return { code, ...output, problems };
}

const leftovers = async () => (await readdir(tmpdir())).filter((name) => name.startsWith('site-verify-'));

describe('site check --built (npm run verify): the owner content check on the built pages', () => {
  it('passes a sound site with exit code 0, its Markdown links to pages, #parts and pictures all found', async () => {
    const content = await siteWith('sound');
    const { code, out, err } = await checkBuilt(content);
    expect(code, err.join('\n')).toBe(0);
    expect(out[0]).toMatch(
      /^The built site is sound: \d+ pages and \d+ files, every link and picture of the site leads to a file, every page has a title and a description, and no two pages share a title\.$/,
    );
    // The fixture is the sample's: what is still the sample's follows, as warnings (sample-identity.test.ts).
    expect(out.slice(1).every((line) => line.startsWith('Warning: ') || line.startsWith('These '))).toBe(true);
  });

  it('finds a broken link and a missing picture written in a Markdown body, and names the .md file and the link', async () => {
    const content = await siteWith('broken');
    const { code, err, problems } = await checkBuilt(content);
    expect(code).toBe(1);
    const post = displayPath(path.join(content, 'blog', 'links-that-lead-nowhere.md'));
    expect(problems).toContain(`${post}: the link "our kits" goes to /kitz/, which is not a page of the site`);
    expect(problems).toContain(`${post}: the image "A fleece training top" shows /images/winter-top.jpg, which is not a file of the site`);
    expect(problems).toContain(`${post}: the link "3D puff section" goes to /printing#puff-3d, but /printing/ has no part with the id "puff-3d" to jump to`);
    // A picture in the content folder that only Markdown names is not published: the sentence says where it should go.
    expect(problems).toContain(
      `${post}: the image "The swatch card" shows /images/swatch-card.svg, which is not a file of the site; ${displayPath(path.join(content, 'images', 'swatch-card.svg'))} exists, but the build publishes only the pictures the spreadsheets and front matter name: put a picture for Markdown in public/ (public/images/swatch-card.svg is published as /images/swatch-card.svg)`,
    );
    // The four above and the title two posts share (next test), and nothing else.
    expect(err.at(-1)).toBe('\n5 problems found; nothing was written. Fix them and run the command again.');
    // The owner's mistakes are sentences, never a stack trace.
    expect(err.join('\n')).not.toMatch(/Internal error|\n\s+at /);
  });

  it('finds two pages written in different files that share a title, once for the pair', async () => {
    const content = await siteWith('broken');
    const { problems } = await checkBuilt(content);
    const first = displayPath(path.join(content, 'blog', 'advancements-safety-wear-technology.md'));
    const second = displayPath(path.join(content, 'blog', 'same-title-as-another.md'));
    const duplicates = problems.filter((line) => line.includes('has the same title'));
    expect(duplicates).toEqual([
      `${first}: the page /blog/advancements-safety-wear-technology/ has the same title, "Advancements in Safety Wear Technology: Fabrics, Tape and Fit | Thread & Tailor", as /blog/same-title-as-another/ (${second}); give each page a title of its own, so search results and browser tabs tell them apart`,
    ]);
  });

  it('reports a picture a spreadsheet names that does not exist at its cell, as the build refuses it', async () => {
    const content = await copyFixture('minimal');
    await setCell(content, 'products/sports.csv', 2, 'image', 'images/products/no-such-photo.jpg');
    const { code, problems, err } = await checkBuilt(content);
    expect(code).toBe(1);
    expect(problems).toEqual([expect.stringMatching(/^.*products\/sports\.csv, row 2, column "image": .*images\/products\/no-such-photo\.jpg/)]);
    expect(err.join('\n')).not.toMatch(/Internal error|\n\s+at /);
  });

  it('does not count a product shown in the shop and in its listing, nor the shop and the safety wear listing, as duplicate titles', async () => {
    // The minimal fixture has both: /shop/{slug}/ and /product/safety-ware/{id}/ show one row of safety.csv.
    const { code, err } = await checkBuilt(await copyFixture('minimal'));
    expect(code, err.join('\n')).toBe(0);
  });

  it('checks a site published under a base path with its own addresses: the base path is added to the links, not mistaken for a missing page', async () => {
    const content = await siteWith('sound');
    await editFile(content, 'site.json', (text) => text.replace(/"baseUrl": "[^"]*"/, '"baseUrl": "https://owner.github.io/shop-site/"'));
    const sound = await checkBuilt(content);
    expect(sound.code, sound.err.join('\n')).toBe(0);
    // And a link outside the site's pages is found there too, in the words the owner wrote it in.
    await editFile(content, 'blog/links-that-work.md', (text) => `${text}\nAnd [a page that is not there](/kitz/).\n`);
    const broken = await checkBuilt(content);
    expect(broken.code).toBe(1);
    expect(broken.problems).toEqual([
      `${displayPath(path.join(content, 'blog', 'links-that-work.md'))}: the link "a page that is not there" goes to /kitz/, which is not a page of the site`,
    ]);
  });

  it('builds into a temporary folder it removes: dist/ and the build cache are left as they were', async () => {
    const dist = path.join(ROOT, 'dist');
    const before = existsSync(dist) ? await folderSnapshot(dist) : undefined;
    const stateFile = stateFileFor('dist');
    const stateBefore = existsSync(stateFile) ? (await stat(stateFile)).mtimeMs : undefined;
    const earlier = await leftovers();
    await checkBuilt(await siteWith('broken'));
    expect(existsSync(dist) ? await folderSnapshot(dist) : undefined).toEqual(before);
    expect(existsSync(stateFile) ? (await stat(stateFile)).mtimeMs : undefined).toBe(stateBefore);
    expect((await leftovers()).filter((name) => !earlier.includes(name))).toEqual([]);
  });
});
