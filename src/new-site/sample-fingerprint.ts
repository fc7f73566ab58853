import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Every file of the sample content as it ships, by its path in the folder, with the hash of its bytes. */
export type SampleFingerprint = Readonly<Record<string, string>>;

/** The sample's fingerprint, written by `npm run sample:fingerprint` whenever the sample changes (.ci/run checks it is current). */
export const SAMPLE_FINGERPRINT_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'sample-fingerprint.json');

/** Files a computer adds to a folder by itself (Finder, Explorer, Office's lock files), which no owner wrote. */
const SYSTEM_FILE = /^(\.DS_Store|Thumbs\.db|desktop\.ini|~\$.*|\.~lock\..*)$/i;

/** Text files whose line endings Git may turn into Windows' on checkout: hashed with Unix ones. */
const TEXT_FILE = /\.(json|md|csv|svg|txt)$/i;

/** The fingerprint of a folder as it is now. */
export async function fingerprintOf(dir: string): Promise<SampleFingerprint> {
  const entries = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile() && !SYSTEM_FILE.test(entry.name));
  const files = await Promise.all(
    entries.map(async (entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return [path.relative(dir, file).split(path.sep).join('/'), await unixSha256(file)] as const;
    }),
  );
  return Object.fromEntries(files.sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * The SHA-256 of a file, a text file's with the line endings Unix writes: the one hash by which the
 * engine recognises the sample's files, its logos and the starter's placeholder, however Git on
 * Windows checked them out.
 */
export async function unixSha256(file: string): Promise<string> {
  const bytes = await readFile(file);
  const text = TEXT_FILE.test(file) ? Buffer.from(bytes.toString('latin1').replaceAll('\r\n', '\n'), 'latin1') : bytes;
  return createHash('sha256').update(text).digest('hex');
}

export async function readSampleFingerprint(file = SAMPLE_FINGERPRINT_FILE): Promise<SampleFingerprint> {
  return JSON.parse(await readFile(file, 'utf8')) as SampleFingerprint;
}

/**
 * The first file that makes the folder differ from the sample as it ships (changed, added or
 * removed), or undefined when it is the sample, untouched: only then may `new-site` move it aside.
 */
export async function firstChangeFromSample(dir: string, sample: SampleFingerprint): Promise<string | undefined> {
  const now = await fingerprintOf(dir);
  for (const [file, hash] of Object.entries(now)) if (sample[file] !== hash) return file;
  for (const file of Object.keys(sample)) if (!(file in now)) return file;
  return undefined;
}
