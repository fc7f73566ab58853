import type { Site } from '../content/site-model.ts';
import type { Route } from '../routes/route.ts';
import { firstViewBytes, formatFirstViewReport, ONE_ROUND_TRIP, wholePageOverOneTrip } from './first-view-bytes.ts';
import { formatJavascriptReport, javascriptPerPage } from './javascript-per-page.ts';
import { templatePages } from './template-pages.ts';

/**
 * What `site build --report` prints after a build: for one page of each template, the bytes a
 * visitor downloads before the first paint (the budget is one round trip, 14 KB gzip) and the
 * JavaScript it loads before they do anything.
 */
export async function sizeReport(dist: string, site: Site, routes: readonly Route[]): Promise<string> {
  const pages = templatePages(routes);
  const [firstView, javascript] = await Promise.all([
    firstViewBytes(
      dist,
      pages.map((page) => page.path),
      site.paths.base,
    ),
    javascriptPerPage(dist, pages, site.paths.base),
  ]);
  const over = firstView.filter((row) => row.beforePaint > ONE_ROUND_TRIP).length;
  const whole = firstView.filter(wholePageOverOneTrip);
  const headers = Math.max(0, ...whole.map((row) => row.headerBytes));
  return [
    'Bytes before the first paint (gzip; budget: one round trip, 14 KB):',
    formatFirstViewReport(firstView.map((row, index) => ({ ...row, template: pages[index]?.template ?? '' }))),
    ...(over > 0 ? [`${over} page(s) need more than one round trip before they can paint.`] : []),
    ...(whole.length > 0
      ? [
          `${whole.length} page(s) take more than one round trip whole, their HTML with ${(headers / 1024).toFixed(1)} KB of response headers (+1 round trip): a simulated slow phone (Lighthouse) paints them a round trip later.`,
        ]
      : []),
    '',
    'JavaScript loaded before the visitor does anything (each file gzip-compressed on its own; "after load": files the chrome loads once the page has loaded and painted):',
    formatJavascriptReport(javascript),
  ].join('\n');
}
