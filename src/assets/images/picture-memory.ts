import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomically } from '../../output/write-file-atomically.ts';
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
 * as the build's output records count. The file holds the pictures this process has used (one
 * build's, for `site build`), so a deleted picture is forgotten.
 */
export class PictureMemory {
  private readonly next = new Map<string, RememberedPicture>();
  private changed = false;
  /** How many pictures the file holds. */
  private saved: number;

  private constructor(
    private readonly file: string,
    private readonly known: ReadonlyMap<string, RememberedPicture>,
  ) {
    this.saved = known.size;
  }

  /**
   * The memory kept in that cache folder: one per folder and process, shared by the content check
   * (which inspects every picture) and the image step (which hashes and measures them).
   */
  static open(cacheDir: string): Promise<PictureMemory> {
    const file = path.join(cacheDir, 'pictures.json');
    let opened = OPEN.get(file);
    if (!opened) {
      opened = PictureMemory.load(cacheDir);
      OPEN.set(file, opened);
    }
    return opened;
  }

  /** The memory as the folder holds it now, not shared (as another process would read it). */
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
    const picture = { stamp, inspection: await inspectImage(source) };
    this.remember(source, picture);
    return picture;
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

  /** Writes what this build used, when it learnt anything or stopped using a picture. */
  async save(): Promise<void> {
    if (!this.changed && this.next.size === this.saved) return;
    const stored: Stored = { format: 1, pictures: Object.fromEntries(this.next) };
    this.changed = false;
    this.saved = this.next.size;
    await writeFileAtomically(this.file, JSON.stringify(stored));
  }
}

const OPEN = new Map<string, Promise<PictureMemory>>();
