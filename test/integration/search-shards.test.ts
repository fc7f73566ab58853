import { existsSync } from 'node:fs';
import { cp, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSite } from '../../src/build.ts';
import { indexForSearch } from '../../src/search/index-for-search.ts';
import { indexShard } from '../../src/search/index-shard.ts';
import { planSearchShards, searchShardCount, type SearchShard } from '../../src/search/plan-search-shards.ts';
import { searchRecords, type SearchRecord } from '../../src/search/search-records.ts';
import { copyFixture, removeTemporaryFolders, SITE_FIXTURE, setCell, tempDir } from '../helpers/fixture-site.ts';

afterAll(removeTemporaryFolders);

/** 25 records in the minimal fixture, each at its own address: 9 a shard gives three shards. */
const SHARD_SIZE = 9;

async function filesUnder(root: string, folder: string): Promise<string[]> {
  const entries = await readdir(path.join(root, folder), { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

describe('the search index in shards, for the minimal fixture', () => {
  let contentDir: string;
  let records: SearchRecord[];
  let siteDir: string;
  let first: Awaited<ReturnType<typeof indexForSearch>>;

  beforeAll(async () => {
    contentDir = await copyFixture();
    records = searchRecords((await checkSite({ contentDir })).site);
    siteDir = await tempDir('site-search-shards-');
    first = await indexForSearch(records, siteDir, { shardSize: SHARD_SIZE });
  }, 60_000);

  it('writes three shards: pagefind/ with the script, pagefind-shards/1 and /2 with their index alone', async () => {
    expect(first.records).toBe(records.length);
    expect(first.shards.map((shard) => shard.dir)).toEqual(['pagefind', 'pagefind-shards/1', 'pagefind-shards/2']);
    expect(await readdir(path.join(siteDir, 'pagefind-shards'))).toEqual(['1', '2']);
    for (const shard of first.shards) {
      expect(shard.records.length, shard.dir).toBeGreaterThan(0);
      expect(shard.reused).toBe(false);
      // The files it reports are exactly the files in its folder.
      expect(shard.files).toEqual(await filesUnder(siteDir, shard.dir));
      const entry = JSON.parse(await readFile(path.join(siteDir, shard.dir, 'pagefind-entry.json'), 'utf8')) as {
        languages: Record<string, { page_count: number }>;
      };
      // Pagefind counts pages; every record has an address of its own, so each is a page.
      expect(entry.languages.en?.page_count, shard.dir).toBe(shard.records.length);
      expect(shard.files.some((file) => file.endsWith('.pf_meta'))).toBe(true);
      expect(shard.files.some((file) => file.startsWith(`${shard.dir}/index/`))).toBe(true);
      expect(shard.files.some((file) => file.startsWith(`${shard.dir}/fragment/`))).toBe(true);
    }
    const primary = first.shards[0]!.files;
    for (const script of ['pagefind/pagefind.js', 'pagefind/pagefind-worker.js', 'pagefind/wasm.en.pagefind']) expect(primary).toContain(script);
    // The browser merges the other shards without their scripts or WebAssembly.
    for (const shard of first.shards.slice(1)) expect(shard.files.filter((file) => /\.(js|css)$|\/wasm\./.test(file))).toEqual([]);
    // Every record is in one shard; each technique has its own address, at its card on its page
    // (Pagefind keeps one record per address: five techniques at /printing/ would leave four unfindable).
    const urls = first.shards.flatMap((shard) => shard.records.map((record) => record.url));
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls.filter((url) => url.startsWith('/printing/#')).length).toBeGreaterThan(1);
    expect(first.shards.reduce((sum, shard) => sum + shard.records.length, 0)).toBe(records.length);
  });

  it("after a one-product edit, only that product's shard gets a new digest; reuse skips the others", async () => {
    await setCell(contentDir, 'products/street.csv', 3, 'title', 'Brushed Fleece Jogging Suit');
    const edited = searchRecords((await checkSite({ contentDir })).site);
    const url = '/product/street-ware/2/';
    const home = first.shards.find((shard) => shard.records.some((record) => record.url === url))!;

    const next = await tempDir('site-search-shards-next-');
    const previous = new Map(first.shards.map((shard) => [shard.digest, shard]));
    const asked: string[] = [];
    const second = await indexForSearch(edited, next, {
      shardSize: SHARD_SIZE,
      // As an incremental build would: put the previous build's files in place for an unchanged digest.
      reuse: async (shard, target) => {
        asked.push(shard.name);
        const earlier = previous.get(shard.digest);
        if (!earlier) return undefined;
        await cp(path.join(siteDir, earlier.dir), path.join(target, shard.dir), { recursive: true });
        return earlier.files;
      },
    });
    expect(asked.sort()).toEqual(['0', '1', '2']);
    expect(second.shards.map((shard) => shard.name)).toEqual(['0', '1', '2']);
    for (const [index, shard] of second.shards.entries()) {
      const before = first.shards[index]!;
      if (shard.name === home.name) {
        expect(shard.digest).not.toBe(before.digest);
        expect(shard.reused).toBe(false);
        expect(shard.records.find((record) => record.url === url)?.meta.title).toBe('Brushed Fleece Jogging Suit (TT-TS-002)');
      } else {
        expect(shard.digest, shard.dir).toBe(before.digest);
        expect(shard.reused).toBe(true);
        expect(shard.records).toEqual(before.records);
      }
      expect(await filesUnder(next, shard.dir)).toEqual([...shard.files].sort());
    }
  });

  it('the sample site is one shard, in pagefind/', async () => {
    const sample = searchRecords((await checkSite({ contentDir: SITE_FIXTURE })).site);
    expect(searchShardCount(sample.length)).toBe(1);
    expect(planSearchShards(sample).map((shard) => shard.dir)).toEqual(['pagefind']);
  });

  it("a failure names the shard and Pagefind's reason", async () => {
    const blocked = path.join(await tempDir('site-search-blocked-'), 'a-file');
    await writeFile(blocked, 'not a folder');
    const [shard] = planSearchShards(records.slice(0, 3)) as [SearchShard];
    await expect(indexShard(shard, blocked)).rejects.toThrow(/^The search index shard 0 \(pagefind, 3 records\) could not be built: .+/);
    expect(existsSync(path.join(blocked, 'pagefind'))).toBe(false);
  });
});
