import { stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * The file an image path names: in the content folder if it is there, else in public/, the order in
 * which every step that reads an image looks (check-images.ts, prepare-images.ts). Undefined when
 * neither has a file of that name.
 */
export async function locateImage(image: string, contentDir: string, publicDir: string): Promise<{ readonly file: string; readonly size: number } | undefined> {
  for (const dir of [contentDir, publicDir]) {
    const file = path.join(dir, image);
    try {
      const stats = await stat(file);
      if (stats.isFile()) return { file, size: stats.size };
    } catch {
      // Not in this folder; the next one may have it.
    }
  }
  return undefined;
}
