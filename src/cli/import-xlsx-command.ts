import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { CATALOGUE_WORKBOOK } from '../content/collection-places.ts';
import { importWorkbook } from '../content/import-workbook.ts';
import { displayPath } from '../content/read/display-path.ts';
import { ContentError, UsageError } from '../errors/content-error.ts';
import { writeFileAtomically } from '../output/write-file-atomically.ts';

export interface ImportXlsxOptions {
  content: string;
  /** Default: catalogue.xlsx in the content folder. */
  workbook?: string;
  /** Where the CSV files go; default: the content folder. */
  out?: string;
  /** Delete the workbook once its lists are CSV files, so the build reads those. */
  removeWorkbook?: boolean;
}

/** `site import-xlsx`: a workbook's lists as CSV files, for version control or to go back to CSV. */
export async function importXlsxCommand(options: ImportXlsxOptions, log: (line: string) => void): Promise<void> {
  const contentDir = path.resolve(options.content);
  const workbook = path.resolve(options.workbook ?? path.join(contentDir, CATALOGUE_WORKBOOK));
  const outDir = path.resolve(options.out ?? contentDir);
  if (!existsSync(workbook)) throw new UsageError(`there is no workbook ${displayPath(workbook)}; name it with --workbook`);
  const imported = await importWorkbook(workbook, contentDir);
  if (!imported.ok) throw new ContentError(imported.issues);
  for (const { file, text } of imported.files) await writeFileAtomically(path.join(outDir, file), text);
  log(`Wrote ${imported.files.length} CSV file${imported.files.length === 1 ? '' : 's'} into ${displayPath(outDir)}/ from ${displayPath(workbook)}.`);
  if (options.removeWorkbook) {
    await rm(workbook);
    log(`Deleted ${displayPath(workbook)}; the build now reads the CSV files.`);
  } else if (outDir === contentDir) {
    log(
      `${displayPath(workbook)} is still there. The build refuses a list kept in two places: delete it (or run this again with --remove-workbook) before the next build, or write the CSV files elsewhere with --out.`,
    );
  }
}
