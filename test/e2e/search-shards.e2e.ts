import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from '../../src/build.ts';
import { writeDist } from '../../src/output/write-dist.ts';
import { planSearchShards, type SearchShard } from '../../src/search/plan-search-shards.ts';
import { searchRecords } from '../../src/search/search-records.ts';
import { serveStatic, type StaticServer } from '../../src/serve/serve-static.ts';
import { copyFixture, removeTemporaryFolders, tempDir } from '../helpers/fixture-site.ts';
import { closeFilePages, openPage } from './browser.ts';

/**
 * The minimal fixture built with a search shard size of 9 records, so its index comes in three
 * shards, and served as a static host would, at the root and under a sub-path.
 */
const SHARD_SIZE = 9;

afterAll(async () => {
  await closeFilePages();
  await removeTemporaryFolders();
});

const resultLinks = (page: Page) => page.$$eval('[data-search-results] a', (links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));

describe.each(['/', '/shop-site/'])('the search index in three shards, served under %s', (base) => {
  let server: StaticServer;
  let built: BuildResult;
  let shards: SearchShard[];

  beforeAll(async () => {
    const contentDir = await copyFixture();
    const out = path.join(await tempDir('site-search-shards-e2e-'), 'dist');
    ({ result: built } = await writeDist(out, (sink) => buildSite({ contentDir, basePath: base, searchShardSize: SHARD_SIZE }, sink)));
    shards = planSearchShards(searchRecords(built.site), { shardSize: SHARD_SIZE });
    // Every page's search island names the other two shards for the browser to merge.
    const home = await readFile(path.join(out, 'index.html'), 'utf8');
    const props = /data-island="site-search"[^>]*? data-props="([^"]*)"/.exec(home)?.[1] ?? '';
    expect(JSON.parse(props.replaceAll('&quot;', '"'))).toEqual({
      pagefind: `${base}pagefind/pagefind.js`,
      shards: [`${base}pagefind-shards/1/`, `${base}pagefind-shards/2/`],
    });
    server = await serveStatic({ root: out, basePath: base });
  }, 120_000);
  afterAll(() => server?.close());

  it('the dialog merges every shard and finds a product and a post that are in different shards', async () => {
    expect(shards.map((shard) => shard.dir)).toEqual(['pagefind', 'pagefind-shards/1', 'pagefind-shards/2']);
    const shardOf = (url: string) => shards.find((shard) => shard.records.some((record) => record.url === url))!.name;
    const post = built.site.blogPosts[0]!;
    const postUrl = built.site.paths.blogPost(post.slug);
    const product = built.site.products.find((candidate) => shardOf(built.site.paths.product(candidate.type, candidate.id)) !== shardOf(postUrl))!;
    const productUrl = built.site.paths.product(product.type, product.id);
    expect(shardOf(productUrl)).not.toBe(shardOf(postUrl));

    const { page } = await openPage(`${base}about/`, {}, { at: server.origin });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    await page.keyboard.press('/');
    await page.fill('#search-input', product.name);
    await expect.poll(() => resultLinks(page), { timeout: 15_000 }).toContain(productUrl);
    await page.fill('#search-input', post.title);
    await expect.poll(async () => (await resultLinks(page))[0], { timeout: 15_000 }).toBe(postUrl);
    for (const shard of shards) expect(requested, shard.dir).toContain(`${base}${shard.dir}/pagefind-entry.json`);
    // The merged shards are read for their index only: Pagefind's script and WebAssembly come from pagefind/.
    expect(requested.filter((address) => address.includes('/pagefind-shards/') && /\.(js|pagefind)$/.test(address))).toEqual([]);
    expect(failed).toEqual([]);
    await page.context().close();
  });

  it('a query matching records of every shard lists results from all of them, ranked together', async () => {
    const { page } = await openPage(`${base}`, {}, { at: server.origin });
    await page.click('.site-search__open');
    // Every product's record carries "Article No"; the products are spread over the three shards.
    await page.fill('#search-input', 'article');
    const productShards = new Set(
      built.site.products.map(
        (product) => shards.find((shard) => shard.records.some((record) => record.url === built.site.paths.product(product.type, product.id)))!.name,
      ),
    );
    await expect
      .poll(
        async () => new Set((await resultLinks(page)).map((url) => shards.find((shard) => shard.records.some((record) => record.url === url))?.name)).size,
        { timeout: 15_000 },
      )
      .toBe(productShards.size);
    const count = Number(/^(\d+) results/.exec((await page.locator('[data-search-status]').textContent()) ?? '')?.[1]);
    expect(count).toBeGreaterThanOrEqual(built.site.products.length);
    await page.context().close();
  });
});
