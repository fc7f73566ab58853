import path from 'node:path';

/** The path the owner should see: relative to where they ran the command when possible. */
export function displayPath(absolutePath: string, cwd = process.cwd()): string {
  const relative = path.relative(cwd, absolutePath);
  const inside = relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
  return (inside ? relative : absolutePath).split(path.sep).join('/');
}
