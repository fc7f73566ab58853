import path from 'node:path';
import { watch } from 'chokidar';
import { isScratchFile } from './is-scratch-file.ts';

export interface WatchFoldersOptions {
  readonly folders: readonly string[];
  /** Folders inside those that never matter (the dev client, which is bundled once at start). */
  readonly skip?: readonly string[];
  /** Called with the absolute path of every file added, changed or removed (and removed folders). */
  readonly onChange: (file: string) => void;
  readonly onError: (error: Error) => void;
}

export interface FolderWatch {
  close(): Promise<void>;
}

/**
 * Watches the folders the site is made from, resolving once the watch is in place. chokidar gives
 * one API over inotify, FSEvents and Windows' ReadDirectoryChangesW, is maintained, and is what
 * Vite and webpack-dev-server build on. Its `atomic` option is off: it holds every removal back
 * 100 ms to see whether the file comes back, which made the temporary file of an atomic save
 * ("write a copy, rename it over the original", as sed -i and many editors do) arrive after the
 * quiet period as a second rebuild. The batcher already folds the removal and the new file into
 * one rebuild of that path.
 */
export async function watchFolders(options: WatchFoldersOptions): Promise<FolderWatch> {
  const roots = options.folders.map((folder) => path.resolve(folder));
  const skip = (options.skip ?? []).map((folder) => path.resolve(folder));
  const ignored = (file: string) => {
    if (skip.some((folder) => file === folder || file.startsWith(`${folder}${path.sep}`))) return true;
    const root = roots.find((folder) => file === folder || file.startsWith(`${folder}${path.sep}`));
    return root !== undefined && isScratchFile(path.relative(root, file));
  };
  const watcher = watch(roots, { ignoreInitial: true, ignored, atomic: false });
  watcher.on('all', (event, file) => {
    // A new folder alone changes nothing; the files put into it come as their own events.
    if (event !== 'addDir') options.onChange(path.resolve(file));
  });
  watcher.on('error', (error) => options.onError(error instanceof Error ? error : new Error(String(error))));
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  return { close: () => watcher.close() };
}
