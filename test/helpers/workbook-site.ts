import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { main } from '../../src/cli/main.ts';
import { tempDir } from './fixture-site.ts';

/** A private copy of a content folder whose lists are in content/catalogue.xlsx, made by the export command, CSV files removed. */
export async function workbookCopy(sourceDir: string): Promise<string> {
  const dir = path.join(await tempDir('site-workbook-'), 'content');
  await cp(sourceDir, dir, { recursive: true });
  const err: string[] = [];
  const code = await main(['export-xlsx', '--content', dir, '--remove-csv'], { out: () => undefined, err: (line) => err.push(line) });
  if (code !== 0) throw new Error(`export-xlsx failed (${code}): ${err.join('\n')}`);
  return dir;
}

/** Opens a workbook, lets the test change it as the owner would in Excel, and saves it. */
export async function editWorkbook(file: string, edit: (workbook: ExcelJS.Workbook) => void): Promise<void> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(file)) as unknown as ArrayBuffer);
  edit(workbook);
  await writeFile(file, Buffer.from(await workbook.xlsx.writeBuffer()));
}

/** The sheet of a workbook, failing the test if it is not there. */
export function sheet(workbook: ExcelJS.Workbook, name: string): ExcelJS.Worksheet {
  const found = workbook.getWorksheet(name);
  if (!found) throw new Error(`no sheet "${name}"`);
  return found;
}

/** The cell of a sheet found by its row and header name, as the owner finds it. */
export function cellAt(worksheet: ExcelJS.Worksheet, row: number, column: string): ExcelJS.Cell {
  let index = 0;
  worksheet.getRow(1).eachCell((cell, number) => {
    if (cell.value === column) index = number;
  });
  if (index === 0) throw new Error(`no column "${column}" in sheet "${worksheet.name}"`);
  return worksheet.getRow(row).getCell(index);
}
