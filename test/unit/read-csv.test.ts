import { describe, expect, it } from 'vitest';
import { readCsv } from '../../src/content/read/read-csv.ts';

const FILE = 'content/faqs.csv';

function table(text: string) {
  const result = readCsv(text, FILE);
  if (!result.ok) throw new Error(`expected a table, got ${JSON.stringify(result.issues)}`);
  return result.table;
}

describe('readCsv', () => {
  it('reads quoted cells with commas, doubled quotes and line breaks as one cell', () => {
    const { header, records } = table('question,answer\n"Sizes, colours?","Yes, ""all"" of them.\n\nAsk us."\n');
    expect(header).toEqual(['question', 'answer']);
    expect(records).toEqual([{ row: 2, cells: ['Sizes, colours?', 'Yes, "all" of them.\n\nAsk us.'] }]);
  });

  it('reads CRLF line endings as Excel on Windows writes them', () => {
    const { records } = table('question,answer\r\nA,B\r\nC,"D\r\nE"\r\n');
    expect(records.map((record) => record.cells)).toEqual([
      ['A', 'B'],
      ['C', 'D\r\nE'],
    ]);
  });

  it('drops the byte-order mark that Excel\'s "CSV UTF-8" adds, so the first column keeps its name', () => {
    expect(table('\uFEFFquestion,answer\nA,B\n').header).toEqual(['question', 'answer']);
  });

  it('numbers rows as the spreadsheet shows them, counting blank rows and multi-line cells as one row', () => {
    const { records } = table('question,answer\n"multi\nline",x\n\nlast,y\n');
    expect(records.map((record) => record.row)).toEqual([2, 4]);
  });

  it('reports an unterminated quote with the row where the broken cell starts', () => {
    const result = readCsv('question,answer\nA,B\nC,"never closed\nD,E\n', FILE);
    expect(result).toEqual({
      ok: false,
      issues: [
        {
          code: 'CsvSyntax',
          file: FILE,
          row: 3,
          message: 'a cell starts with a double quote (") that is never closed; add the closing quote at the end of the cell',
        },
      ],
    });
  });

  it('reports an empty file', () => {
    const result = readCsv('  \n', FILE);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.issues[0]?.message).toMatch(/the file is empty/);
  });

  it('reports a row with more cells than the header, naming the likely cause', () => {
    const result = readCsv('question,answer\nA,B,C\n', FILE);
    expect(!result.ok && result.issues).toEqual([
      {
        code: 'CsvTooManyCells',
        file: FILE,
        row: 2,
        message: 'the row has 3 cells but the header has 2 columns; a cell that contains a comma must be wrapped in double quotes',
      },
    ]);
  });
});
