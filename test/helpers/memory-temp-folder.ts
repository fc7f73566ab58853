import { chmodSync, mkdtempSync, rmSync, statfsSync } from 'node:fs';
import path from 'node:path';

/** Linux's memory file system, where it has one. */
const MEMORY = '/dev/shm';
/** What statfs reports as the type of a tmpfs (Linux's TMPFS_MAGIC). */
const TMPFS = 0x01021994;
/** The unit and integration run's folders held 185 MB at most at once; a container's 64 MB /dev/shm is too small. */
const ROOM = 2 * 1024 ** 3;

/**
 * Puts the tests' temporary folders (TMPDIR, which os.tmpdir() and every child process read) in a
 * folder of /dev/shm when it is a memory file system with room, unless TMPDIR is already set. The
 * tests build sites into temporary folders by the hundred and delete them again: on the 2-core
 * machine's ext4 disk, a new file's inode was searched for past the ones just deleted, and the
 * unit and integration run spent about a third of its CPU time in the kernel. In memory that run took
 * 116–119 s against 154–159 s (docs/dev/measurements.md, 2026-12-02, third sitting).
 * Called by the global setups, before any worker starts, so every worker inherits it. Returns the
 * removal of the folder, or nothing when the tests stay on the disk.
 */
export function tempFoldersInMemory(): (() => void) | undefined {
  if (process.env.TMPDIR || !roomInMemory()) return undefined;
  const folder = mkdtempSync(path.join(MEMORY, 'site-tests-'));
  // Open to every user, as /tmp is: a test runs .ci/run as another user from a folder in it.
  chmodSync(folder, 0o1777);
  process.env.TMPDIR = folder;
  return () => {
    rmSync(folder, { recursive: true, force: true });
    delete process.env.TMPDIR;
  };
}

/** Whether /dev/shm is a memory file system with room for the tests' folders. */
export function roomInMemory(): boolean {
  try {
    const stats = statfsSync(MEMORY);
    return stats.type === TMPFS && stats.bavail * stats.bsize >= ROOM;
  } catch {
    return false;
  }
}
