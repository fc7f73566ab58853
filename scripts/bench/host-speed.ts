import type { Browser } from 'playwright-core';

/**
 * How fast this machine's browser runs JavaScript at this moment: Lighthouse's BenchmarkIndex
 * (computeBenchmarkIndex in lighthouse/core/lib/page-functions.js, Apache-2.0), the figure each
 * Lighthouse report records as `environment.benchmarkIndex`. Page timings on a throttled phone are
 * this machine's speed divided by the throttling, so a report that names its host's speed in the
 * same run shows which of two figures came from a slow moment (this shared 2-core machine has
 * given 950 and 2,000 a few minutes apart).
 *
 * Measured in a blank page, unthrottled, about one second.
 */
export async function hostSpeed(browser: Browser): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    // An arrow function without named functions inside: it is sent to the page as it is written.
    return await page.evaluate(() => {
      // Builds a 10,000-character string again and again (allocation and garbage collection).
      let start = Date.now();
      let strings = 0;
      while (Date.now() - start < 500) {
        let text = '';
        for (let j = 0; j < 10000; j++) text += 'a';
        if (text.length === 1) throw new Error('never: keeps the loop from being optimized away');
        strings++;
      }
      const gc = Math.round(strings / 10 / ((Date.now() - start) / 1000));
      // Copies 100,000 integers between two arrays (no allocation); the clock is read every tenth copy.
      const a: number[] = [];
      const b: number[] = [];
      for (let i = 0; i < 100000; i++) a[i] = b[i] = i;
      start = Date.now();
      let copies = 0;
      while (copies % 10 !== 0 || Date.now() - start < 500) {
        const from = copies % 2 === 0 ? a : b;
        const to = copies % 2 === 0 ? b : a;
        for (let j = 0; j < from.length; j++) to[j] = from[j]!;
        copies++;
      }
      const noGc = Math.round(copies / 10 / ((Date.now() - start) / 1000));
      return (gc + noGc) / 2;
    });
  } finally {
    await context.close();
  }
}

/**
 * The CPU slowdown that makes a machine of this speed the phone Lighthouse's mobile run stands for,
 * after Lighthouse's guide to calibrating its multiplier (docs/throttling.md, "CPU throttling", and
 * the calculator it links, patrickhulce/lighthouse-cpu-throttling-calculator): 1,533 is 4×, 1,300
 * 3×, 800 2×, 150 1×, straight lines between. `npm run bench -- --controls` uses 4× as issue 24
 * states it, and this only when asked (CONTROLS_CPU=calibrated), so that figures taken on a slower
 * or busier host can be set beside it.
 */
export function calibratedSlowdown(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}
