import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endOfFirstScreen } from '../../src/render/first-screen.ts';
import type { BuiltSite } from '../helpers/built-site.ts';
import { testSiteBuild } from '../helpers/test-site-build.ts';
import { removeTemporaryFolders } from '../helpers/fixture-site.ts';

afterAll(removeTemporaryFolders);

describe('the sample catalogue', () => {
  let built: BuiltSite;
  beforeAll(async () => {
    built = await testSiteBuild();
  }, 120_000);

  // A repeated Article No is a content problem (DuplicateArticleNo, content-errors.test.ts) that stops
  // the build in beforeAll, so no assertion here could ever see one: this test checks what the
  // content checks leave open, the one scheme and the counts.
  it('gives every product an Article No in one scheme, with the counts the brief asks for', () => {
    const { products, productsByList } = built.result.site;
    for (const product of products) expect(product.name).toMatch(/^TT-[A-Z]{2}-\d{3}$/);
    // One code prefix per category: no code is reused across categories.
    const prefixByCategory = new Map<string, string>();
    for (const product of products) {
      const prefix = product.name.slice(0, 5);
      const known = prefixByCategory.get(product.category);
      if (known) expect(prefix, product.name).toBe(known);
      else prefixByCategory.set(product.category, prefix);
    }
    expect(new Set(prefixByCategory.values()).size).toBe(prefixByCategory.size);
    expect(productsByList.sports.filter((product) => product.category === 'Soccer Uniform')).toHaveLength(5);
    expect(productsByList.safety).toHaveLength(8);
    for (const product of products) expect(product.paragraphs, product.name).toHaveLength(2);
  });

  it('links every card on every page to a page that exists', async () => {
    const files = new Set((await readdir(built.out, { recursive: true })).map((file) => file.split(path.sep).join('/')));
    const htmlFiles = [...files].filter((file) => file.endsWith('.html'));
    let checked = 0;
    for (const file of htmlFiles) {
      const html = await readFile(path.join(built.out, file), 'utf8');
      for (const match of html.matchAll(/<a class="product-card__link linked-card__link" href="([^"]+)"/g)) {
        const href = match[1]!;
        expect(files.has(`${href.replace(/^\//, '')}index.html`), `${file} → ${href}`).toBe(true);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(built.result.site.products.length);
  });

  it('keeps the words of the fixed pages as they were before they moved from the code to pages.csv', async () => {
    const name = 'Thread & Tailor';
    const site =
      'Thread & Tailor makes custom street wear, sports uniforms and safety wear in Sialkot, Pakistan: screen printing, sublimation, embroidery, acid wash and rhinestone, from 10 pieces.';
    const enquiry = 'Order by WhatsApp or e-mail.';
    const blog = 'News and know-how on street, sports and safety wear from our workshop in Sialkot.';
    const expected: Record<string, [title: string, description: string]> = {
      'home-2/index.html': ['Home (layout 2)', site],
      'home-3/index.html': ['Home (layout 3)', site],
      // The one change: before pages.csv this was the first 155 characters of site.json's "about", cut inside "roof".
      'about/index.html': [
        'About Us',
        'Thread & Tailor is a garment maker and tailor in Sialkot, Pakistan. We cut, print, embroider and stitch team kits, street wear and safety wear under one roof.',
      ],
      'printing/index.html': [
        'Printing Types',
        'Every print method we run in house, from the raised feel of high-density and puff to rhinestone transfers. Ask for a strike-off on your own fabric before bulk.',
      ],
      'embroidery/index.html': [
        'Embroidery Types',
        'Stitched decoration from flat logos to chenille letters and laser-cut appliqué, digitised and sewn on our own multi-head machines.',
      ],
      'services/index.html': ['Our Services', 'Printing, embroidery, acid wash, rhinestone and custom team kits, all under one roof in Sialkot.'],
      'projects/index.html': ['Our Projects', 'Kits and uniforms we have made for clubs, schools and companies.'],
      'team/index.html': ['Our Team', 'The people who cut, print, stitch and ship your kits at Thread & Tailor.'],
      'sign-in/index.html': ['Sign In', 'No account is needed to order.'],
      'sign-up/index.html': ['Sign Up', 'No account is needed to order.'],
      'cart/index.html': ['Enquiry List', enquiry],
      'wishlist/index.html': ['Wishlist', enquiry],
      'checkout/index.html': ['Send Your Enquiry', enquiry],
      'all-products/index.html': ['All Products', 'Every garment we make: street, sports and safety wear, made to order in Sialkot.'],
      'street-ware/index.html': ['Street Wear', 'Track suits, jackets, hoodies, T-shirts and more, made to order with your print or embroidery.'],
      'sports-ware/index.html': ['Sports Wear', 'Team uniforms for soccer, basketball, baseball, rugby, cycling and more, sublimated or embroidered.'],
      'safety-ware/index.html': ['Safety Wear', 'Hi-vis vests, jackets, coveralls and rain suits with reflective tape, made to the standards.'],
      'shop/index.html': ['Safety Wear', 'Safety wear in stock designs: hi-vis vests, jackets, coveralls and rain suits.'],
      'blog/index.html': ['Blogs', blog],
      'blog/category/street-wears/index.html': ['Blog: Street Wears', blog],
      'contact/index.html': ['Contact Us', 'Ask Thread & Tailor for a quote by WhatsApp, e-mail or phone.'],
      'privacy/index.html': ['Privacy Policy', 'What this site collects: nothing. Where enquiries go.'],
      'terms/index.html': ['Terms & Conditions', 'Prices, orders and artwork.'],
      '404.html': ['Page Not Found', 'This page does not exist.'],
    };
    const decode = (html: string) =>
      html
        .replace(/&quot;/g, '"')
        .replace(/&#x27;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&');
    const found: Record<string, [string, string]> = {};
    for (const file of Object.keys(expected)) {
      const html = await built.read(file);
      found[file] = [decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''), decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '')];
    }
    expect(found).toEqual(Object.fromEntries(Object.entries(expected).map(([file, [title, description]]) => [file, [`${title} | ${name}`, description]])));
  });

  it('keeps every listing page small: its HTML stays under 100 KB gzip', async () => {
    const { gzipSync } = await import('node:zlib');
    for (const listing of ['all-products', 'street-ware', 'sports-ware', 'safety-ware', 'shop']) {
      const html = await readFile(path.join(built.out, listing, 'index.html'));
      expect(gzipSync(html).length, listing).toBeLessThan(100 * 1024);
    }
  });

  it("gives each listing one card template for its island's cards, after the grid and the first view, with none of a product in it", async () => {
    let listings = 0;
    for (const route of built.result.routes) {
      const html = await built.read(route.file);
      const templates = [...html.matchAll(/<template data-product-card="true">(.*?)<\/template>/gs)];
      if (!html.includes('data-listing-grid')) {
        expect(templates, route.path).toEqual([]);
        continue;
      }
      listings += 1;
      expect(templates, route.path).toHaveLength(1);
      const [whole, card = ''] = templates[0]!;
      expect(templates[0]!.index, route.path).toBeGreaterThan(Math.max(html.indexOf('data-listing-grid'), endOfFirstScreen(html)));
      // Each of a product's texts is a slot; no address, picture file or product data (the list
      // buttons' data-list-action says which button it is, the same on every card).
      expect([...card.matchAll(/<slot name="(\w+)"><\/slot>/g)].map((slot) => slot[1])).toEqual(['label', 'title', 'name', 'rating', 'price', 'was']);
      expect(card, route.path).not.toMatch(/ (?:href|src|srcSet|alt|width|height|data-(?!list-action=)[\w-]+)=/);
      expect(whole.length, route.path).toBeLessThan(1200);
    }
    expect(listings).toBeGreaterThanOrEqual(5);
  });
});
