import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { hashText } from './digest.ts';

/**
 * A fingerprint of the program that renders the pages: every source file under src/ and templates/,
 * the lockfile (React's version renders the markup), Node's version and the build's own options.
 * Anything cached by an earlier build counts only if this is unchanged, so a change to a template
 * or a dependency can never leave a stale page behind. Browser code and stylesheets are left out:
 * they reach a page only through their bundles' content-hashed addresses, which every page's
 * fingerprint includes, so editing them re-renders just the pages whose addresses changed.
 */
export function codeVersion(projectRoot: string, options: unknown = {}): string {
  const parts: string[] = [process.version, JSON.stringify(options)];
  for (const folder of ['src', 'templates']) {
    for (const file of listSources(path.join(projectRoot, folder))) {
      parts.push(`${path.relative(projectRoot, file)}:${hashText(readFileSync(file))}`);
    }
  }
  try {
    parts.push(hashText(readFileSync(path.join(projectRoot, 'package-lock.json'))));
  } catch {
    parts.push('no lockfile');
  }
  return hashText(parts.join('\n'));
}

/** Folders whose files reach the pages only as bundles with hashed names, or not at all (the dev server). */
const NOT_RENDER_CODE = [`src${path.sep}client${path.sep}`, `src${path.sep}dev${path.sep}`, `templates${path.sep}styles${path.sep}`];

function listSources(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .filter((entry) => !NOT_RENDER_CODE.some((skip) => `${path.join(entry.parentPath, entry.name)}`.includes(skip)))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}
