import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/fixture-site.ts';

interface Request {
  uri: string;
  method: string;
  querystring: Record<string, { value: string; multiValue?: { value: string }[] }>;
}
type Handler = (event: { request: Request }) => Request | { statusCode: number; headers: { location: { value: string } } };

const FILE = path.join(ROOT, 'cloudfront', 'index-document.js');

/** The function as CloudFront runs it: a script that defines handler(event), nothing exported. */
async function loadHandler(): Promise<Handler> {
  const code = await readFile(FILE, 'utf8');
  return new Function(`${code}\nreturn handler;`)() as Handler;
}

const request = (uri: string, querystring: Request['querystring'] = {}): { request: Request } => ({ request: { uri, method: 'GET', querystring } });

describe('the CloudFront Function for a private S3 bucket', () => {
  it('gives every folder address its index.html, the root included', async () => {
    const handler = await loadHandler();
    expect(handler(request('/'))).toMatchObject({ uri: '/index.html' });
    expect(handler(request('/about/'))).toMatchObject({ uri: '/about/index.html' });
    expect(handler(request('/shop-site/sports-ware/page/2/'))).toMatchObject({ uri: '/shop-site/sports-ware/page/2/index.html' });
  });

  it('serves files as they are, and redirects a folder address typed without its slash', async () => {
    const handler = await loadHandler();
    for (const file of ['/assets/site.3f2a9c.css', '/favicon.ico', '/404.html', '/pagefind/pagefind.js', '/sitemap.xml'])
      expect(handler(request(file))).toMatchObject({ uri: file });
    expect(handler(request('/about'))).toEqual({ statusCode: 301, statusDescription: 'Moved Permanently', headers: { location: { value: '/about/' } } });
  });

  it('keeps the query string of a shared link through the redirect, repeated names and empty values too', async () => {
    const handler = await loadHandler();
    const shared = handler(request('/about', { utm_source: { value: 'whatsapp' }, utm_campaign: { value: 'team%20kits' } }));
    expect(shared).toMatchObject({ statusCode: 301, headers: { location: { value: '/about/?utm_source=whatsapp&utm_campaign=team%20kits' } } });
    const repeated = handler(
      request('/shop-site/sports-ware', { colour: { value: 'navy', multiValue: [{ value: 'navy' }, { value: 'white' }] }, preview: { value: '' } }),
    );
    expect(repeated).toMatchObject({ headers: { location: { value: '/shop-site/sports-ware/?colour=navy&colour=white&preview' } } });
    // A folder address with its slash keeps its query string by itself: the request goes on as it came.
    expect(handler(request('/about/', { utm_source: { value: 'whatsapp' } }))).toMatchObject({
      uri: '/about/index.html',
      querystring: { utm_source: { value: 'whatsapp' } },
    });
  });

  it("is the code the publishing guide's S3 + CloudFront steps show", async () => {
    const code = await readFile(FILE, 'utf8');
    const guide = await readFile(path.join(ROOT, 'docs', 'owner', 'publishing.md'), 'utf8');
    const body = code.slice(code.indexOf('function handler'));
    expect(guide).toContain(body.trim());
  });
});
