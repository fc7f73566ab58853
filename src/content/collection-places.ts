import path from 'node:path';
import type { CsvCollection } from './schemas/collection.ts';

/** The one workbook that may hold every list, one sheet each. */
export const CATALOGUE_WORKBOOK = 'catalogue.xlsx';

/** A list's sheet in the catalogue workbook: its CSV file's name without `.csv` (`products/sports.csv` → `sports`). */
export function sheetNameOf(collection: Pick<CsvCollection, 'file'>): string {
  return path.posix.basename(collection.file, '.csv');
}

/** A list's own workbook, in place of its CSV file: `products/sports.csv` → `products/sports.xlsx`. */
export function ownWorkbookOf(collection: Pick<CsvCollection, 'file'>, extension = '.xlsx'): string {
  return collection.file.replace(/\.csv$/, extension);
}
