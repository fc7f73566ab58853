import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { glob } from 'glob';
import { describe, expect, it } from 'vitest';

/*
 * A ch is the width of "0" in whichever font draws the element. Text paints first in a metric-matched
 * local fallback and then in Barlow, whose "0" is wider (0.565em against 0.54em), so a measure in ch
 * widens when the web font arrives: the paragraph re-wraps after the visitor started reading it.
 * Measures are written in em, which both fonts share.
 */
describe('the stylesheets', () => {
  it('write no length in ch, so no measure changes when the web fonts replace their fallbacks', async () => {
    const files = await glob('templates/styles/**/*.css');
    expect(files.length).toBeGreaterThan(5);
    const found: string[] = [];
    for (const file of files.sort()) {
      const css = (await readFile(path.resolve(file), 'utf8')).replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
      css.split('\n').forEach((line, index) => {
        if (/(?<![\w-])\d*\.?\d+ch\b/.test(line)) found.push(`${file}:${index + 1}: ${line.trim()}`);
      });
    }
    expect(found).toEqual([]);
  });
});
