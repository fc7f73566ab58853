import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Git } from './git.ts';

/**
 * The `-c user.name=… -c user.email=…` that commits need on a computer where Git was never told
 * who uses it: the business's name and e-mail from site.json, instead of Git refusing to commit.
 * Empty when Git knows; GIT_AUTHOR_NAME and the like, if set, still win over these.
 */
export async function commitIdentity(git: Git, contentDir: string): Promise<string[]> {
  const known = async (key: string) => (await git(['config', '--get', key])).stdout.trim() !== '';
  const [hasName, hasEmail] = await Promise.all([known('user.name'), known('user.email')]);
  if (hasName && hasEmail) return [];
  const settings = await readSettings(contentDir);
  return [
    ...(hasName ? [] : ['-c', `user.name=${settings.name || 'Site owner'}`]),
    ...(hasEmail ? [] : ['-c', `user.email=${settings.email || 'owner@site.invalid'}`]),
  ];
}

async function readSettings(contentDir: string): Promise<{ name?: string; email?: string }> {
  try {
    const settings = JSON.parse((await readFile(path.join(contentDir, 'site.json'), 'utf8')).replace(/^\uFEFF/, '')) as Record<string, unknown>;
    return {
      ...(typeof settings.name === 'string' ? { name: settings.name } : {}),
      ...(typeof settings.email === 'string' ? { email: settings.email } : {}),
    };
  } catch {
    return {};
  }
}
