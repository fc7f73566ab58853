/**
 * One problem found in the owner's content. Every issue names a file (as the owner sees it,
 * relative to the project, e.g. `content/products/sports.csv`) and, where it can, the
 * spreadsheet row and the column or front-matter field, so the owner can go straight to the cell.
 */
export interface ContentIssue {
  /** Permanent name of the failure mode, from the error catalogue. */
  readonly code: ContentIssueCode;
  readonly file: string;
  /** For a workbook (.xlsx): the sheet, by the name on its tab. */
  readonly sheet?: string;
  /** Row number as a spreadsheet shows it: the header is row 1, the first record row 2. */
  readonly row?: number;
  readonly column?: string;
  /** For a workbook: the column's letter (G), which the owner sees above the header. */
  readonly columnLetter?: string;
  /** For Markdown files: the front-matter field. */
  readonly field?: string;
  /** What is wrong, as one plain sentence fragment, e.g. `expected a number, got "14o"`. */
  readonly message: string;
}

/**
 * The error catalogue: one permanent name per failure mode, so a code always means one thing and
 * tests and tools can rely on it whatever the wording becomes.
 */
export type ContentIssueCode =
  /** The file exists but the system refused to read it (permissions, a folder in its place). */
  | 'FileNotReadable'
  /** Neither UTF-8 nor a recognised encoding: a legacy code page such as Windows-1252. */
  | 'FileNotUtf8'
  /** Saved as UTF-16 (Excel's "Unicode Text"). */
  | 'FileUtf16'
  /** A spreadsheet workbook (.xlsx, .ods, .xls) renamed to .csv. */
  | 'FileIsWorkbook'
  | 'FileEmpty'
  | 'CsvSyntax'
  /** Saved with semicolons between the cells (Excel in many locales). */
  | 'CsvSemicolonSeparated'
  | 'CsvTooManyCells'
  | 'MissingColumn'
  | 'UnknownColumn'
  | 'DuplicateColumn'
  /** A cell with a value in a workbook column whose header cell is empty. */
  | 'CellWithoutColumn'
  /** A workbook formula whose result is an error such as #DIV/0! or #N/A. */
  | 'FormulaError'
  /** A workbook encrypted with a password: it cannot be opened without it. */
  | 'WorkbookProtected'
  /** A file named .xlsx that is no readable workbook (damaged, cut short, or another format). */
  | 'WorkbookCorrupt'
  /** An Excel 97–2003 workbook (.xls), named .xls or .xlsx. */
  | 'WorkbookOldFormat'
  /** A LibreOffice workbook (.ods) where an .xlsx is read. */
  | 'WorkbookOpenDocument'
  /** A sheet of a workbook with nothing in it, not even the header row. */
  | 'EmptySheet'
  /** A sheet of content/catalogue.xlsx whose name is no list of the content. */
  | 'UnknownSheet'
  /** A list that is neither a CSV file nor a sheet, where content/catalogue.xlsx exists. */
  | 'MissingSheet'
  /** One list in two places (a CSV file and a sheet, or two workbooks): which holds the owner's edits is unknowable. */
  | 'BothCsvAndSheet'
  | 'InvalidValue'
  | 'InvalidFrontMatter'
  | 'DuplicateArticleNo'
  /** Two records of one collection with the same slug (and so the same page address). */
  | 'DuplicateSlug'
  /** The same category name twice in one list of categories.csv. */
  | 'DuplicateCategory'
  /** A page of pages.csv listed twice, or one that does not exist. */
  | 'DuplicatePage'
  | 'UnknownPage'
  /** A page the site makes that has no row in pages.csv. */
  | 'MissingPage'
  | 'DuplicateId'
  /** A category, sub-category, parent category or blog category that is not listed. */
  | 'UnknownCategory'
  /** A technique slug or a site address that names nothing. */
  | 'UnknownReference'
  /** A product's decoration that is none of the site's services, printing types or embroidery types. */
  | 'UnknownDecoration'
  | 'MissingImage'
  /** An image whose real file (after following symbolic links) lies outside content/ and public/. */
  | 'ImageOutsideFolders'
  /** An iPhone photo in HEIC, which browsers cannot show and the build cannot read. */
  | 'ImageHeic'
  /** A drawing (SVG) named as a photo, or a photo named .svg. */
  | 'ImageNameMismatch'
  /** A picture of more than the build's limit of megapixels. */
  | 'ImageTooLarge'
  /** A file named as a picture that is no picture the build can read. */
  | 'ImageUnreadable'
  /** A picture whose data ends early or is damaged: a copy that did not finish. */
  | 'ImageDamaged'
  /** A logo or favicon in a photo format other than PNG and JPEG. */
  | 'BrandImageFormat'
  /** A raster logo narrower than 512 pixels (a favicon: smaller than 512 × 512). */
  | 'BrandImageTooSmall'
  /** A logo or favicon drawing with a script or a reference to a file outside it. */
  | 'BrandImageUnsafe'
  /** A setting that is still the sample business's (its name, logo, phone, e-mail, address, map, social links, a made-up web address). */
  | 'StillTheSample'
  /** A row (or post) that is still one of the starter's examples. */
  | 'StarterExample'
  /** A cell or text that names a made-up (.example) address or the example phone number. */
  | 'MadeUpAddress'
  /** A picture that is still the starter's placeholder drawing. */
  | 'PlaceholderPicture'
  | 'InvalidJson'
  | 'MissingFile'
  /** Two pages that would be written to the same file. */
  | 'DuplicateOutputPath'
  // Found by `site check --built` in the built pages (src/verify/):
  /** A link (or a file a page loads) whose address no file of the built site answers. */
  | 'BrokenLink'
  /** A link to #part of a page that has no element with that id. */
  | 'MissingAnchor'
  /** A page without a <title>, or with an empty one. */
  | 'MissingTitle'
  /** A page without <meta name="description">, or with an empty one. */
  | 'MissingDescription'
  /** Pages, written in different places, that show search engines the same title. */
  | 'DuplicateTitle';
