import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where the build puts its files. The CLI writes into a temporary folder that is swapped into
 * dist/ at the end; tests keep everything in memory.
 */
export interface OutputSink {
  write(file: string, contents: string | Uint8Array): Promise<void>;
  copy(file: string, from: string): Promise<void>;
}

export class DirectorySink implements OutputSink {
  private readonly folders = new Set<string>();
  bytes = 0;
  files = 0;

  constructor(readonly root: string) {}

  async write(file: string, contents: string | Uint8Array): Promise<void> {
    const target = await this.prepare(file);
    await writeFile(target, contents);
    this.count(typeof contents === 'string' ? Buffer.byteLength(contents) : contents.byteLength);
  }

  async copy(file: string, from: string): Promise<void> {
    const target = await this.prepare(file);
    await copyFile(from, target);
    const { size } = await import('node:fs/promises').then((fs) => fs.stat(target));
    this.count(size);
  }

  private count(bytes: number) {
    this.bytes += bytes;
    this.files += 1;
  }

  /** Creates each folder once; at 10,000 pages the repeated mkdir calls were measurable. */
  private async prepare(file: string): Promise<string> {
    const target = path.join(this.root, file);
    const folder = path.dirname(target);
    if (!this.folders.has(folder)) {
      await mkdir(folder, { recursive: true });
      this.folders.add(folder);
    }
    return target;
  }
}

export class MemorySink implements OutputSink {
  readonly files = new Map<string, Uint8Array | { copiedFrom: string }>();

  async write(file: string, contents: string | Uint8Array): Promise<void> {
    this.files.set(file, typeof contents === 'string' ? Buffer.from(contents) : contents);
  }

  async copy(file: string, from: string): Promise<void> {
    this.files.set(file, { copiedFrom: from });
  }

  text(file: string): string {
    const entry = this.files.get(file);
    if (!entry || !(entry instanceof Uint8Array)) throw new Error(`${file} was not written as content`);
    return Buffer.from(entry).toString('utf8');
  }
}
