import { hashText } from '../incremental/digest.ts';
import type { ContentCache, Loaded } from './load-csv-collection.ts';
import type { WorkbookSheet } from './read/read-workbook.ts';
import type { CsvCollection, Fields, RecordOf } from './schemas/collection.ts';
import { rememberRows, validateTable } from './validate-table.ts';

/** Validates one workbook sheet as the list it holds, exactly as its CSV file would be. */
export function loadSheetCollection<F extends Fields>(collection: CsvCollection<F>, sheet: WorkbookSheet, cache?: ContentCache): Loaded<RecordOf<F>> {
  const { table } = sheet;
  if (!table) return { records: [], issues: [...sheet.issues] };
  const prefix = `sheet:${collection.file}:${table.file}:${sheet.name}:`;
  const key = `${prefix}${hashText(JSON.stringify([table.header, table.records]))}`;
  const cached = cache?.get(key) as Loaded<RecordOf<F>> | undefined;
  if (cached) return rememberRows(cached);
  const validated = validateTable(collection, table, cache?.previous?.(prefix) as Loaded<RecordOf<F>> | undefined);
  const loaded = { ...validated, issues: [...sheet.issues, ...validated.issues] };
  cache?.set(key, loaded);
  return loaded;
}
