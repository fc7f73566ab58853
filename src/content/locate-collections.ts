import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ContentIssue } from '../errors/content-issue.ts';
import { likelyMeant } from './check-field-names.ts';
import { CATALOGUE_WORKBOOK, ownWorkbookOf, sheetNameOf } from './collection-places.ts';
import type { ContentCache } from './load-csv-collection.ts';
import { displayPath } from './read/display-path.ts';
import { readWorkbookCached } from './read/read-workbook-cached.ts';
import type { WorkbookSheet } from './read/read-workbook.ts';
import { recogniseWorkbook } from './read/recognise-workbook.ts';
import type { CsvCollection } from './schemas/collection.ts';

/** Where one list is read from: its CSV file, or a sheet of a workbook; nowhere when a problem is reported instead. */
export type CollectionPlace = { kind: 'csv' } | { kind: 'sheet'; sheet: WorkbookSheet } | { kind: 'none' };

/** Workbook formats the build does not read, looked for under the names it reads, so they are never passed over in silence. */
const OTHER_FORMATS = ['.xls', '.ods'] as const;

/**
 * Finds where each list is kept: `products/sports.csv`, its own workbook `products/sports.xlsx`,
 * or the sheet `sports` of `catalogue.xlsx`. A list found in two places is refused with both
 * named, never read from one of them by a rule the owner would have to remember: the other may
 * hold their latest edits.
 */
export async function locateCollections<K extends string>(
  contentDir: string,
  collections: Readonly<Record<K, CsvCollection>>,
  cache?: ContentCache,
): Promise<{ places: Record<K, CollectionPlace>; issues: ContentIssue[] }> {
  const issues: ContentIssue[] = [];
  const cataloguePath = path.join(contentDir, CATALOGUE_WORKBOOK);
  const catalogueOthers = await otherFormats(cataloguePath);
  issues.push(...catalogueOthers);
  const catalogue = existsSync(cataloguePath) ? await readWorkbookCached(cataloguePath, cache) : undefined;
  if (catalogue && !catalogue.ok) issues.push(catalogue.issue);
  // Lists without a CSV file may be in a workbook the build cannot read: its own problem says enough.
  const catalogueUnread = (catalogue !== undefined && !catalogue.ok) || catalogueOthers.length > 0;
  const catalogueSheets = catalogue?.ok ? catalogue.sheets : [];
  const sheetOf = (name: string) => catalogueSheets.find((sheet) => sheet.name.toLowerCase() === name.toLowerCase());
  const knownSheets = Object.values<CsvCollection>(collections).map(sheetNameOf);
  // A list whose sheet is there under a mistyped name is told by the unknown sheet's sentence alone.
  const misnamed = new Set(strangeSheets(catalogueSheets, knownSheets).map(({ meant }) => meant));

  const entries = Object.entries(collections) as [K, CsvCollection][];
  const places = {} as Record<K, CollectionPlace>;
  await Promise.all(
    entries.map(async ([key, collection]) => {
      const csv = path.join(contentDir, collection.file);
      const ownPath = path.join(contentDir, ownWorkbookOf(collection));
      const ownOthers = await otherFormats(ownPath);
      issues.push(...ownOthers);
      const catalogueSheet = sheetOf(sheetNameOf(collection));
      const hasCsv = existsSync(csv);
      const hasOwn = existsSync(ownPath);
      const found = [
        ...(hasCsv ? [displayPath(csv)] : []),
        ...(hasOwn ? [displayPath(ownPath)] : []),
        ...(catalogueSheet ? [`${displayPath(cataloguePath)}, sheet "${catalogueSheet.name}"`] : []),
      ];
      if (found.length > 1) {
        const [first, ...others] = found;
        issues.push({
          code: 'BothCsvAndSheet',
          file: first!,
          message: `this list is also in ${others.join(' and in ')}, and the build will not guess which one holds your latest edits; keep one and delete the other${others.length > 1 ? 's' : ''}`,
        });
        places[key] = { kind: 'none' };
      } else if (catalogueSheet) {
        places[key] = { kind: 'sheet', sheet: catalogueSheet };
      } else if (hasOwn) {
        const own = await readWorkbookCached(ownPath, cache);
        if (!own.ok) issues.push(own.issue);
        // A list's own workbook is read from its first sheet, whatever its name; other sheets are the owner's.
        places[key] = own.ok && own.sheets[0] ? { kind: 'sheet', sheet: own.sheets[0] } : { kind: 'none' };
      } else if (!hasCsv && collection.optional) {
        places[key] = { kind: 'none' };
      } else if (!hasCsv && (catalogueUnread || ownOthers.length > 0 || misnamed.has(sheetNameOf(collection)))) {
        places[key] = { kind: 'none' };
      } else if (catalogue?.ok && !hasCsv) {
        issues.push({
          code: 'MissingSheet',
          file: displayPath(cataloguePath),
          message: `there is no sheet "${sheetNameOf(collection)}", and no file ${displayPath(csv)} either; add a sheet of that name with the list's columns in row 1`,
        });
        places[key] = { kind: 'none' };
      } else {
        places[key] = { kind: 'csv' };
      }
    }),
  );
  issues.push(...unknownSheets(catalogueSheets, knownSheets, displayPath(cataloguePath)));
  return { places, issues };
}

/** Sheets of the catalogue that are no list, each with the list it most likely is, mistyped. */
function strangeSheets(sheets: readonly WorkbookSheet[], known: readonly string[]): { sheet: WorkbookSheet; meant: string | undefined }[] {
  const taken = (name: string) => sheets.some((sheet) => sheet.name.toLowerCase() === name);
  return sheets
    .filter((sheet) => !known.includes(sheet.name.toLowerCase()))
    .map((sheet) => ({
      sheet,
      meant: likelyMeant(
        sheet.name,
        known.filter((name) => !taken(name)),
        known,
      ),
    }));
}

/** Every sheet of the catalogue is a list: a sheet of another name is most likely a list whose name is mistyped. */
export function unknownSheets(sheets: readonly WorkbookSheet[], known: readonly string[], file: string): ContentIssue[] {
  return strangeSheets(sheets, known).map(({ sheet, meant }) => ({
    code: 'UnknownSheet' as const,
    file,
    sheet: sheet.name,
    message: meant === undefined ? `unknown sheet; each sheet is one list, named after it: ${known.join(', ')}` : `unknown sheet; did you mean "${meant}"?`,
  }));
}

/** An .xls or .ods file under a name the build reads as .xlsx: the owner saved in the wrong format. */
async function otherFormats(xlsxPath: string): Promise<ContentIssue[]> {
  const issues: ContentIssue[] = [];
  for (const extension of OTHER_FORMATS) {
    const other = xlsxPath.replace(/\.xlsx$/, extension);
    if (!existsSync(other)) continue;
    const file = displayPath(other);
    const recognised = recogniseWorkbook(await readFile(other).catch(() => Buffer.alloc(0)), file);
    issues.push(
      recognised && recognised.code !== 'WorkbookCorrupt'
        ? recognised
        : {
            code: extension === '.xls' ? 'WorkbookOldFormat' : 'WorkbookOpenDocument',
            file,
            message: `the build reads workbooks saved as "Excel Workbook (.xlsx)" only; save this file again in that format, then delete ${path.basename(other)}`,
          },
    );
  }
  return issues;
}
