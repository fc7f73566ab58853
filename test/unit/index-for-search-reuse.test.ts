import { describe, expect, it, vi } from 'vitest';

// Any indexer process this file's builds would start goes through fork: none may.
vi.mock('node:child_process', async (original) => ({
  ...(await original<typeof import('node:child_process')>()),
  fork: vi.fn(() => {
    throw new Error('an indexer was started');
  }),
}));

const { fork } = await import('node:child_process');
const { indexForSearch } = await import('../../src/search/index-for-search.ts');

const records = Array.from({ length: 30 }, (_, index) => ({
  url: `/product/street-ware/${index}/`,
  content: `Product ${index}`,
  meta: { title: `Product ${index}`, kind: 'Product' },
}));

describe('indexForSearch with nothing to index', () => {
  it("starts no indexer process when every shard is the previous build's", async () => {
    const result = await indexForSearch(records, '/nowhere', { shardSize: 10, reuse: async (shard) => [`${shard.dir}/pagefind-entry.json`] });
    expect(result.shards).toHaveLength(3);
    expect(result.shards.every((shard) => shard.reused)).toBe(true);
    expect(fork).not.toHaveBeenCalled();
  });

  it('starts one for a shard that changed (the mock refuses it, so the build fails)', async () => {
    await expect(
      indexForSearch(records, '/nowhere', { shardSize: 10, reuse: async (shard) => (shard.name === '1' ? undefined : [`${shard.dir}/pagefind-entry.json`]) }),
    ).rejects.toThrow('an indexer was started');
    expect(fork).toHaveBeenCalledTimes(1);
  });
});
