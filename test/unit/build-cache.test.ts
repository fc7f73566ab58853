import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BuildCache, cacheFolders } from '../../src/incremental/build-cache.ts';
import { BuildMemo } from '../../src/incremental/build-memo.ts';

describe('BuildMemo', () => {
  it('drops after a build what that build neither read nor stored, and nothing after a build that failed', () => {
    const memo = new BuildMemo<string, number>();
    memo.begin();
    memo.set('kept', 1);
    memo.set('renamed', 2);
    memo.prune();
    expect(memo.keys().sort()).toEqual(['kept', 'renamed']);

    memo.begin();
    expect(memo.get('kept')).toBe(1);
    memo.set('new name', 2);
    // A build that fails is never pruned: the next build starts afresh and decides.
    memo.begin();
    memo.get('kept');
    memo.get('new name');
    memo.prune();
    expect(memo.keys().sort()).toEqual(['kept', 'new name']);
  });
});

describe('the cache folders', () => {
  it('are named in one place, under SITE_CACHE_DIR or the given root', () => {
    const folders = cacheFolders('/cache');
    expect(folders).toEqual({
      root: '/cache',
      site: path.join('/cache', 'site'),
      bundles: path.join('/cache', 'site', 'bundles'),
      images: path.join('/cache', 'site-images'),
      devSite: path.join('/cache', 'site', 'dev'),
      devState: path.join('/cache', 'site', 'dev-state.json'),
    });
    expect(new BuildCache({ root: '/cache' }).folders).toEqual(folders);
  });
});
