import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { codeVersion } from '../incremental/code-version.ts';
import { hashText } from '../incremental/digest.ts';

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

let version: string | undefined;
let lockfileDigest: string | undefined;

/** The lockfile's fingerprint: the packages bundled into the islands and the stylesheet. */
export function lockfile(): string {
  lockfileDigest ??= hashText(readFileSync(path.join(PROJECT_ROOT, 'package-lock.json')));
  return lockfileDigest;
}

/** The code version of this process (see code-version.ts); the code cannot change under a running process. */
export function currentCodeVersion(): string {
  version ??= codeVersion(PROJECT_ROOT);
  return version;
}
