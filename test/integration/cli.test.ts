import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.ts';
import { copyFixture, removeTemporaryFolders, setCell, tempDir } from '../helpers/fixture-site.ts';

afterAll(removeTemporaryFolders);

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (line: string) => out.push(line), err: (line: string) => err.push(line) }, out, err };
}

async function snapshot(dir: string): Promise<Map<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = new Map<string, string>();
  for (const entry of entries.filter((item) => item.isFile())) {
    const full = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, full), (await readFile(full)).toString('base64'));
  }
  return files;
}

describe('site CLI', () => {
  it('build exits 0 and ends with a one-line summary of pages, bytes and time', async () => {
    const content = await copyFixture();
    const out = path.join(await tempDir(), 'dist');
    const { io, out: lines, err } = capture();
    expect(await main(['build', '--content', content, '--out', out], io), err.join('\n')).toBe(0);
    expect(lines.at(-1)).toMatch(/^Built \d+ pages \(\d+ files, [\d.]+ (KB|MB)\) into .+ in [\d.]+ s$/);
  });

  it('on a content error, build and check print located sentences, exit 1, and leave dist/ byte for byte intact', async () => {
    const content = await copyFixture();
    const out = path.join(await tempDir(), 'dist');
    expect(await main(['build', '--content', content, '--out', out], capture().io)).toBe(0);
    const before = await snapshot(out);

    await setCell(content, 'products/safety.csv', 2, 'price', '14o');
    for (const command of ['build', 'check']) {
      const { io, err } = capture();
      const args = command === 'build' ? ['build', '--content', content, '--out', out] : ['check', '--content', content];
      expect(await main(args, io)).toBe(1);
      const text = err.join('\n');
      expect(text).toMatch(/products\/safety\.csv, row 2, column "price": expected a number, got "14o"/);
      expect(text).not.toMatch(/\n\s+at /); // no stack trace
    }
    expect(await snapshot(out)).toEqual(before);
  });

  it('exits 2 on a usage error', async () => {
    expect(await main(['build', '--no-such-option'], capture().io)).toBe(2);
    expect(await main(['build', '--content', '/no/such/folder'], capture().io)).toBe(2);
    expect(await main(['frobnicate'], capture().io)).toBe(2);
  });

  it('--base-url overrides the address used for canonical links', async () => {
    const content = await copyFixture();
    const out = path.join(await tempDir(), 'dist');
    expect(await main(['build', '--content', content, '--out', out, '--base-url', 'https://preview.example.net/'], capture().io)).toBe(0);
    expect(await readFile(path.join(out, 'about', 'index.html'), 'utf8')).toContain('<link rel="canonical" href="https://preview.example.net/about/"/>');
  });
});
