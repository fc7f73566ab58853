import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { formatJavascriptReport, javascriptPerPage } from '../../src/report/javascript-per-page.ts';
import { removeTemporaryFolders, tempDir } from '../helpers/fixture-site.ts';

afterAll(removeTemporaryFolders);

async function write(dir: string, file: string, text: string) {
  await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
  await writeFile(path.join(dir, file), text);
}

describe('javascriptPerPage', () => {
  it('counts the scripts a page links, the islands and chunks its chrome loads after the load event, each file once, and nothing else', async () => {
    const dist = await tempDir();
    const chrome = 'export const a = "chrome";'.repeat(20);
    const chunk = 'export const b = 1;';
    await write(dist, 'assets/islands/chrome.AB12.js', chrome);
    await write(dist, 'assets/islands/listing.CD34.js', 'import "./chunk.EF56.js";');
    await write(dist, 'assets/islands/chunk.EF56.js', chunk);
    const filters = '"use strict";(()=>{})();';
    await write(dist, 'assets/islands/filters.GH78.js', filters);
    await write(
      dist,
      'listing/index.html',
      [
        '<!doctype html><html><head><link rel="stylesheet" href="/shop-site/assets/site.css"/>',
        '<link rel="modulepreload" href="/shop-site/assets/islands/chunk.EF56.js"/>',
        '<link rel="preload" as="image" href="/shop-site/images/first.svg"/>',
        '<link rel="preload" as="script" href="/shop-site/assets/islands/filters.GH78.js" fetchpriority="high"/>',
        '<script type="module" src="/shop-site/assets/islands/chrome.AB12.js" data-islands="/shop-site/assets/islands/listing.CD34.js" data-chunks="/shop-site/assets/islands/chunk.EF56.js"></script>',
        '<script type="application/ld+json">{"@type":"Product"}</script></head><body><script async="" src="/shop-site/assets/islands/filters.GH78.js"></script></body></html>',
      ].join(''),
    );
    await write(dist, 'privacy/index.html', '<head><script type="module" src="/shop-site/assets/islands/chrome.AB12.js?v=1"></script></head>');
    // dist/ holds the site as published under /shop-site/: every address starts with the base path.
    const [listing, privacy] = await javascriptPerPage(
      dist,
      [
        { template: 'listing', path: '/shop-site/listing/' },
        { template: 'privacy', path: '/shop-site/privacy/' },
      ],
      '/shop-site/',
    );
    expect(listing?.scripts).toEqual([
      '/shop-site/assets/islands/chrome.AB12.js',
      '/shop-site/assets/islands/listing.CD34.js',
      '/shop-site/assets/islands/filters.GH78.js',
    ]);
    // A main island's classic script is preloaded as a script; an image preload is not JavaScript.
    expect(listing?.preloads).toEqual([
      '/shop-site/assets/islands/chunk.EF56.js',
      '/shop-site/assets/islands/filters.GH78.js',
      '/shop-site/assets/islands/chunk.EF56.js',
    ]);
    expect(listing?.raw).toBe(chrome.length + 'import "./chunk.EF56.js";'.length + chunk.length + filters.length);
    expect(listing?.gzip).toBe(gzipSync(chrome).length + gzipSync('import "./chunk.EF56.js";').length + gzipSync(chunk).length + gzipSync(filters).length);
    expect(privacy).toMatchObject({
      scripts: ['/shop-site/assets/islands/chrome.AB12.js?v=1'],
      preloads: [],
      raw: chrome.length,
      gzip: gzipSync(chrome).length,
    });

    const table = formatJavascriptReport([listing!, privacy!]).split('\n');
    expect(listing?.afterLoad).toBe(2);
    expect(table[0]).toMatch(/^template\s+page\s+scripts\s+preloads\s+after load\s+raw\s+gzip$/);
    expect(table[1]).toMatch(/^listing\s+\/shop-site\/listing\/\s+3\s+3\s+2\s+/);
    expect(table[2]).toMatch(/^privacy\s+\/shop-site\/privacy\/\s+1\s+0\s+0\s+0\.5 KB\s+0\.\d KB$/);
  });

  it('says which script it cannot find under the base path', async () => {
    const dist = await tempDir();
    await write(dist, 'index.html', '<script type="module" src="https://cdn.example/x.js"></script>');
    await expect(javascriptPerPage(dist, [{ template: 'home', path: '/' }])).rejects.toThrow(
      "The script https://cdn.example/x.js is outside the site's base path /",
    );
  });
});
