import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/fixture-site.ts';

/**
 * Every stylesheet has an owner: the component, page or island of the same name beside it, which
 * declares it. A sheet shared by several pages (as brochure.css was) makes its classes no one's, and
 * each page that names it gets the others' rules too (issue 38). The base (templates/styles/) is
 * the one exception: every page has it.
 */
const FOLDERS = [
  { folder: 'templates', module: '.tsx', declares: 'useStylesheet(import.meta.url)' },
  { folder: 'src/client/islands', module: '.ts', declares: '' },
];

function sheetsUnder(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.css'))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((sheet) => !sheet.startsWith('templates/styles/'));
}

describe('stylesheet owners', () => {
  for (const { folder, module, declares } of FOLDERS) {
    it(`every sheet in ${folder} is named after the module beside it, which declares it`, () => {
      const sheets = sheetsUnder(folder);
      expect(sheets.length).toBeGreaterThan(0);
      const unowned = sheets.filter((sheet) => {
        const owner = path.join(ROOT, sheet.replace(/\.css$/, module));
        return !existsSync(owner) || !readFileSync(owner, 'utf8').includes(declares);
      });
      expect(unowned).toEqual([]);
    });
  }
});
