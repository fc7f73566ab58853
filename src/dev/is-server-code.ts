import path from 'node:path';

const CODE = /\.(ts|tsx|mts|cts)$/;

/**
 * Whether a changed file is code the build worker has imported: TypeScript under templates/ or
 * src/, except the browser code it only bundles (src/client/ islands, src/dev/client/). ES modules
 * cannot be imported afresh, so such a change needs a new worker; a stylesheet or an island does
 * not, because every build bundles those anew from the files.
 */
export function isServerCode(file: string, projectRoot: string): boolean {
  const relative = path.relative(projectRoot, file).split(path.sep).join('/');
  if (!CODE.test(relative)) return false;
  if (relative.startsWith('src/client/') || relative.startsWith('src/dev/client/')) return false;
  return relative.startsWith('templates/') || relative.startsWith('src/');
}
