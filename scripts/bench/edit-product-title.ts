import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

export interface TitleEdit {
  /** The edited product's page address (under the root). */
  readonly page: string;
  readonly title: string;
  /** Saves the spreadsheet, as the owner's spreadsheet program would. */
  save(): Promise<void>;
}

/**
 * Prepares a change to the title of one product in the middle of the street wear spreadsheet. The
 * middle product, not the first: the first few of each category appear as "related" on every other
 * page of it. Preparing (parsing and writing out the CSV) is kept apart from saving, so that a
 * measurement starts when the file is written, as it would when the owner presses Save.
 */
export async function prepareTitleEdit(contentDir: string, title: string): Promise<TitleEdit> {
  const file = path.join(contentDir, 'products', 'street.csv');
  const rows = parse(await readFile(file, 'utf8')) as string[][];
  const header = rows[0] ?? [];
  const row = rows[Math.max(1, Math.floor(rows.length / 2))];
  if (!row) throw new Error(`${file} has no products`);
  row[header.indexOf('title')] = title;
  const text = stringify(rows);
  return { page: `/product/street-ware/${row[header.indexOf('id')]}/`, title, save: () => writeFile(file, text) };
}

/** Changes the title of that product now. */
export async function editProductTitle(contentDir: string, title: string): Promise<TitleEdit> {
  const edit = await prepareTitleEdit(contentDir, title);
  await edit.save();
  return edit;
}
