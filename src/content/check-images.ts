import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { inspectImage, type ImageProblem } from '../assets/images/inspect-image.ts';
import type { PictureMemory } from '../assets/images/picture-memory.ts';
import type { ContentIssue } from '../errors/content-issue.ts';
import { imageReferences, type ImageReference } from './image-references.ts';
import type { RawContent } from './load-collections.ts';
import { at } from './issue-location.ts';

type Found = 'found' | 'missing' | 'outside' | ImageProblem;

/**
 * Every image a record names must exist in content/ or public/, or the page would show a broken
 * picture; its real file must lie inside one of them, or a symbolic link could publish any file of
 * the computer the site is built on; and it must be a picture the build can read (inspect-image.ts):
 * an iPhone's HEIC photo or a document named .jpg is found here, before anything is built.
 */
export async function checkImages(content: RawContent, contentDir: string, publicDir: string, pictures?: PictureMemory): Promise<ContentIssue[]> {
  const roots = await Promise.all([contentDir, publicDir].map((dir) => realpath(dir).catch(() => path.resolve(dir))));
  const lookups = new Map<string, Promise<Found>>();
  const find = (image: string) => {
    let pending = lookups.get(image);
    if (!pending) {
      pending = locate(image, [contentDir, publicDir], roots, pictures);
      lookups.set(image, pending);
    }
    return pending;
  };
  const references = imageReferences(content, contentDir);
  const results = await Promise.all(references.map(async (reference) => ({ reference, found: await find(reference.image) })));
  return results.flatMap(({ reference, found }) => (found === 'found' ? [] : [imageIssue(reference, found)]));
}

/** The first folder that has the image decides, as it does when the images are prepared. */
async function locate(image: string, dirs: readonly string[], roots: readonly string[], pictures?: PictureMemory): Promise<Found> {
  for (const dir of dirs) {
    const real = await realFile(path.join(dir, image));
    if (real === undefined) continue;
    if (!roots.some((root) => real.startsWith(`${root}${path.sep}`))) return 'outside';
    // A picture an earlier build read and that did not change since is not read again.
    const inspection = pictures ? (await pictures.facts(real)).inspection : await inspectImage(real);
    return 'problem' in inspection ? inspection.problem : 'found';
  }
  return 'missing';
}

async function realFile(file: string): Promise<string | undefined> {
  try {
    const real = await realpath(file);
    return (await stat(real)).isFile() ? real : undefined;
  } catch {
    return undefined;
  }
}

export function imageIssue(reference: ImageReference, found: Exclude<Found, 'found'>): ContentIssue {
  const where = at({ source: reference.source, column: reference.column });
  if (typeof found === 'object') return { code: found.code, ...where, message: `the image "${reference.image}" ${found.message}` };
  return found === 'missing'
    ? { code: 'MissingImage', ...where, message: `the image "${reference.image}" exists neither in content/ nor in public/` }
    : {
        code: 'ImageOutsideFolders',
        ...where,
        message: `the image "${reference.image}" is a link to a file outside content/ and public/; copy the picture itself into content/images/`,
      };
}
