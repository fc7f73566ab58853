/** One row of a spreadsheet, CSV file or workbook sheet, as text cells. */
export interface TableRow {
  /** Row number as the spreadsheet shows it (header = 1), so messages match what the owner sees. */
  readonly row: number;
  readonly cells: readonly string[];
  /** Columns (by index) of cells that could not be read, already reported: the row is not validated again for them. */
  readonly unreadable?: readonly number[];
}

/** A spreadsheet read into text: a CSV file, or one sheet of a workbook. */
export interface Table {
  /** The file as the owner sees it, e.g. `content/catalogue.xlsx`. */
  readonly file: string;
  /** For a workbook: the sheet's name on its tab. */
  readonly sheet?: string;
  /** The column names of row 1, trimmed; in a workbook, one per column from A on. */
  readonly header: readonly string[];
  readonly records: readonly TableRow[];
}
