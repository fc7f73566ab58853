import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { firstViewBytes, formatFirstViewReport, ONE_ROUND_TRIP, WHOLE_RESPONSE_IN_ONE_TRIP, wholePageOverOneTrip } from '../../src/report/first-view-bytes.ts';
import { removeTemporaryFolders, tempDir } from '../helpers/fixture-site.ts';

afterAll(removeTemporaryFolders);

/** Text gzip shrinks by only a quarter (random base64), so sizes are predictable. */
const noise = (characters: number) => randomBytes(characters).toString('base64').slice(0, characters);

describe('the first-view size report', () => {
  it('counts the HTML up to the end of the first view and every stylesheet the head links, not the rest of the page', async () => {
    const dist = await tempDir();
    await mkdir(path.join(dist, 'a'), { recursive: true });
    await writeFile(path.join(dist, 'site.css'), `/*${noise(6000)}*/`);
    const page = `<!DOCTYPE html><html><head><link rel="stylesheet" href="/site.css"/></head><body><main><div class="page-header"><h1>${noise(2000)}</h1></div><section>${noise(30000)}</section></main></body></html>`;
    await writeFile(path.join(dist, 'a', 'index.html'), page);
    const [row] = await firstViewBytes(dist, ['/a/']);
    // The stylesheet whole (6,000 characters), the HTML to the end of the title band (2,000), not the section.
    expect(row?.blockingCssGzip).toBeGreaterThan(4400);
    expect(row?.firstViewGzip).toBeGreaterThan(1400);
    expect(row?.firstViewGzip).toBeLessThan(2600);
    expect(row?.htmlGzip).toBeGreaterThan(22000);
    expect(row?.beforePaint).toBe((row?.firstViewGzip ?? 0) + (row?.blockingCssGzip ?? 0));
  });

  it('marks a page over one round trip in its table', async () => {
    const dist = await tempDir();
    await writeFile(path.join(dist, 'index.html'), `<html><head><style>/*${noise(24000)}*/</style></head><body><main><div>x</div></main></body></html>`);
    const rows = await firstViewBytes(dist, ['/']);
    expect(rows[0]?.beforePaint).toBeGreaterThan(ONE_ROUND_TRIP);
    expect(formatFirstViewReport(rows.map((row) => ({ ...row, template: 'home' })))).toMatch(/home\s+\/\s+.*\(over 14 KB\)/);
  });

  it('marks a page whose whole HTML is over one round trip, though its first view is not', async () => {
    const dist = await tempDir();
    await mkdir(path.join(dist, 'a'), { recursive: true });
    await mkdir(path.join(dist, 'b'), { recursive: true });
    const page = (rest: number) => `<html><head></head><body><main><div class="page-header">x</div><section>${noise(rest)}</section></main></body></html>`;
    await writeFile(path.join(dist, 'a', 'index.html'), page(24000));
    await writeFile(path.join(dist, 'b', 'index.html'), page(4000));
    const rows = await firstViewBytes(dist, ['/a/', '/b/']);
    expect(rows[0]?.beforePaint).toBeLessThan(ONE_ROUND_TRIP);
    expect(rows[0]?.htmlGzip).toBeGreaterThan(ONE_ROUND_TRIP);
    const table = formatFirstViewReport(rows.map((row) => ({ ...row, template: 'post' }))).split('\n');
    expect(table[1]).toMatch(/^post\s+\/a\/\s+[\d.]+ KB \(\+1 round trip\)/);
    expect(table[1]).not.toContain('over 14 KB');
    expect(table[2]).not.toContain('round trip');
  });

  it("counts the response's headers in that round trip: the site's own from _headers, and what every server sends", async () => {
    const dist = await tempDir();
    const page = `<html><head></head><body><main><div class="page-header">x</div><section>${noise(17000)}</section></main></body></html>`;
    await writeFile(path.join(dist, 'index.html'), page);
    const [bare] = await firstViewBytes(dist, ['/']);
    expect(bare?.htmlGzip).toBeLessThan(ONE_ROUND_TRIP - 1000);
    expect(bare && wholePageOverOneTrip(bare)).toBe(false);
    // A long Content-Security-Policy, as a site with many inline-style hashes has, for every page.
    await writeFile(path.join(dist, '_headers'), `/*\n  Content-Security-Policy: style-src 'self' ${"'sha256-AAAA' ".repeat(150)}\n  X-Frame-Options: DENY\n`);
    const [served] = await firstViewBytes(dist, ['/']);
    expect(served?.htmlGzip).toBe(bare?.htmlGzip);
    expect(served?.headerBytes).toBeGreaterThan((bare?.headerBytes ?? 0) + 2000);
    expect(served && wholePageOverOneTrip(served)).toBe(true);
    expect(formatFirstViewReport([{ ...(served as NonNullable<typeof served>), template: 'home' }])).toContain('(+1 round trip)');
  });

  it('draws the line where Lighthouse did: responses of 14,481 and 14,502 bytes in one round trip, one of 14,544 not', () => {
    // The responses measured (measurements.md, 2026-12-03), by the report's count: the shortest blog post fitted, before and after
    // the phone menu's logo joined it, a product page did not.
    expect(wholePageOverOneTrip({ htmlGzip: 13_681, headerBytes: 800 })).toBe(false);
    expect(wholePageOverOneTrip({ htmlGzip: 13_702, headerBytes: 800 })).toBe(false);
    expect(wholePageOverOneTrip({ htmlGzip: 13_744, headerBytes: 800 })).toBe(true);
    expect(WHOLE_RESPONSE_IN_ONE_TRIP).toBeGreaterThan(ONE_ROUND_TRIP);
  });
});
