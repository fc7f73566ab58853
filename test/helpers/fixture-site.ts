import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/**
 * The engine's full test site: every kind of page with the sample business's content, as the sample
 * stood on 2026-11-27. Tests build it, never content/, which is the owner's: an owner who renames a
 * product or deletes a post must never make `npm test` fail.
 */
export const SITE_FIXTURE = path.join(ROOT, 'test', 'fixtures', 'site');
export const FIXTURES = path.join(ROOT, 'test', 'fixtures');

const made: string[] = [];

/** A private copy of a fixture site that a test may break without touching the others. */
export async function copyFixture(name = 'minimal'): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), `site-${name}-`));
  made.push(dir);
  await cp(path.join(FIXTURES, name), dir, { recursive: true });
  return dir;
}

export async function tempDir(prefix = 'site-test-'): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

export async function removeTemporaryFolders(): Promise<void> {
  await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
}

/** Rewrites one content file with a text transformation and checks that it changed something. */
export async function editFile(dir: string, file: string, change: (text: string) => string): Promise<void> {
  const target = path.join(dir, file);
  const before = await readFile(target, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`editFile(${file}) changed nothing: the test's pattern no longer matches the fixture`);
  await writeFile(target, after);
}

/** Replaces one cell, found by its row (spreadsheet numbering) and column name. */
export async function setCell(dir: string, file: string, row: number, column: string, value: string): Promise<void> {
  const { parse } = await import('csv-parse/sync');
  const { stringify } = await import('csv-stringify/sync');
  const text = await readFile(path.join(dir, file), 'utf8');
  const rows = parse(text) as string[][];
  const header = rows[0] ?? [];
  const index = header.indexOf(column);
  const target = rows[row - 1];
  if (index < 0 || !target) throw new Error(`setCell: no row ${row} / column ${column} in ${file}`);
  target[index] = value;
  await writeFile(path.join(dir, file), stringify(rows));
}

/** Adds a column at the end, its header and one value per row below it (missing values: empty cells), as the owner would in a spreadsheet. */
export async function addColumn(dir: string, file: string, column: string, values: readonly string[]): Promise<void> {
  const { parse } = await import('csv-parse/sync');
  const { stringify } = await import('csv-stringify/sync');
  const rows = parse(await readFile(path.join(dir, file), 'utf8')) as string[][];
  await writeFile(path.join(dir, file), stringify(rows.map((row, index) => [...row, index === 0 ? column : (values[index - 1] ?? '')])));
}

/** Deletes a whole column, header and cells, as the owner would in a spreadsheet. */
export async function removeColumn(dir: string, file: string, column: string): Promise<void> {
  const { parse } = await import('csv-parse/sync');
  const { stringify } = await import('csv-stringify/sync');
  const rows = parse(await readFile(path.join(dir, file), 'utf8')) as string[][];
  const index = rows[0]?.indexOf(column) ?? -1;
  if (index < 0) throw new Error(`removeColumn: no column ${column} in ${file}`);
  await writeFile(path.join(dir, file), stringify(rows.map((row) => row.filter((_, cell) => cell !== index))));
}
