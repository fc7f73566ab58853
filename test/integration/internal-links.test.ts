import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltSite } from '../helpers/built-site.ts';
import { testSiteBuild } from '../helpers/test-site-build.ts';
import { removeTemporaryFolders } from '../helpers/fixture-site.ts';
import { internalReferences } from '../helpers/page-references.ts';

afterAll(removeTemporaryFolders);

/**
 * Whether a static host answers the path with a file at once: /about/ needs about/index.html, a file
 * path needs that file. Anything else (/about without the slash, a folder without index.html) works
 * only through a redirect or a rewrite, which costs a round trip and breaks on some hosts.
 */
function servedDirectly(root: string, pathname: string): boolean {
  const relative = decodeURIComponent(pathname).replace(/^\/+/, '');
  if (pathname.endsWith('/')) return existsSync(path.join(root, relative, 'index.html'));
  const file = path.join(root, relative);
  return existsSync(file) && statSync(file).isFile();
}

describe('internal links of the sample site', () => {
  let built: BuiltSite;
  beforeAll(async () => {
    built = await testSiteBuild();
  }, 120_000);

  it('point at files the host serves without a redirect: every page link ends with a slash', async () => {
    const references = await internalReferences(built.out, built.result.site.origin);
    const broken = references.filter(({ pathname }) => !servedDirectly(built.out, pathname)).map(({ pathname, where }) => `${where}: ${pathname}`);
    expect(broken).toEqual([]);
    expect(references.length).toBeGreaterThan(300);
  });

  it('turns links the owner typed without a slash (collections.csv: /street-ware) into the canonical /street-ware/', async () => {
    const typed = built.result.site.collectionItems.find((item) => !item.link.endsWith('/'));
    expect(typed, 'the sample content keeps one link written without a slash').toBeDefined();
    const home = await built.read('index.html');
    expect(home).toContain(`href="${typed!.link}/"`);
    expect(home).not.toContain(`href="${typed!.link}"`);
  });
});
