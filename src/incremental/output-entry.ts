/** One file of the output folder as the last build left it, to check that nobody changed it since. */
export interface OutputEntry {
  readonly size: number;
  readonly mtimeMs: number;
  /** Fingerprint of the bytes (written files) or of the source file (copied files), when known. */
  readonly hash?: string;
}
