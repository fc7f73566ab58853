import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { RawContent } from '../../src/content/load-collections.ts';
import { markdownCollections } from '../../src/content/schemas/index.ts';
import { formatIssue } from '../../src/errors/format-issues.ts';
import { sitePaths } from '../../src/shared/url-paths.ts';
import { checkPageTexts } from '../../src/verify/check-page-texts.ts';
import { crawlBuiltSite } from '../../src/verify/crawl-built-site.ts';
import { locateBrokenReferences } from '../../src/verify/locate-broken-references.ts';
import type { PageOrigin } from '../../src/verify/page-origins.ts';
import { removeTemporaryFolders, tempDir } from '../helpers/fixture-site.ts';

afterAll(removeTemporaryFolders);

const ORIGIN = 'https://owner.github.io';

/** A built folder written by hand: each page's <head> and <body>, by file. */
async function builtFolder(pages: Record<string, string>): Promise<string> {
  const root = await tempDir('site-crawl-');
  for (const [file, html] of Object.entries(pages)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), html);
  }
  return root;
}

const page = (title: string | undefined, body: string, head = '<meta name="description" content="A page.">') =>
  `<!doctype html><html><head>${title === undefined ? '' : `<title>${title}</title>`}${head}</head><body>${body}</body></html>`;

/** No Markdown in the content: every problem is reported at its page. */
const NO_MARKDOWN = Object.fromEntries(Object.keys(markdownCollections).map((key) => [key, []])) as unknown as RawContent;

describe('crawlBuiltSite', () => {
  it('follows links, pictures and files to the files a static host serves, under the base path, and leaves other sites alone', async () => {
    const root = await builtFolder({
      'index.html': page(
        'Home',
        [
          '<a href="/shop-site/about/">About</a>',
          // Without the slash: every host redirects it to about/index.html.
          '<a href="/shop-site/about">About again</a>',
          '<a href="about/#team">Team</a>',
          '<a href="https://owner.github.io/shop-site/about/">Absolute</a>',
          '<a href="https://wa.me/923001234567">WhatsApp</a><a href="mailto:a@b.example">Mail</a><a href="tel:+92300">Call</a><a href="https://example.com/x">Elsewhere</a>',
          '<img src="data:image/svg+xml,%3Csvg%3E%3C/svg%3E" alt="">',
          '<img src="/shop-site/images/a.jpg" srcset="/shop-site/images/a.jpg 400w, /shop-site/images/a-800.jpg 800w" alt="A jacket">',
          '<svg><use href="/shop-site/assets/icons.svg#phone"></use></svg>',
          '<a href="#top">Back to top</a>',
        ].join(''),
      ),
      'about/index.html': page('About', '<h2 id="team">Team</h2><a href="../">Home</a>'),
      'images/a.jpg': 'jpeg',
      'assets/icons.svg': '<svg xmlns="http://www.w3.org/2000/svg"><symbol id="phone"></symbol></svg>',
    });
    const report = await crawlBuiltSite(root, { origin: ORIGIN, base: '/shop-site/' });
    expect(report.pages.map((summary) => summary.address)).toEqual(['/shop-site/about/', '/shop-site/']);
    expect(report.broken).toEqual([
      {
        reason: 'missing',
        kind: 'image',
        url: '/shop-site/images/a-800.jpg',
        element: '<img srcset>',
        text: 'A jacket',
        path: '/shop-site/images/a-800.jpg',
        fragment: '',
        page: '/shop-site/',
        pages: 1,
      },
    ]);
  });

  it('reports a link outside the base path, a missing #part and a missing sprite symbol, each address once with the number of pages that name it', async () => {
    const chrome = '<a href="/about/">About</a><svg><use href="/shop-site/icons.svg#mail"></use></svg>';
    const root = await builtFolder({
      'index.html': page('Home', `${chrome}<a href="/shop-site/contact/#form">Write to us</a>`),
      'contact/index.html': page('Contact', `${chrome}<form id="enquiry"></form>`),
      'team/index.html': page('Team', chrome),
      'icons.svg': '<svg xmlns="http://www.w3.org/2000/svg"><symbol id="phone"></symbol></svg>',
    });
    const report = await crawlBuiltSite(root, { origin: ORIGIN, base: '/shop-site/' });
    const sentences = locateBrokenReferences(report.broken, NO_MARKDOWN, sitePaths('/shop-site/'), root).map(formatIssue).sort();
    expect(sentences).toEqual([
      'page /shop-site/: the link "Write to us" goes to /shop-site/contact/#form, but /shop-site/contact/ has no element with the id "form"',
      'page /shop-site/contact/: <use href> names /shop-site/icons.svg#mail, but /shop-site/icons.svg has no element with the id "mail" (and on 2 other pages)',
      // /about/ is on the host but outside the site, which lives under /shop-site/.
      'page /shop-site/contact/: the link "About" goes to /about/, which is not a page of the site (and on 2 other pages)',
    ]);
  });

  it('reads the title of the page, not of an inline drawing, and the description and noindex of its <meta> tags', async () => {
    const root = await builtFolder({
      'index.html': page(undefined, '<svg><title>Logo</title></svg>'),
      'about/index.html': page(' About us ', '', '<meta name="description" content="Who we are."><meta name="robots" content="noindex, follow">'),
    });
    const { pages } = await crawlBuiltSite(root, { origin: ORIGIN, base: '/' });
    expect(pages).toEqual([
      { address: '/about/', title: 'About us', description: 'Who we are.', noindex: true },
      { address: '/', title: undefined, description: 'A page.', noindex: false },
    ]);
  });
});

describe('checkPageTexts', () => {
  const summary = (address: string, title: string | undefined, description: string | undefined = 'Text.', noindex = false) => ({
    address,
    title,
    description,
    noindex,
  });
  const record = (file: string, row?: number): PageOrigin => ({ source: { file, ...(row === undefined ? {} : { row }) }, titleFrom: `${file}${row ?? ''}` });

  it('finds pages without a title or description, or with empty ones, at the record they are written in when known', () => {
    const origins = new Map([['/blog/a/', record('content/blog/a.md')]]);
    const sentences = checkPageTexts(
      [
        summary('/', undefined),
        summary('/about/', ''),
        { address: '/blog/a/', title: 'A', description: undefined, noindex: false },
        summary('/team/', 'Team', ''),
      ],
      origins,
    ).map(formatIssue);
    expect(sentences).toEqual([
      'page /: the page / has no title',
      'page /about/: the page /about/ has an empty title',
      'content/blog/a.md: the page /blog/a/ has no description',
      'page /team/: the page /team/ has an empty description',
    ]);
  });

  it('finds titles shared by pages written in different places, once per group, and leaves noindex pages and one record at two addresses alone', () => {
    const product = record('content/products/safety.csv', 4);
    const origins = new Map<string, PageOrigin>([
      ['/shop/vest/', product],
      ['/product/safety-ware/4/', product],
      ['/blog/vest/', record('content/blog/vest.md')],
      ['/projects/vest/', record('content/projects.csv', 3)],
    ]);
    const sentences = checkPageTexts(
      [
        summary('/shop/vest/', 'Vest | T&T'),
        summary('/product/safety-ware/4/', 'Vest | T&T'),
        summary('/blog/vest/', 'Vest | T&T'),
        summary('/projects/vest/', 'Vest | T&T'),
        summary('/cart/', 'Your list | T&T', 'Text.', true),
        summary('/wishlist/', 'Your list | T&T', 'Text.', true),
        summary('/shop/coat/', 'Coat | T&T'),
        summary('/product/safety-ware/5/', 'Coat | T&T'),
      ],
      new Map([...origins, ['/shop/coat/', record('content/products/safety.csv', 5)], ['/product/safety-ware/5/', record('content/products/safety.csv', 5)]]),
    ).map(formatIssue);
    expect(sentences).toEqual([
      'content/products/safety.csv, row 4: the page /shop/vest/ has the same title, "Vest | T&T", as /blog/vest/ (content/blog/vest.md) and /projects/vest/ (content/projects.csv, row 3); give each page a title of its own, so search results and browser tabs tell them apart',
    ]);
  });
});
