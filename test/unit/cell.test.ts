import { describe, expect, it } from 'vitest';
import { date, image, number, text, yesNo, type Field } from '../../src/content/schemas/cell.ts';

function read<T>(field: Field<T>, raw: unknown): { value: T } | { problem: string } {
  const result = field.schema.safeParse(raw);
  return result.success ? { value: result.data } : { problem: result.error.issues[0]?.message ?? '' };
}

describe('number cells', () => {
  const price = number('Price.', { min: 0, optional: true });
  const plain = number('Any number.');

  it.each([
    ['18.50', 18.5],
    ['1,450', 1450],
    ['12,345.50', 12345.5],
    ['1,234,567', 1234567],
    ['$18.50', 18.5],
    ['$ 1,450', 1450],
    ['  7  ', 7],
    ['.5', 0.5],
    ['5.', 5],
    ['0', 0],
  ])('reads %j as %d', (raw, expected) => {
    expect(read(price, raw)).toEqual({ value: expected });
  });

  it.each([
    ['18,50', 'expected a number with a decimal point, got "18,50"; write 18.50'],
    ['14,50', 'expected a number with a decimal point, got "14,50"; write 14.50'],
    ['18,5', 'expected a number with a decimal point, got "18,5"; write 18.5'],
    ['$18,50', 'expected a number with a decimal point, got "$18,50"; write $18.50'],
    ['1,45,000', 'expected a number with a decimal point and commas only between groups of three digits (like 1,450.50), got "1,45,000"'],
    ['1.450,50', 'expected a number with a decimal point and commas only between groups of three digits (like 1,450.50), got "1.450,50"'],
    ['1,4500', 'expected a number with a decimal point and commas only between groups of three digits (like 1,450.50), got "1,4500"'],
    [',450', 'expected a number with a decimal point and commas only between groups of three digits (like 1,450.50), got ",450"'],
    ['1 450', 'expected a number, got "1 450"'],
    ['14o', 'expected a number, got "14o"'],
    ['€18', 'expected a number, got "€18"'],
    ['18$', 'expected a number, got "18$"'],
    ['$', 'expected a number, got "$"'],
    ['.', 'expected a number, got "."'],
    ['1.2.3', 'expected a number, got "1.2.3"'],
    ['--5', 'expected a number, got "--5"'],
    ['+5', 'expected a number, got "+5"'],
  ])('refuses %j: %s', (raw, problem) => {
    expect(read(plain, raw)).toEqual({ problem });
  });

  it('negative numbers, with the sign before or after a dollar sign', () => {
    expect(read(plain, '-5')).toEqual({ value: -5 });
    expect(read(plain, '-$1,450.25')).toEqual({ value: -1450.25 });
    expect(read(plain, '$-3')).toEqual({ value: -3 });
    expect(read(price, '-5')).toEqual({ problem: 'expected a number of at least 0, got "-5"' });
  });

  it('an empty or blank cell: refused when required, missing when optional', () => {
    expect(read(plain, '')).toEqual({ problem: 'the cell is empty but a value is required' });
    expect(read(plain, '   ')).toEqual({ problem: 'the cell is empty but a value is required' });
    expect(read(price, ' \t ')).toEqual({ value: undefined });
    expect(read(price, undefined)).toEqual({ value: undefined });
  });

  it('numbers from YAML front matter are taken as they are', () => {
    expect(read(plain, 3.25)).toEqual({ value: 3.25 });
    expect(read(plain, ['1', '2'])).toEqual({ problem: 'expected a single number, got a list or a group of values' });
  });

  it('whole numbers and ranges', () => {
    const rating = number('Stars.', { integer: true, min: 1, max: 5 });
    const year = number('Year.', { integer: true, min: 1950 });
    const share = number('Share.', { max: 100 });
    expect(read(rating, '4')).toEqual({ value: 4 });
    expect(read(rating, '4.0')).toEqual({ value: 4 });
    expect(read(rating, '4.5')).toEqual({ problem: 'expected a whole number, got "4.5"' });
    expect(read(rating, '6')).toEqual({ problem: 'expected a whole number from 1 to 5, got "6"' });
    expect(read(rating, 'four')).toEqual({ problem: 'expected a whole number, got "four"' });
    expect(read(year, '1,949')).toEqual({ problem: 'expected a whole number of at least 1950, got "1,949"' });
    expect(read(year, '2,026')).toEqual({ value: 2026 });
    expect(read(share, '100.5')).toEqual({ problem: 'expected a number of at most 100, got "100.5"' });
  });
});

describe('date cells and fields', () => {
  const when = date('When.');

  it('takes YYYY-MM-DD, as text or as a date YAML made', () => {
    expect(read(when, '2026-03-14')).toEqual({ value: '2026-03-14' });
    expect(read(when, ' 2024-02-29 ')).toEqual({ value: '2024-02-29' });
    expect(read(when, new Date('2026-03-14T00:00:00Z'))).toEqual({ value: '2026-03-14' });
  });

  it.each(['next tuesday', '14/03/2026', '2026-3-14', '2026-02-30', '2025-02-29', '2026-13-01', '2026-03-14T10:00'])('refuses %j', (raw) => {
    expect(read(when, raw)).toEqual({ problem: `expected a date written as YYYY-MM-DD (like 2026-03-14), got "${raw}"` });
  });
});

describe('image cells', () => {
  const picture = image('Picture.');

  it('takes a path inside content/ or public/', () => {
    expect(read(picture, 'images/products/tt-su-001.svg')).toEqual({ value: 'images/products/tt-su-001.svg' });
    expect(read(picture, 'images/a..b.jpg')).toEqual({ value: 'images/a..b.jpg' });
  });

  it.each(['../x.jpg', 'images/../../x.jpg', 'images\\..\\..\\x.jpg', '/etc/passwd', '/images/x.jpg', 'C:\\Users\\x.jpg', 'c:/x.jpg', '\\\\server\\x.jpg'])(
    'refuses %j, which leaves the folders',
    (raw) => {
      expect(read(picture, raw)).toEqual({
        problem: `an image path must stay inside content/ or public/, written from there like images/products/tt-su-001.svg, got ${JSON.stringify(raw).replace(/\\\\/g, '\\')}`,
      });
    },
  );

  it('refuses a file that is not a picture', () => {
    expect(read(picture, 'images/notes.txt')).toEqual({ problem: 'expected an image file (.jpg, .png, .webp, .avif or .svg), got "images/notes.txt"' });
  });
});

describe('other cells', () => {
  it('text: trimmed, with a length limit', () => {
    const title = text('Title.', { max: 5 });
    expect(read(title, '  Kits  ')).toEqual({ value: 'Kits' });
    expect(read(title, 'Jerseys')).toEqual({ problem: 'is 7 characters long; keep it under 5' });
  });

  it('yes/no: blank means no', () => {
    const flag = yesNo('Flag.');
    expect(read(flag, '')).toEqual({ value: false });
    expect(read(flag, 'Yes')).toEqual({ value: true });
    expect(read(flag, 'maybe')).toEqual({ problem: 'expected yes or no, got "maybe"' });
  });
});
