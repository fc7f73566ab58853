import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomically } from '../../output/write-file-atomically.ts';
import { fileContentHash } from '../content-hash.ts';
import { inspectImage, type Inspection } from './inspect-image.ts';

/** What reading one source picture taught, valid while its size and time stay as they were. */
export interface RememberedPicture {
  /** `${size}:${mtimeMs}` of the file when it was read. */
  readonly stamp: string;
  readonly inspection: Inspection;
  /** The hash of its bytes (content-hash.ts), once a build needed it. */
  readonly hash?: string;
  /** A drawing's measures, its data: URL if small enough, and whether scrubbing changed its text. */
  readonly drawing?: { readonly width: number; readonly height: number; readonly inline?: string; readonly scrubbed: boolean };
}

interface Stored {
  readonly format: 1;
  readonly pictures: Record<string, RememberedPicture>;
}

/**
 * What earlier builds learnt from each source picture, kept in the image cache folder
 * (pictures.json), so that a build whose pictures did not change reads none of them: not their
 * headers (sharp, which is then not even loaded), not every byte of each photo for its hash, not a
 * drawing's text. A picture counts as unchanged while its size and modification time are the same,
 * as the build's output records count. The file holds the pictures the last build used, so a
 * deleted picture is forgotten; so does the memory itself, which a long `site dev` keeps (in its
 * BuildCache) from build to build. It is the one memory of the pictures' headers and hashes:
 * inspectImage and fileContentHash read the file each time they are called (issue 38).
 */
export class PictureMemory {
  /** What this build used or learnt. */
  private next = new Map<string, RememberedPicture>();
  /**
   * Pictures being read now, by file and stamp: a picture named in many rows is read once. An
   * entry goes when its reading is done, so nothing stays here between builds.
   */
  private readonly reading = new Map<string, Promise<RememberedPicture>>();
  private changed = false;
  /** How many pictures the file holds. */
  private saved: number;

  private constructor(
    private readonly file: string,
    /** What the file held, or what the last build of this memory used. */
    private known: ReadonlyMap<string, RememberedPicture>,
  ) {
    this.saved = known.size;
  }

  /**
   * The memory as the folder holds it now. A build's cache (BuildCache.pictures) opens it once and
   * shares it between the content check (which inspects every picture) and the image step (which
   * hashes and measures them).
   */
  static async load(cacheDir: string): Promise<PictureMemory> {
    const file = path.join(cacheDir, 'pictures.json');
    try {
      const stored = JSON.parse(await readFile(file, 'utf8')) as Stored;
      if (stored.format === 1 && stored.pictures && typeof stored.pictures === 'object')
        return new PictureMemory(file, new Map(Object.entries(stored.pictures)));
    } catch {
      // None yet, or unreadable: every picture is read once more.
    }
    return new PictureMemory(file, new Map());
  }

  /** What is known of a picture as it is now: from an earlier build, or read now and remembered. */
  async facts(source: string): Promise<RememberedPicture> {
    const stamp = await this.stampOf(source);
    const known = this.recall(source, stamp);
    if (known) return known;
    const key = `${stamp}\n${source}`;
    let reading = this.reading.get(key);
    if (!reading) {
      reading = inspectImage(source).then((inspection) => {
        const picture = { stamp, inspection };
        this.remember(source, picture);
        return picture;
      });
      this.reading.set(key, reading);
      reading.then(
        () => this.reading.delete(key),
        () => this.reading.delete(key),
      );
    }
    return reading;
  }

  /** The hash of a picture's bytes (content-hash.ts), read only when the picture is new or changed since it was last hashed. */
  async hash(source: string): Promise<string> {
    const picture = await this.facts(source);
    if (picture.hash) return picture.hash;
    const hash = await fileContentHash(source);
    // The latest record, which may have learnt the drawing's measures meanwhile.
    this.remember(source, { ...(this.recall(source, picture.stamp) ?? picture), hash });
    return hash;
  }

  /** The file's stamp now (it must exist). */
  async stampOf(source: string): Promise<string> {
    const { size, mtimeMs } = await stat(source);
    return `${size}:${mtimeMs}`;
  }

  /** What is known of the file as it is now, if anything. */
  recall(source: string, stamp: string): RememberedPicture | undefined {
    const known = this.next.get(source) ?? this.known.get(source);
    if (known?.stamp !== stamp) return undefined;
    this.next.set(source, known);
    return known;
  }

  remember(source: string, picture: RememberedPicture): void {
    this.next.set(source, picture);
    this.changed = true;
  }

  /**
   * Another build starts. What a build that failed before saving used is still known, as is what
   * the builds before it used, until a build saves.
   */
  startBuild(): void {
    if (this.next.size === 0) return;
    this.known = new Map([...this.known, ...this.next]);
    this.next = new Map();
  }

  /**
   * Writes what this build used, when it learnt anything or stopped using a picture. From then on
   * the memory knows only that: a picture this build did not use is forgotten.
   */
  async save(): Promise<void> {
    const used = this.next;
    this.known = used;
    this.next = new Map();
    if (!this.changed && used.size === this.saved) return;
    const stored: Stored = { format: 1, pictures: Object.fromEntries(used) };
    this.changed = false;
    this.saved = used.size;
    await writeFileAtomically(this.file, JSON.stringify(stored));
  }
}
