import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH_SHARD_SIZE, planSearchShards, searchShardCount, type SearchShard } from '../../src/search/plan-search-shards.ts';
import type { SearchRecord } from '../../src/search/search-records.ts';
import { searchShardFolder } from '../../src/shared/url-paths.ts';

const product = (id: number, title = `Product ${id}`): SearchRecord => ({
  url: `/product/street-ware/${id}/`,
  content: `${title}. Hoodies. Article No TT-HO-${String(id).padStart(5, '0')}`,
  meta: { title, kind: 'Product' },
});
const technique = (title: string, url: string): SearchRecord => ({ url, content: `${title}. A technique.`, meta: { title, kind: 'Technique' } });

/** 10,000 products, and ten technique records on two URLs, as searchRecords makes them. */
function catalogue(products = 10_000): SearchRecord[] {
  return [
    ...Array.from({ length: products }, (_, index) => product(index + 1)),
    ...['Puff', 'Screen', 'Heat', 'Rhinestone', 'High Density'].map((title) => technique(title, '/printing/')),
    ...['Chenille', '3D', 'Laser', 'Regular', 'Patches'].map((title) => technique(title, '/embroidery/')),
  ];
}

/** Which shard each URL is in. */
const shardOfUrl = (shards: readonly SearchShard[]) => new Map(shards.flatMap((shard) => shard.records.map((record) => [record.url, shard.name] as const)));
const digests = (shards: readonly SearchShard[]) => shards.map((shard) => shard.digest);
/** The names of the shards whose digest differs between two plans of the same shard count. */
const changed = (before: readonly SearchShard[], after: readonly SearchShard[]) => {
  expect(after.length).toBe(before.length);
  return before.filter((shard, index) => shard.digest !== after[index]!.digest).map((shard) => shard.name);
};

describe('planSearchShards', () => {
  it('makes max(1, ceil(records / shardSize)) shards of about shardSize records, every record in exactly one', () => {
    const records = catalogue();
    const shards = planSearchShards(records);
    expect(DEFAULT_SEARCH_SHARD_SIZE).toBe(2500);
    expect(shards.length).toBe(Math.ceil(records.length / 2500));
    expect(shards.length).toBe(searchShardCount(records.length));
    expect(shards.reduce((sum, shard) => sum + shard.records.length, 0)).toBe(records.length);
    expect(new Set(shards.flatMap((shard) => shard.records)).size).toBe(records.length);
    // A hash spreads the URLs evenly: each shard is within 5 % of the average.
    const average = records.length / shards.length;
    for (const shard of shards) expect(Math.abs(shard.records.length - average) / average, shard.name).toBeLessThan(0.05);

    expect(planSearchShards(records, { shardSize: 10_000 }).length).toBe(2);
    expect(planSearchShards(records, { shardSize: 10_010 }).length).toBe(1);
    expect(planSearchShards(records, { shardSize: Number.POSITIVE_INFINITY }).length).toBe(1);
    expect(planSearchShards(catalogue(30)).length).toBe(1);
    expect(planSearchShards([]).map((shard) => shard.records.length)).toEqual([0]);
    expect(() => planSearchShards(records, { shardSize: 0 })).toThrow(/at least 1/);
    expect(() => planSearchShards(records, { shardSize: 2.5 })).toThrow(/whole number/);
  });

  it('names shard 0 pagefind (it holds pagefind.js) and shard N pagefind-shards/N', () => {
    const shards = planSearchShards(catalogue(), { shardSize: 3000 });
    expect(shards.map((shard) => [shard.name, shard.dir])).toEqual([
      ['0', 'pagefind'],
      ['1', 'pagefind-shards/1'],
      ['2', 'pagefind-shards/2'],
      ['3', 'pagefind-shards/3'],
    ]);
    expect(shards.map((_shard, index) => searchShardFolder(index))).toEqual(shards.map((shard) => shard.dir));
  });

  it('keeps the records that share a URL (the techniques) in one shard', () => {
    for (const shardSize of [2, 7, 100, 2500]) {
      const shards = planSearchShards(catalogue(), { shardSize });
      for (const url of ['/printing/', '/embroidery/']) {
        const holding = shards.filter((shard) => shard.records.some((record) => record.url === url));
        expect(holding.length, `${url} with shardSize ${shardSize}`).toBe(1);
        expect(holding[0]!.records.filter((record) => record.url === url).length).toBe(5);
      }
    }
  });

  it('is deterministic: the same records in another order give the same shards, record order and digests', () => {
    const records = catalogue();
    // Products in another order; the records that share a URL keep theirs, which matters: Pagefind
    // keeps the last record it was given for a URL.
    const products = records.filter((record) => record.meta.kind === 'Product');
    const shuffled = [...records.filter((record) => record.meta.kind !== 'Product'), ...products.slice(5000), ...products.slice(0, 5000).reverse()];
    const first = planSearchShards(records);
    const second = planSearchShards(shuffled);
    expect(digests(second)).toEqual(digests(first));
    expect(second.map((shard) => shard.records.map((record) => record.url))).toEqual(first.map((shard) => shard.records.map((record) => record.url)));
    for (const shard of first) expect(shard.digest).toMatch(/^[0-9a-f]{64}$/);
    expect(new Set(digests(first)).size).toBe(first.length);
    // Within a shard, records are ordered by URL, and as given among those sharing one.
    for (const shard of first) {
      const urls = shard.records.map((record) => record.url);
      expect(urls).toEqual([...urls].sort());
      const printing = shard.records.filter((record) => record.url === '/printing/').map((record) => record.meta.title);
      if (printing.length > 0) expect(printing).toEqual(['Puff', 'Screen', 'Heat', 'Rhinestone', 'High Density']);
    }
    const swapped = records.map((record, index, all) =>
      record.meta.title === 'Puff' ? all[index + 1]! : record.meta.title === 'Screen' ? all[index - 1]! : record,
    );
    expect(changed(first, planSearchShards(swapped))).toEqual([shardOfUrl(first).get('/printing/')]);
  });

  it('an edited product changes its own shard only: same assignment, one digest changed', () => {
    const records = catalogue();
    const before = planSearchShards(records);
    const edited = records.map((record, index) => (index === 1234 ? product(1235, 'Renamed Fleece Hoodie') : record));
    const after = planSearchShards(edited);
    expect(shardOfUrl(after)).toEqual(shardOfUrl(before));
    expect(changed(before, after)).toEqual([shardOfUrl(before).get('/product/street-ware/1235/')]);
    // A change in meta alone (the title shown in results) counts too.
    const retitled = records.map((record, index) => (index === 7 ? { ...record, meta: { ...record.meta, title: 'Another title' } } : record));
    expect(changed(before, planSearchShards(retitled))).toEqual([shardOfUrl(before).get('/product/street-ware/8/')]);
  });

  it('an added or a removed product changes one shard only while the shard count stays', () => {
    const records = catalogue(9_980); // 9,990 records: 4 shards, with room for one more
    const before = planSearchShards(records);
    const added = planSearchShards([...records, product(20_000)]);
    expect(added.length).toBe(before.length);
    const home = shardOfUrl(added).get('/product/street-ware/20000/');
    expect(changed(before, added)).toEqual([home]);
    for (const [index, shard] of before.entries()) {
      if (shard.name !== home) expect(added[index]!.records).toEqual(shard.records);
    }

    const removed = planSearchShards(records.filter((record) => record.url !== '/product/street-ware/42/'));
    expect(removed.length).toBe(before.length);
    expect(changed(before, removed)).toEqual([shardOfUrl(before).get('/product/street-ware/42/')]);
  });

  it('a different Pagefind version or setting would change every digest: both are part of it', async () => {
    // The digest covers records + Pagefind's version + its settings: checked by recomputing it.
    const { createHash } = await import('node:crypto');
    const { pagefindConfig, pagefindVersion } = await import('../../src/search/pagefind-config.ts');
    const [shard] = planSearchShards([product(1)]);
    // Each record counts by the SHA-256 of its JSON line (kept per record object, so a rebuild
    // hashes megabytes of text only once).
    const line = createHash('sha256')
      .update(
        JSON.stringify([
          product(1).url,
          product(1).content,
          [
            ['kind', 'Product'],
            ['title', 'Product 1'],
          ],
        ]),
      )
      .digest('base64url');
    const expected = createHash('sha256')
      .update(`pagefind ${pagefindVersion()} ${JSON.stringify(pagefindConfig)}\n${line}\n`)
      .digest('hex');
    expect(pagefindVersion()).toMatch(/^\d+\.\d+\.\d+/);
    expect(shard!.digest).toBe(expected);
  });
});
