import { existsSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { roomInMemory, tempFoldersInMemory } from '../helpers/memory-temp-folder.ts';

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

  it.runIf(roomInMemory())('go to a folder of /dev/shm open to every user, as /tmp is, and are removed after the run', () => {
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
