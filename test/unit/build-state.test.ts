import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { emptyState, loadState, saveState, type BuildState } from '../../src/incremental/build-state.ts';
import { removeTemporaryFolders, tempDir } from '../helpers/fixture-site.ts';

afterAll(removeTemporaryFolders);

function sampleState(version = 'v1'): BuildState {
  const state = emptyState(version);
  state.content.set('csv:content/faqs.csv:abc', {
    records: [{ question: 'Q?', answer: 'A.', source: { file: 'content/faqs.csv', row: 2 } }],
    issues: [],
    rows: ['r1'],
  });
  state.content.set('md:content/blog/post.md:def', { records: [{ title: 'Post', body: 'Text' }], issues: [] });
  const shared = {
    dependencies: { site: ['labels', 'settings'], images: ['a.svg'], listingData: [], iconSprite: true },
    islands: ['chrome'] as const,
    stylesheets: { first: 'templates/components/Header.css', rest: 'templates/components/Footer.css' },
  };
  state.routes.set('about/index.html', { fingerprint: 'f1', ...shared, islands: [...shared.islands] });
  state.routes.set('team/index.html', { fingerprint: 'f2', ...shared, islands: [...shared.islands] });
  state.routes.set('index.html', {
    fingerprint: 'f3',
    dependencies: { site: ['products'], images: [], listingData: ['shop'], iconSprite: false },
    islands: ['chrome', 'product-gallery'],
    template: { fingerprint: 't3', addresses: 2 },
    stylesheets: { first: 'templates/components/BannerSlider.css', rest: 'templates/components/ProductCard.css' },
  });
  state.listingData.set('shop', { url: '/assets/data/shop.1234.json', file: 'assets/data/shop.1234.json', inputs: 'shop inputs' });
  state.outputs.set('about/index.html', { size: 120, mtimeMs: 1795763193548.6687 });
  state.outputs.set('assets/site.css', { size: 10, mtimeMs: 5, hash: 'h' });
  state.shards.set('pagefind', { digest: 'd', files: ['pagefind/a', 'pagefind/b'] });
  return state;
}

async function stateFile(): Promise<string> {
  return path.join(await tempDir('site-state-'), 'build-1234.json');
}

describe('the build state file', () => {
  it('reads back what was saved', async () => {
    const file = await stateFile();
    saveState(file, sampleState());
    expect(loadState(file, 'v1')).toEqual(sampleState());
  });

  it('is ignored whole when it is of another code version, of an older format, or damaged', async () => {
    const file = await stateFile();
    saveState(file, sampleState());
    expect(loadState(file, 'v2')).toEqual(emptyState('v2'));
    // The format before the content entries had files of their own.
    writeFileSync(file, JSON.stringify({ format: 1, version: 'v1', content: [], routes: [['a.html', { fingerprint: 'x' }]], outputs: [], shards: [] }));
    expect(loadState(file, 'v1')).toEqual(emptyState('v1'));
    saveState(file, sampleState());
    writeFileSync(file, readFileSync(file, 'utf8').slice(0, 200));
    expect(loadState(file, 'v1')).toEqual(emptyState('v1'));
    // Columns that do not fit together.
    saveState(file, sampleState());
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { routes: { fingerprints: string[] } };
    stored.routes.fingerprints.pop();
    writeFileSync(file, JSON.stringify(stored));
    expect(loadState(file, 'v1')).toEqual(emptyState('v1'));
  });

  it('leaves out a content entry whose file is damaged or missing, and keeps the rest', async () => {
    const file = await stateFile();
    saveState(file, sampleState());
    const folder = file.replace(/\.json$/, '.content');
    const [first, second] = readdirSync(folder).sort();
    writeFileSync(path.join(folder, first!), '{"not');
    const loaded = loadState(file, 'v1');
    expect(loaded.content.size).toBe(1);
    expect(loaded.routes).toEqual(sampleState().routes);
    writeFileSync(path.join(folder, second!), JSON.stringify(['another key', {}]));
    expect(loadState(file, 'v1').content.size).toBe(0);
  });

  it('writes a content entry once, names it by the code version, and removes the entries no longer used', async () => {
    const file = await stateFile();
    const folder = file.replace(/\.json$/, '.content');
    saveState(file, sampleState());
    const before = readdirSync(folder).sort();
    expect(before).toHaveLength(2);
    const next = sampleState();
    next.content.delete('md:content/blog/post.md:def');
    saveState(file, next);
    expect(readdirSync(folder)).toHaveLength(1);
    expect(before).toContain(readdirSync(folder)[0]);
    // Another program validates the same text into its own entry, never into this one's.
    saveState(file, sampleState('v2'));
    expect(readdirSync(folder).filter((name) => before.includes(name))).toEqual([]);
    expect(loadState(file, 'v2')).toEqual(sampleState('v2'));
  });
});
