import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/fixture-site.ts';

/** Ways a test could name the owner's content folder as a path. */
const OWNER_CONTENT = [
  /\bROOT\s*,\s*['"`]content['"`/]/,
  /resolve\(\s*['"`]content\b/,
  /join\(\s*['"`]content['"`/]/,
  /['"`]--content['"`]\s*,\s*['"`]\.?\/?content['"`]/,
  /\?\?\s*['"`]content['"`]/,
  /['"`](?:\.\.\/)+content\//,
];

describe('the engine tests', () => {
  it('never read content/, the owner’s folder: they build test/fixtures/ (an owner’s edit cannot fail npm test)', async () => {
    const files = (await readdir(path.join(ROOT, 'test'), { recursive: true })).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('tests-never-read-content.test.ts'),
    );
    expect(files.length).toBeGreaterThan(50);
    const offenders: string[] = [];
    for (const file of files) {
      const lines = (await readFile(path.join(ROOT, 'test', file), 'utf8')).split('\n');
      lines.forEach((line, index) => {
        if (OWNER_CONTENT.some((pattern) => pattern.test(line))) offenders.push(`test/${file}:${index + 1}: ${line.trim()}`);
      });
    }
    expect(offenders).toEqual([]);
    // And npm test itself builds nothing from content/: the browser tests build their own site.
    const scripts = (JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.test).not.toMatch(/npm run build|site\.ts build(?![^&]*--content test\/)/);
  });
});
