import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { writeDist } from '../../src/output/write-dist.ts';
import { removeTemporaryFolders, tempDir } from '../helpers/fixture-site.ts';

afterAll(removeTemporaryFolders);

async function snapshot(dir: string): Promise<Record<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files: Record<string, string> = {};
  for (const entry of entries.filter((item) => item.isFile())) {
    const full = path.join(entry.parentPath, entry.name);
    files[path.relative(dir, full)] = await readFile(full, 'utf8');
  }
  return files;
}

describe('writeDist (atomic swap)', () => {
  it('replaces the output folder with the new build and leaves no temporary folder', async () => {
    const parent = await tempDir();
    const out = path.join(parent, 'dist');
    await mkdir(out);
    await writeFile(path.join(out, 'old.html'), 'old');
    await writeDist(out, async (sink) => sink.write('index.html', 'new'));
    expect(await snapshot(out)).toEqual({ 'index.html': 'new' });
    expect(await readdir(parent)).toEqual(['dist']);
  });

  it('leaves the previous output byte for byte as it was when the build fails halfway', async () => {
    const parent = await tempDir();
    const out = path.join(parent, 'dist');
    await mkdir(path.join(out, 'about'), { recursive: true });
    await writeFile(path.join(out, 'index.html'), '<h1>old home</h1>');
    await writeFile(path.join(out, 'about', 'index.html'), '<h1>old about</h1>');
    const before = await snapshot(out);
    await expect(
      writeDist(out, async (sink) => {
        await sink.write('index.html', 'half-written');
        throw new Error('interrupted');
      }),
    ).rejects.toThrow('interrupted');
    expect(await snapshot(out)).toEqual(before);
    expect(await readdir(parent)).toEqual(['dist']);
  });

  it('with removeInBackground, puts the new folder in place at once and the old one goes away by itself', async () => {
    const parent = await tempDir();
    const out = path.join(parent, 'dist');
    await mkdir(out);
    await writeFile(path.join(out, 'old.html'), 'old');
    // A folder a removal cut short left behind: the next build removes it too.
    await mkdir(path.join(parent, '.dist-previous-123-456'));
    await writeFile(path.join(parent, '.dist-previous-123-456', 'old.html'), 'old');
    await mkdir(path.join(parent, '.dist-previous-by-hand'));
    await writeDist(out, async (sink) => sink.write('index.html', 'new'), { removeInBackground: true });
    expect(await snapshot(out)).toEqual({ 'index.html': 'new' });
    // A folder not named as writeDist names its own is never touched.
    await vi.waitFor(async () => expect((await readdir(parent)).sort()).toEqual(['.dist-previous-by-hand', 'dist']), { timeout: 10_000, interval: 50 });
  });

  it('creates the output folder on the first build', async () => {
    const parent = await tempDir();
    const out = path.join(parent, 'dist');
    const { files } = await writeDist(out, async (sink) => sink.write('a/b/index.html', 'x'));
    expect(files).toBe(1);
    expect(await snapshot(out)).toEqual({ 'a/b/index.html': 'x' });
  });
});
