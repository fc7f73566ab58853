import { existsSync, statfsSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { tempFoldersInMemory } from '../helpers/memory-temp-folder.ts';

const TMPFS = 0x01021994;
const memoryWithRoom = (() => {
  try {
    const stats = statfsSync('/dev/shm');
    return stats.type === TMPFS && stats.bavail * stats.bsize >= 2 * 1024 ** 3;
  } catch {
    return false;
  }
})();

/** Runs `test` with TMPDIR as given, and puts the worker's own back whatever happens. */
function withTmpdir(value: string | undefined, test: () => void): void {
  const before = process.env.TMPDIR;
  if (value === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = value;
  try {
    test();
  } finally {
    if (before === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = before;
  }
}

describe('the tests’ temporary folders', () => {
  it('stay where TMPDIR already points', () => {
    withTmpdir('/somewhere/chosen', () => {
      expect(tempFoldersInMemory()).toBeUndefined();
      expect(process.env.TMPDIR).toBe('/somewhere/chosen');
    });
  });

  it.runIf(memoryWithRoom)('go to a folder of /dev/shm open to every user, as /tmp is, and are removed after the run', () => {
    withTmpdir(undefined, () => {
      const remove = tempFoldersInMemory();
      const folder = process.env.TMPDIR ?? '';
      expect(folder).toMatch(/^\/dev\/shm\/site-tests-/);
      expect(statSync(folder).mode & 0o7777).toBe(0o1777);
      remove?.();
      expect(existsSync(folder)).toBe(false);
      expect(process.env.TMPDIR).toBeUndefined();
    });
  });
});
