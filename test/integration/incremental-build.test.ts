import { cp, readdir, readFile, rm, symlink, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, currentCodeVersion, PROJECT_ROOT, writeSite, type BuildOptions } from '../../src/build.ts';
import { createBuilder } from '../../src/dev/create-builder.ts';
import { BuildCache } from '../../src/incremental/build-cache.ts';
import { emptyState, loadState, saveState } from '../../src/incremental/build-state.ts';
import { writeDist } from '../../src/output/write-dist.ts';
import { TEST_DATE } from '../helpers/built-site.ts';
import { addColumn, copyFixture, editFile, removeTemporaryFolders, setCell, tempDir } from '../helpers/fixture-site.ts';
import { folderSnapshot } from '../helpers/folder-snapshot.ts';

afterAll(removeTemporaryFolders);

/** The files on which two folders differ (missing from one, or different bytes). */
function differences(a: Map<string, string>, b: Map<string, string>): string[] {
  return [...new Set([...a.keys(), ...b.keys()])].filter((file) => a.get(file) !== b.get(file)).sort();
}

/**
 * A site whose sources are all private copies (content, public/, the stylesheets and the browser
 * code), built into dist/ the way `site build` does with its cache: state kept between builds,
 * unchanged pages kept as hard links from the previous folder.
 */
async function project() {
  const root = await tempDir('site-incremental-');
  const content = await copyFixture();
  const publicDir = path.join(root, 'public');
  const stylesDir = path.join(root, 'templates', 'styles');
  const templatesDir = path.join(root, 'templates');
  const clientDir = path.join(root, 'src', 'client');
  await cp(path.join(PROJECT_ROOT, 'public'), publicDir, { recursive: true });
  // The stylesheets: the base in templates/styles, the components' beside them, the islands' in src/client/islands.
  await cp(path.join(PROJECT_ROOT, 'templates'), templatesDir, { recursive: true, filter: (file) => !/\.tsx?$/.test(file) });
  // Browser code imports src/shared/, so both are copied in their places.
  await cp(path.join(PROJECT_ROOT, 'src', 'client'), clientDir, { recursive: true });
  await cp(path.join(PROJECT_ROOT, 'src', 'shared'), path.join(root, 'src', 'shared'), { recursive: true });
  // The stylesheets and scripts import packages (toastify's CSS, swiper): they resolve through this.
  await symlink(path.join(PROJECT_ROOT, 'node_modules'), path.join(root, 'node_modules'));
  const options: BuildOptions = { contentDir: content, publicDir, stylesRoot: root, clientDir, now: TEST_DATE, searchShardSize: 40 };
  const out = path.join(root, 'dist');
  const state = emptyState(currentCodeVersion());
  const cache = new BuildCache({ state });
  const build = async (extra: Partial<BuildOptions> = {}) => (await writeSite(out, { ...options, ...extra, cache })).result;
  /** A clean build of the same sources into a folder of its own. */
  const clean = async (extra: Partial<BuildOptions> = {}) => {
    const other = path.join(await tempDir('site-clean-'), 'dist');
    await writeDist(other, (sink) => buildSite({ ...options, ...extra }, sink));
    return folderSnapshot(other);
  };
  return { root, content, publicDir, stylesDir, templatesDir, clientDir, out, state, cache, build, clean };
}

type Project = Awaited<ReturnType<typeof project>>;

const edits: {
  name: string;
  edit: (site: Project) => Promise<void>;
  renders: (pages: number) => boolean;
  /** What the edit shows in dist/, where the clean build, which reads the same bundles folder, cannot tell. */
  shows?: (site: Project) => Promise<void>;
}[] = [
  {
    name: 'a product row (its title)',
    edit: (site) => setCell(site.content, 'products/sports.csv', 2, 'title', 'Club Soccer Kit, Renamed'),
    renders: (pages) => pages > 0 && pages < 25,
  },
  {
    name: 'a product price (not in the search index)',
    edit: (site) => setCell(site.content, 'products/street.csv', 3, 'price', '22.50'),
    renders: (pages) => pages > 0 && pages < 25,
  },
  {
    name: 'a category description',
    edit: (site) => editFile(site.content, 'categories.csv', (text) => text.replace('Matching jackets and trousers', 'Matching tops and trousers')),
    renders: (pages) => pages >= 0,
  },
  {
    name: 'a blog post',
    edit: (site) =>
      editFile(site.content, 'blog/advancements-safety-wear-technology.md', (text) => text.replace('Here is a practical overview', 'Here is a short overview')),
    renders: (pages) => pages > 0 && pages < 25,
  },
  // The size run's boxes, order fields and roster are rendered once per build for each size list
  // and kept between builds (Repeated.tsx): the words they show must still reach every page.
  {
    name: 'a team kit given sizes, decorations and a roster',
    edit: async (site) => {
      await addColumn(site.content, 'products/sports.csv', 'sizes', ['S-XL']);
      await addColumn(site.content, 'products/sports.csv', 'decoration', ['Screen Printing']);
      await addColumn(site.content, 'products/sports.csv', 'personalisation', ['yes']);
    },
    renders: (pages) => pages > 0,
  },
  {
    name: "a label only the size run's order fields and roster show",
    edit: (site) =>
      editFile(site.content, 'labels.csv', (text) =>
        text.replace('order-placement,Placement', 'order-placement,Where it goes').replace('roster-add,Add a player', 'roster-add,One more player'),
      ),
    renders: (pages) => pages > 0,
  },
  // Written only by the size-run island, whose bundle carries it (island-words.ts): the bundle is made again.
  {
    name: 'a word only the size-run island writes',
    edit: (site) => editFile(site.content, 'labels.csv', (text) => text.replace('size-run-met,The minimum order is met.', 'size-run-met,Enough for a run.')),
    renders: (pages) => pages > 0,
    shows: async (site) => {
      const islands = path.join(site.out, 'assets', 'islands');
      const bundle = (await readdir(islands)).find((file) => file.startsWith('size-run.'));
      expect(await readFile(path.join(islands, bundle ?? 'none'), 'utf8')).toContain('Enough for a run.');
    },
  },
  {
    name: 'the settings (phone number)',
    edit: (site) => editFile(site.content, 'site.json', (text) => text.replace(/"phone": "[^"]+"/, '"phone": "923009876543"')),
    renders: () => true,
  },
  {
    name: "a banner's accent (the home pages alone)",
    edit: (site) => setCell(site.content, 'banners.csv', 4, 'accent', 'green'),
    renders: (pages) => pages > 0 && pages <= 3,
  },
  {
    name: 'the base stylesheet (every page has it in its head)',
    edit: (site) => editFile(site.stylesDir, 'base.css', (text) => `${text}\n.incremental-test { color: #123456; }\n`),
    renders: () => true,
  },
  {
    name: "a component's stylesheet (the not-found page's: that page alone)",
    edit: (site) => editFile(path.join(site.templatesDir, 'pages'), 'NotFoundPage.css', (text) => `${text}\n.incremental-test { color: #123456; }\n`),
    renders: (pages) => pages === 1,
  },
  {
    name: 'a browser script (the back-to-top island)',
    edit: (site) => editFile(site.clientDir, 'islands/back-to-top.ts', (text) => `${text}\nconsole.debug('edited');\n`),
    renders: () => true,
  },
  // The fixture's one drawing is also the first picture of pages (the home banner), drawn inside them.
  {
    name: 'an image',
    edit: (site) => editFile(site.content, 'images/sample.svg', (text) => text.replace('</svg>', '<!-- edited --></svg>')),
    renders: (pages) => pages > 0,
  },
  {
    name: 'a public file',
    edit: (site) => editFile(site.publicDir, 'images/no-results.svg', (text) => text.replace('</svg>', '<!-- edited --></svg>')),
    renders: (pages) => pages === 0,
  },
  // The logo is drawn inside every page (a data: URL), so every page carries the change.
  {
    name: 'the logo',
    edit: (site) => editFile(site.content, 'images/brand/logo.svg', (text) => text.replace('#0B3279', '#7A1F2B')),
    renders: () => true,
  },
  // The icons keep the names browsers ask for: they are drawn again, and no page changes.
  {
    name: 'the favicon',
    edit: (site) => editFile(site.content, 'images/brand/favicon.svg', (text) => text.replace('#0B3279', '#7A1F2B')),
    renders: (pages) => pages === 0,
  },
  {
    name: 'a deleted blog post',
    edit: (site) => unlink(path.join(site.content, 'blog', 'sport-wears-enhance-performance-style.md')),
    renders: (pages) => pages > 0,
  },
];

describe('incremental builds give the same dist/ as a clean build', () => {
  // One site takes the edits below one after another, as an owner makes them: each build starts
  // from the state and dist/ the one before left, and is compared with a clean build of the same
  // sources. One first build instead of one per edit.
  let site: Project;
  let first: Awaited<ReturnType<Project['build']>>;
  beforeAll(async () => {
    site = await project();
    first = await site.build();
  }, 120_000);

  it('renders every page the first time, and none when nothing changed', async () => {
    expect(first.rendered).toBe(first.pages);
    const before = await folderSnapshot(site.out);
    const again = await site.build();
    expect(again.rendered).toBe(0);
    expect(differences(await folderSnapshot(site.out), before)).toEqual([]);
  });

  for (const { name, edit, renders, shows } of edits) {
    it(`after editing ${name}`, async () => {
      await edit(site);
      const after = await site.build();
      expect(renders(after.rendered), `${after.rendered} of ${after.pages} pages rendered`).toBe(true);
      expect(differences(await folderSnapshot(site.out), await site.clean())).toEqual([]);
      await shows?.(site);
    });
  }

  it('after a change to the code (a template): every page is rendered again', async () => {
    const site = await project();
    await site.build();
    // What a changed template does to the cache: the state's code version no longer matches.
    site.state.version = 'an older program';
    const after = await site.build();
    expect(after.rendered).toBe(after.pages);
    expect(differences(await folderSnapshot(site.out), await site.clean())).toEqual([]);
  });

  it('renders a page again when its file in dist/ was changed or deleted by hand', async () => {
    const site = await project();
    await site.build();
    await writeFile(path.join(site.out, 'about', 'index.html'), 'edited by hand');
    await rm(path.join(site.out, 'contact', 'index.html'));
    const after = await site.build();
    expect(after.rendered).toBe(2);
    expect(differences(await folderSnapshot(site.out), await site.clean())).toEqual([]);
  });

  it('after a product edit, makes the pages whose only change is the card data address from their previous file, in a new process too', async () => {
    const site = await project();
    await site.build();
    // What the next `site build` reads: the state as saved, none of this process's objects.
    const file = path.join(site.root, 'state', 'build.json');
    saveState(file, site.state);
    Object.assign(site.state, loadState(file, site.state.version));
    await setCell(site.content, 'products/street.csv', 3, 'title', 'Renamed Street Hoodie');
    const after = await site.build();
    expect(after.refilled).toBeGreaterThan(0);
    expect(after.refilled).toBeLessThan(after.rendered);
    expect(differences(await folderSnapshot(site.out), await site.clean())).toEqual([]);
  });

  it('keeps the previous dist/ intact when a build fails, and the next good build is still right', async () => {
    const site = await project();
    await site.build();
    const before = await folderSnapshot(site.out);
    await setCell(site.content, 'products/sports.csv', 2, 'price', '14o');
    await expect(site.build()).rejects.toThrow(/problem/);
    expect(differences(await folderSnapshot(site.out), before)).toEqual([]);
    await setCell(site.content, 'products/sports.csv', 2, 'price', '15.50');
    await site.build();
    expect(differences(await folderSnapshot(site.out), await site.clean())).toEqual([]);
  });
});

describe('the dev builder keeps its folder equal to a clean build, writing only what changed', () => {
  it('after a product edit, a deleted post and a stylesheet edit', async () => {
    const site = await project();
    const folder = path.join(site.root, 'dev-site');
    const builder = createBuilder({
      contentDir: site.content,
      publicDir: site.publicDir,
      stylesRoot: site.root,
      clientDir: site.clientDir,
      now: TEST_DATE,
      searchShardSize: 40,
      outDir: folder,
    });
    const first = await builder.build();
    expect(first.ok).toBe(true);
    await builder.idle();
    expect(differences(await folderSnapshot(folder), await site.clean())).toEqual([]);

    await setCell(site.content, 'products/sports.csv', 2, 'title', 'Club Soccer Kit, Renamed');
    const edited = await builder.build([path.join(site.content, 'products/sports.csv')]);
    if (!edited.ok) throw new Error(JSON.stringify(edited));
    await builder.idle();
    expect(edited.written).toContain('product/sports-ware/1/index.html');
    expect(edited.written).not.toContain('about/index.html');
    expect(differences(await folderSnapshot(folder), await site.clean())).toEqual([]);

    await unlink(path.join(site.content, 'blog', 'sport-wears-enhance-performance-style.md'));
    const deleted = await builder.build([path.join(site.content, 'blog', 'sport-wears-enhance-performance-style.md')]);
    if (!deleted.ok) throw new Error(JSON.stringify(deleted));
    await builder.idle();
    expect(deleted.removed).toContain('blog/sport-wears-enhance-performance-style/index.html');
    expect(differences(await folderSnapshot(folder), await site.clean())).toEqual([]);

    // A rule in the footer's stylesheet, which every page links after its first view.
    const footer = path.join(site.templatesDir, 'components');
    await editFile(footer, 'Footer.css', (text) => `${text}\n.footer-links { color: #123456; }\n`);
    const styled = await builder.build([path.join(footer, 'Footer.css')]);
    if (!styled.ok) throw new Error(JSON.stringify(styled));
    await builder.idle();
    expect(styled.cssOnly).toBe(true);
    expect(styled.stylesheets.length).toBeGreaterThan(0);
    for (const swap of styled.stylesheets) expect(swap.rest.from).not.toBe(swap.rest.to);
    expect(differences(await folderSnapshot(folder), await site.clean())).toEqual([]);
  });
});

describe('rendering on every core', () => {
  it('gives the same dist/ as rendering on one thread', async () => {
    const site = await project();
    // Without a search index: a build that indexes at once leaves the second core to the indexer.
    const result = await site.build({ parallelFrom: 1, search: false });
    expect(result.rendered).toBe(result.pages);
    expect(result.threads).toBe(2);
    expect(differences(await folderSnapshot(site.out), await site.clean({ search: false }))).toEqual([]);
    // The state it leaves lets the next build keep every page.
    expect((await site.build({ search: false })).rendered).toBe(0);
  });
});
