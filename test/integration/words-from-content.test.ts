import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInto, type BuiltSite } from '../helpers/built-site.ts';
import { testSiteBuild } from '../helpers/test-site-build.ts';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SITE_FIXTURE, copyFixture, removeTemporaryFolders, setCell } from '../helpers/fixture-site.ts';
import { contentValues, contentWords, wordsNotFromContent, type ContentWords } from '../helpers/words-from-content.ts';

/**
 * Every kind of page: every word a visitor reads in their <main> must be the owner's (content files),
 * not the templates'; so must the header and footer every page shares. (What the islands write in
 * the browser later, such as messages after a tap, is not in the built HTML and not checked here.)
 */
const PAGES = [
  'index.html',
  'home-2/index.html',
  'home-3/index.html',
  'about/index.html',
  'services/index.html',
  'projects/index.html',
  'team/index.html',
  'contact/index.html',
  'privacy/index.html',
  'terms/index.html',
  'printing/index.html',
  'embroidery/index.html',
  '404.html',
  'blog/index.html',
  'blog/street-wears-evolution-urban-fashion/index.html',
  'sign-in/index.html',
  'sign-up/index.html',
  'all-products/index.html',
  'street-ware/index.html',
  'shop/index.html',
  'product/sports-ware/1/index.html',
  'cart/index.html',
  'wishlist/index.html',
  'checkout/index.html',
  'services/acid-wash/index.html',
  'projects/iron-gate-boxing-fight-night-kit/index.html',
];

describe('the words of the fixed pages', () => {
  let built: BuiltSite;
  let words: ContentWords;
  beforeAll(async () => {
    built = await testSiteBuild({ search: false });
    words = contentWords(await contentValues(SITE_FIXTURE));
  }, 180_000);
  afterAll(removeTemporaryFolders);

  it.each(PAGES)('%s: every text in <main> comes from the content', async (page) => {
    expect(wordsNotFromContent(await built.read(page), words)).toEqual([]);
  });

  it('the header and footer every page shares: every text comes from the content', async () => {
    expect(wordsNotFromContent(await built.read('about/index.html'), words, 'body')).toEqual([]);
  });

  it('the about page’s picture of the cutting step says what it shows in the alt column of process-steps.csv', async () => {
    const html = await built.read('about/index.html');
    expect(html).toMatch(/<img src="[^"]*step-3[^"]*" alt="Illustration of fabric marked out for cutting, with a pair of tailor&#x27;s shears"/);
  });

  it('the names read out beside the pictures and links are the owner’s: labels.csv, and the alt columns of projects and services', async () => {
    const site = await copyFixture('site');
    const labels = path.join(site, 'labels.csv');
    const owned: Record<string, string> = {
      'new-tab': '{link} (neuer Tab)',
      'on-network': '{who} auf {network}',
      'team-portrait': 'Bild von {member}',
      'logo-home': '{name} Startseite',
      'slider-previous': 'Zurück: {slider}',
    };
    let text = await readFile(labels, 'utf8');
    for (const [key, words] of Object.entries(owned)) text = text.replace(new RegExp(`^${key},.*$`, 'm'), `${key},${words}`);
    await writeFile(labels, text);
    await setCell(site, 'projects.csv', 2, 'imageAlt', 'Twenty shirts laid out on the cutting table');
    const service = path.join(site, 'services', 'acid-wash.md');
    await writeFile(service, (await readFile(service, 'utf8')).replace(/^imageAlt: .*$/m, 'imageAlt: "Three hoodies after the wash"'));
    const own = await buildInto(site, { search: false });
    const about = await own.read('about/index.html');
    expect(about).toMatch(/aria-label="Thread &amp; Tailor auf Instagram \(neuer Tab\)"/);
    expect(about).toMatch(/alt="Thread &amp; Tailor Startseite"/);
    expect(await own.read('team/index.html')).toMatch(/alt="Bild von [^"]+"/);
    expect(await own.read('projects/riverside-united-home-away-kits/index.html')).toContain('alt="Twenty shirts laid out on the cutting table"');
    expect(await own.read('services/acid-wash/index.html')).toContain('alt="Three hoodies after the wash"');
    // A technique slider is named by its heading, as the home page's sliders are.
    const printing = await own.read('printing/index.html');
    const heading = /id="printing-slider-title"[^>]*>(?:<[^>]+>)*([^<]+)</.exec(printing)?.[1];
    expect(heading).toBeTruthy();
    expect(printing).toContain(`aria-label="Zurück: ${heading}"`);
  }, 180_000);

  it('finds words that a template wrote itself', () => {
    const html = '<main><h2>Best Products</h2><p>Hand-written words</p><p>320 pieces</p><p>5 Oct 2026</p></main>';
    const fromContent = contentWords({ values: ['Best Products', 'pieces'] });
    expect(wordsNotFromContent(html, fromContent)).toEqual(['Hand-written words']);
    // A value inside a longer word does not count: "piece" is not "pieces".
    expect(wordsNotFromContent('<main><p>3 pieces</p></main>', contentWords({ values: ['piece'] }))).toEqual(['3 pieces']);
    // A label's {placeholders} stand for what the page filled in, and only for that.
    const counted = contentWords({ values: ['Showing {first}–{last} of {total} products'] });
    expect(wordsNotFromContent('<main><p>Showing 1–8 of 8 products</p><p>Showing 1–8 of 8 items</p></main>', counted)).toEqual(['Showing 1–8 of 8 items']);
  });
});
