import type { Field } from '../schemas/cell.ts';
import { formatNumber } from '../read/format-number.ts';
import { workbookCellText } from '../read/workbook-cell-text.ts';

export interface TypedCell {
  readonly value: string | number | Date | null;
  /** The number format that shows the value as the CSV file wrote it (`0.00` for 18.50). */
  readonly numFmt?: string;
}

const NUMBER = /^-?(?:\d{1,3}(?:,\d{3})+|0|[1-9]\d*)(?:\.(\d+))?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_FORMAT = 'yyyy-mm-dd';

/**
 * A CSV cell as the workbook cell the owner expects in its column: a number in a number column (so
 * Excel sums and sorts it), a date in a date column, text everywhere else (an Article No or a
 * phone number stays as typed). A cell is typed only when reading it back gives exactly the text
 * of the CSV file; anything else stays text, and the build then reads it, and judges it, as the
 * CSV file's text.
 */
export function typedCell(text: string, field: Pick<Field<unknown>, 'kind'> | undefined): TypedCell {
  if (text === '') return { value: null };
  const kind = field?.kind;
  if ((kind === 'number' || kind === 'whole number') && NUMBER.test(text)) {
    const value = Number(text.replace(/,/g, ''));
    const decimals = NUMBER.exec(text)?.[1]?.length ?? 0;
    const significant = text.replace(/[-,.]/g, '').replace(/^0+/, '').length;
    if (significant <= 15) {
      const numFmt = `${text.includes(',') ? '#,##0' : '0'}${decimals > 0 ? `.${'0'.repeat(decimals)}` : ''}`;
      if (formatNumber(value) === text) return { value };
      if (formatNumber(value, numFmt) === text) return { value, numFmt };
    }
  }
  if (kind === 'date' && DATE.test(text)) {
    const value = new Date(`${text}T00:00:00Z`);
    const back = workbookCellText(value, DATE_FORMAT);
    if (back.ok && back.text === text) return { value, numFmt: DATE_FORMAT };
  }
  return { value: text };
}
