import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readTextFile } from '../../src/content/read/read-text-file.ts';
import { removeTemporaryFolders, tempDir } from '../helpers/fixture-site.ts';

afterAll(removeTemporaryFolders);

describe('readTextFile', () => {
  it('strips a UTF-8 byte-order mark', async () => {
    const dir = await tempDir();
    await writeFile(path.join(dir, 'a.csv'), Buffer.from([0xef, 0xbb, 0xbf, ...Buffer.from('name\nKarachi Kings ✓\n')]));
    const result = await readTextFile(path.join(dir, 'a.csv'));
    expect(result.ok && result.text).toBe('name\nKarachi Kings ✓\n');
  });

  it('refuses a file saved in a legacy code page and says how to save it as UTF-8', async () => {
    const dir = await tempDir();
    // "Café" in Windows-1252: the é is the single byte 0xE9, which is not valid UTF-8.
    await writeFile(path.join(dir, 'b.csv'), Buffer.from([0x43, 0x61, 0x66, 0xe9, 0x0a]));
    const result = await readTextFile(path.join(dir, 'b.csv'));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.issue.code).toBe('FileNotUtf8');
    expect(!result.ok && result.issue.message).toMatch(/not saved as UTF-8.*CSV UTF-8/);
  });

  it('reports a missing file', async () => {
    const dir = await tempDir();
    const result = await readTextFile(path.join(dir, 'missing.csv'));
    expect(!result.ok && result.issue.message).toBe('the file is missing');
  });
});
