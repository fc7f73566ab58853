import { hashText } from '../incremental/digest.ts';
import type { ContentCache, Loaded } from './load-csv-collection.ts';
import type { WorkbookSheet } from './read/read-workbook.ts';
import type { CsvCollection, Fields, RecordOf } from './schemas/collection.ts';
import { validateTable } from './validate-table.ts';

/** Validates one workbook sheet as the list it holds, exactly as its CSV file would be. */
export function loadSheetCollection<F extends Fields>(collection: CsvCollection<F>, sheet: WorkbookSheet, cache?: ContentCache): Loaded<RecordOf<F>> {
  const { table } = sheet;
  if (!table) return { records: [], issues: [...sheet.issues] };
  const key = `sheet:${collection.file}:${table.file}:${sheet.name}:${hashText(JSON.stringify([table.header, table.records]))}`;
  const cached = cache?.get(key) as Loaded<RecordOf<F>> | undefined;
  if (cached) return cached;
  const validated = validateTable(collection, table);
  const loaded = { records: validated.records, issues: [...sheet.issues, ...validated.issues] };
  cache?.set(key, loaded);
  return loaded;
}
