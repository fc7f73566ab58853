import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { hashText } from './digest.ts';
import type { BundleMemory } from './build-cache.ts';

/**
 * Makes something from the files of some folders (the island bundles from the browser code, the
 * stylesheet from templates/styles) only when a file or another input changed since it was last
 * made. Bundling costs a few tenths of a second; reading the sources to compare costs a few
 * milliseconds, so an edit to a spreadsheet does not pay for a bundle that cannot change. What was
 * made is kept in memory for `site dev` and on disk (the cache's bundles folder) for the next
 * `site build`: both are the BuildCache's (BuildCache.bundles).
 */
export function memoBySources<T>(memory: BundleMemory, name: string, folders: readonly string[], inputs: unknown, make: () => Promise<T>): Promise<T> {
  const parts = [JSON.stringify(inputs)];
  for (const folder of folders) {
    for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      parts.push(`${file}:${hashText(readFileSync(file))}`);
    }
  }
  return memoByFingerprint(memory, name, hashText(parts.sort().join('\n')), make);
}

/**
 * Makes something only when its fingerprint changed since it was last made, in this process
 * (memory) or by an earlier one (the cache's bundles folder): memoBySources' work, whose
 * fingerprint is that of its sources and inputs.
 */
export function memoByFingerprint<T>(memory: BundleMemory, name: string, fingerprint: string, make: () => Promise<T>): Promise<T> {
  const { made } = memory;
  const known = made.get(name);
  if (known?.fingerprint === fingerprint) return known.value as Promise<T>;
  const stored = path.join(memory.folder, `${name}-${fingerprint}.json`);
  const value =
    readStored<T>(stored) ??
    make().then((result) => {
      store(stored, result);
      return result;
    });
  made.set(name, { fingerprint, value });
  // A failed attempt is not remembered: the next build tries again.
  value.catch(() => made.delete(name));
  return value;
}

/** Bytes and maps survive the JSON file as tagged values (a Buffer is looked at before its toJSON). */
function replacer(this: Record<string, unknown>, key: string, value: unknown): unknown {
  const original = this[key];
  if (original instanceof Uint8Array) return { $bytes: Buffer.from(original).toString('base64') };
  if (value instanceof Map) return { $map: [...value] };
  return value;
}

function reviver(_key: string, value: unknown): unknown {
  if (value && typeof value === 'object' && '$bytes' in value) return new Uint8Array(Buffer.from(String((value as { $bytes: string }).$bytes), 'base64'));
  if (value && typeof value === 'object' && '$map' in value) return new Map((value as { $map: [unknown, unknown][] }).$map);
  return value;
}

function readStored<T>(file: string): Promise<T> | undefined {
  try {
    return Promise.resolve(JSON.parse(readFileSync(file, 'utf8'), reviver) as T);
  } catch {
    return undefined;
  }
}

function store(file: string, value: unknown): void {
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(`${file}.${process.pid}`, JSON.stringify(value, replacer));
    renameSync(`${file}.${process.pid}`, file);
  } catch {
    // A cache that cannot be written only makes the next build slower.
  }
}
