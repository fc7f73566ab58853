import { DomUtils, parseDocument } from 'htmlparser2';
import { afterAll, describe, expect, it } from 'vitest';
import { checkSite } from '../../src/build.ts';
import type { Route } from '../../src/routes/route.ts';
import { buildFeed } from '../../src/seo/feed.ts';
import { buildSitemap } from '../../src/seo/sitemap.ts';
import { xmlEscape } from '../../src/seo/xml-escape.ts';
import { copyFixture, editFile, removeTemporaryFolders } from '../helpers/fixture-site.ts';

afterAll(removeTemporaryFolders);

const TRICKY = `Tom & Jerry's <b>"Kits"</b> — Сиалкот 縫製 كڑھائی 🧵`;

/** The texts of every element with this name, as a feed reader would read them. */
function texts(xml: string, tag: string): string[] {
  const document = parseDocument(xml, { xmlMode: true });
  return DomUtils.getElementsByTagName(tag, document).map((element) => DomUtils.textContent(element));
}

/** Markup only our code wrote: every < starts one of our tags, every & an entity. */
function wellFormed(xml: string): void {
  expect(xml.replace(/<\/?[a-zA-Z:]+(\s[^<>]*)?\/?>|<\?xml[^>]*\?>/g, '')).not.toMatch(/[<>]/);
  expect(xml).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
}

describe('the RSS feed escapes every content string', () => {
  it('titles, descriptions, categories and the site name with &, <, quotes and non-Latin text', async () => {
    const dir = await copyFixture();
    await editFile(dir, 'blog/sport-wears-enhance-performance-style.md', (text) =>
      text
        .replace(/^title: .*$/m, `title: ${JSON.stringify(TRICKY)}`)
        .replace(/^description: .*$/m, `description: ${JSON.stringify(`${TRICKY}\u000b with a pasted control character`)}`)
        .replace(/^category: .*$/m, 'category: "Sport & <Team> Wears"'),
    );
    await editFile(dir, 'blog-categories.csv', (text) => text.replace('Sport Wears', '"Sport & <Team> Wears"'));
    await editFile(dir, 'site.json', (text) => text.replace('"name": "Thread & Tailor"', `"name": ${JSON.stringify(TRICKY)}`));
    const { site } = await checkSite({ contentDir: dir });
    const feed = buildFeed(site);
    wellFormed(feed);
    expect(texts(feed, 'title')).toContain(TRICKY);
    expect(texts(feed, 'title')).toContain(`${TRICKY} blog`);
    expect(texts(feed, 'description')).toContain(`${TRICKY} with a pasted control character`);
    expect(texts(feed, 'category')).toContain('Sport & <Team> Wears');
    expect(feed).not.toContain('\u000b');
  });
});

describe('the sitemap escapes every address', () => {
  it('&, <, quotes and non-Latin text in a path', () => {
    const path = `/a&b/<c>/"q"/'s/сиалкот/縫製/`;
    const routes = [{ path, file: 'x/index.html', meta: { title: 't', description: 'd' } }] as unknown as Route[];
    const sitemap = buildSitemap(routes, 'https://example.com');
    wellFormed(sitemap);
    expect(texts(sitemap, 'loc')).toEqual([`https://example.com${path}`]);
  });
});

describe('xmlEscape', () => {
  it('escapes the five XML characters and drops what XML cannot carry at all', () => {
    expect(xmlEscape(`a & b < c > d " e ' f`)).toBe('a &amp; b &lt; c &gt; d &quot; e &apos; f');
    expect(xmlEscape('tab\there\nline\u0000\u0008\u001f\ufffe\ud800 end')).toBe('tab\there\nline end');
    expect(xmlEscape('emoji 🧵 stays')).toBe('emoji 🧵 stays');
  });
});
