import { readFile } from 'node:fs/promises';
import { hashText } from '../../incremental/digest.ts';
import type { ContentCache } from '../load-csv-collection.ts';
import { displayPath } from './display-path.ts';
import { readWorkbook, type WorkbookResult } from './read-workbook.ts';

/**
 * Reads a workbook once per version of its bytes: a rebuild after an edit elsewhere (a blog post,
 * another sheet's workbook) does not unpack it again. Unreadable files go to readWorkbook, which
 * words their problem.
 */
export async function readWorkbookCached(absolutePath: string, cache?: ContentCache): Promise<WorkbookResult> {
  let bytes: Buffer;
  try {
    bytes = await readFile(absolutePath);
  } catch {
    return readWorkbook(absolutePath);
  }
  const key = `workbook:${displayPath(absolutePath)}:${hashText(bytes)}`;
  const cached = cache?.get(key) as WorkbookResult | undefined;
  if (cached) return cached;
  const read = await readWorkbook(absolutePath, bytes);
  cache?.set(key, read);
  return read;
}
