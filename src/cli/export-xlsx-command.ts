import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { CATALOGUE_WORKBOOK } from '../content/collection-places.ts';
import { exportWorkbook } from '../content/export-workbook.ts';
import { displayPath } from '../content/read/display-path.ts';
import { ContentError, UsageError } from '../errors/content-error.ts';
import { writeFileAtomically } from '../output/write-file-atomically.ts';

export interface ExportXlsxOptions {
  content: string;
  /** Default: catalogue.xlsx in the content folder, where the build reads it. */
  out?: string;
  /** Replace a workbook that exists already. */
  force?: boolean;
  /** Delete the CSV files once they are in the workbook, so the build reads the workbook. */
  removeCsv?: boolean;
}

/** `site export-xlsx`: today's CSV files into one workbook, a sheet per list. */
export async function exportXlsxCommand(options: ExportXlsxOptions, log: (line: string) => void): Promise<void> {
  const contentDir = path.resolve(options.content);
  const out = path.resolve(options.out ?? path.join(contentDir, CATALOGUE_WORKBOOK));
  if (existsSync(out) && !options.force) {
    throw new UsageError(`${displayPath(out)} exists already; add --force to replace it (your edits in it would be lost), or choose another file with --out`);
  }
  const exported = await exportWorkbook(contentDir);
  if (!exported.ok) throw new ContentError(exported.issues);
  const { bytes, csvFiles, rows } = exported.workbook;
  if (csvFiles.length === 0) throw new UsageError(`there is no CSV file of the catalogue in ${displayPath(contentDir)} to put into a workbook`);
  await writeFileAtomically(out, bytes);
  log(`Wrote ${displayPath(out)}: ${csvFiles.length} sheets, ${rows} rows.`);
  if (options.removeCsv) {
    await Promise.all(csvFiles.map((file) => rm(file)));
    log(`Deleted the ${csvFiles.length} CSV files it was made from; the build now reads the workbook.`);
  } else if (out === path.join(contentDir, CATALOGUE_WORKBOOK)) {
    log(
      'The CSV files are still there. The build refuses a list kept in two places: delete them (or run this again with --remove-csv --force) before the next build.',
    );
  }
}
