import { readdir, readFile, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { inspectImage } from '../../src/assets/images/inspect-image.ts';
import { PictureMemory } from '../../src/assets/images/picture-memory.ts';
import { copyFixture, removeTemporaryFolders, ROOT, tempDir } from '../helpers/fixture-site.ts';
import { giveProductPhotos } from '../helpers/product-photos.ts';

const run = promisify(execFile);

afterAll(removeTemporaryFolders);

/** Overwrites a file with other bytes of the same length and gives it back its time: only reading it would tell. */
async function swapBytesKeepingStamp(file: string, fill: number): Promise<void> {
  const before = await stat(file);
  await writeFile(file, Buffer.alloc(before.size, fill));
  await utimes(file, before.atime, before.mtime);
}

describe('what earlier builds learnt from the pictures', () => {
  it('a second build, a new process, reads none of the pictures that did not change: not a photo, not a drawing', async () => {
    const content = await copyFixture();
    const [photo] = await giveProductPhotos(content, 'products/sports.csv', 2);
    // Whole seconds, which a file's time can be set back to exactly.
    const past = new Date('2026-11-01T10:00:00Z');
    for (const file of await readdir(path.join(content, 'images'), { recursive: true })) await utimes(path.join(content, 'images', file), past, past);
    const cache = await tempDir('site-cache-');
    const out = path.join(await tempDir(), 'dist');
    const build = () =>
      run(process.execPath, [path.join(ROOT, 'bin', 'site.js'), 'build', '--content', content, '--out', out, '--no-search', '--quiet'], {
        env: { ...process.env, SITE_CACHE_DIR: cache },
      });
    await build();
    const page = await readFile(path.join(out, 'product/sports-ware/1/index.html'), 'utf8');
    const published = new Set((await readdir(out, { recursive: true })).map((file) => file.split(path.sep).join('/')));
    const drawing = (await readdir(path.join(content, 'images'), { recursive: true }))
      .map((file) => `images/${file}`)
      .find((file) => file.endsWith('.svg') && published.has(file))!;
    expect(drawing).toBeDefined();

    // Same size and time, other bytes: a build that read them would find no picture in them.
    await swapBytesKeepingStamp(path.join(content, photo!), 0);
    const drawingSource = path.join(content, drawing);
    const drawingText = await readFile(drawingSource, 'utf8');
    await swapBytesKeepingStamp(drawingSource, 0x20);
    await build();
    expect(await readFile(path.join(out, 'product/sports-ware/1/index.html'), 'utf8')).toBe(page);

    // A picture saved anew (another time) is read again: the broken photo is found, in its cell.
    await writeFile(drawingSource, drawingText);
    await utimes(path.join(content, photo!), new Date(), new Date(Date.now() + 2000));
    await expect(build()).rejects.toMatchObject({ code: 1, stderr: expect.stringMatching(/products\/sports\.csv, row 2, column "?image/) });
  });

  it('keeps only the pictures of the last build, and forgets a file whose size or time changed', async () => {
    const dir = await tempDir('site-memory-');
    const file = path.join(dir, 'a.svg');
    await writeFile(file, '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    const memory = await PictureMemory.load(dir);
    const stamp = await memory.stampOf(file);
    memory.remember(file, { stamp, inspection: { facts: { kind: 'svg' } } });
    memory.remember(path.join(dir, 'gone.svg'), { stamp: '1:1', inspection: { facts: { kind: 'svg' } } });
    await memory.save();

    const again = await PictureMemory.load(dir);
    expect(again.recall(file, stamp)?.inspection).toEqual({ facts: { kind: 'svg' } });
    expect(again.recall(file, '999:1')).toBeUndefined();
    await again.save();
    const stored = JSON.parse(await readFile(path.join(dir, 'pictures.json'), 'utf8')) as { pictures: Record<string, unknown> };
    expect(Object.keys(stored.pictures)).toEqual([file]);
  });

  it('is the only memory of a picture: what a build did not use is read again, and two memories share nothing (issue 38)', async () => {
    const dir = await tempDir('site-memory-');
    const file = path.join(dir, 'a.svg');
    await writeFile(file, '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    // Whole seconds, which a file's time can be set back to exactly.
    const past = new Date('2026-11-01T10:00:00Z');
    await utimes(file, past, past);
    const memory = await PictureMemory.load(dir);
    const hash = await memory.hash(file);
    await memory.save();
    // Same size and time, other bytes: only reading the file again would tell.
    await swapBytesKeepingStamp(file, 0x20);

    memory.startBuild();
    expect(await memory.hash(file)).toBe(hash);
    expect((await memory.facts(file)).inspection).toEqual({ facts: { kind: 'svg' } });
    await memory.save();
    // Another memory, and inspecting the file outside any, read the file as it is now.
    const other = await PictureMemory.load(await tempDir('site-memory-'));
    expect(await other.hash(file)).not.toBe(hash);
    expect(await inspectImage(file)).toMatchObject({ problem: { code: 'ImageNameMismatch' } });

    // A build that does not use the picture: the memory forgets it, header and hash.
    memory.startBuild();
    await memory.save();
    memory.startBuild();
    expect(await memory.hash(file)).not.toBe(hash);
    expect((await memory.facts(file)).inspection).toMatchObject({ problem: { code: 'ImageNameMismatch' } });
  });

  it('reads a picture asked for twice at once only once', async () => {
    const dir = await tempDir('site-memory-');
    const file = path.join(dir, 'a.svg');
    await writeFile(file, '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    const memory = await PictureMemory.load(dir);
    const [first, second] = await Promise.all([memory.facts(file), memory.facts(file)]);
    expect(second).toBe(first);
  });
});
