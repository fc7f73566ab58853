/**
 * A number cell of a workbook as the owner sees it in the spreadsheet, so a workbook gives the
 * build the same text a CSV export of it would: 18.5 formatted `0.00` is "18.50", 1450 formatted
 * `#,##0` is "1,450", and 0.1 + 0.2 is "0.3", never "0.30000000000000004". Formats of fixed
 * decimals, thousands separators, percentages, and currency signs or text around the number
 * (`$#,##0.00`, `[$€-407] #,##0.00`) are followed; anything else (fractions, scientific notation,
 * colours' alternatives) shows the number as Excel's "General" format does.
 */
export function formatNumber(value: number, numberFormat?: string): string {
  const pattern = numberFormat === undefined ? undefined : parsePattern(firstSection(numberFormat));
  if (!pattern) return general(value);
  const scaled = pattern.percent ? value * 100 : value;
  const digits = fixed(Math.abs(scaled), pattern);
  const negative = scaled < 0 && /[1-9]/.test(digits);
  return `${negative ? '-' : ''}${pattern.prefix}${digits}${pattern.suffix}`;
}

/**
 * Excel shows and keeps at most 15 significant digits; the rest of a double's digits are the noise
 * of binary fractions. Negative zero is plain zero.
 */
export function general(value: number): string {
  const rounded = Number(value.toPrecision(15));
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

interface Pattern {
  readonly prefix: string;
  readonly suffix: string;
  /** Least digits before the decimal point (the 0s of `000`). */
  readonly integerDigits: number;
  readonly thousands: boolean;
  /** Decimals always shown (0) and at most shown (0 and #). */
  readonly minDecimals: number;
  readonly maxDecimals: number;
  readonly point: boolean;
  readonly percent: boolean;
}

/** A format has up to four sections (positive;negative;zero;text); the first is that of positive numbers. */
function firstSection(format: string): string {
  let quoted = false;
  for (let index = 0; index < format.length; index += 1) {
    const char = format[index];
    if (char === '"') quoted = !quoted;
    else if (char === '\\') index += 1;
    else if (char === ';' && !quoted) return format.slice(0, index);
  }
  return format;
}

/** The number pattern of one section and the literal text around it; undefined for anything but a plain number format. */
function parsePattern(section: string): Pattern | undefined {
  if (section === '' || /^general$/i.test(section)) return undefined;
  let prefix = '';
  let suffix = '';
  let number = '';
  let percent = false;
  for (let index = 0; index < section.length; index += 1) {
    const char = section[index]!;
    let literal: string | undefined;
    if (char === '"') {
      const end = section.indexOf('"', index + 1);
      if (end < 0) return undefined;
      literal = section.slice(index + 1, end);
      index = end;
    } else if (char === '\\') {
      literal = section[index + 1] ?? '';
      index += 1;
    } else if (char === '[') {
      const end = section.indexOf(']', index);
      if (end < 0) return undefined;
      // [$€-407] is a currency sign with its locale; [Red] and [>100] are colours and conditions.
      literal = /^\[\$([^-\]]*)/.exec(section.slice(index, end + 1))?.[1] ?? '';
      index = end;
    } else if (char === '_' || char === '*') {
      // Room for a character (_) or a fill (*): space on screen, nothing in the text.
      index += 1;
      literal = '';
    } else if ('0#,.'.includes(char)) {
      if (suffix !== '') return undefined;
      number += char;
      continue;
    } else if (char === '%') {
      percent = true;
      literal = '%';
    } else if ('$-+()/: '.includes(char) && !(char === '/' && number !== '')) {
      literal = char;
    } else {
      // Dates, times, fractions (?), scientific notation (E), text (@): not a plain number.
      return undefined;
    }
    if (number === '') prefix += literal;
    else suffix += literal;
  }
  if (!/^[#0,]*(\.[#0]*)?$/.test(number) || !/[#0]/.test(number)) return undefined;
  const [integer = '', decimals] = number.split('.');
  // A comma after the last digit divides by a thousand: rare enough to leave to "General".
  if (/,$/.test(integer)) return undefined;
  return {
    prefix,
    suffix,
    integerDigits: (integer.match(/0/g) ?? []).length,
    thousands: integer.includes(','),
    minDecimals: (decimals?.match(/0/g) ?? []).length,
    maxDecimals: decimals?.length ?? 0,
    point: decimals !== undefined,
    percent,
  };
}

/** Rounds half away from zero, as Excel does (1.005 with two decimals is 1.01, not toFixed's 1.00). */
function fixed(value: number, pattern: Pattern): string {
  const exact = Number(value.toPrecision(15));
  // Shifting the decimal point in the text keeps 1.005 exact, where 1.005 * 100 is 100.49999….
  const rounded = /e/i.test(String(exact)) ? exact : Number(`${Math.round(Number(`${exact}e${pattern.maxDecimals}`))}e-${pattern.maxDecimals}`);
  const [whole = '0', fraction = ''] = rounded.toFixed(pattern.maxDecimals).split('.');
  let decimals = fraction;
  while (decimals.length > pattern.minDecimals && decimals.endsWith('0')) decimals = decimals.slice(0, -1);
  let integer = whole.padStart(pattern.integerDigits, '0');
  // With no 0 before the point (#.00), a value below one shows nothing before it: .50
  if (pattern.integerDigits === 0 && integer === '0') integer = '';
  if (pattern.thousands) integer = integer.replace(/\B(?=(\d{3})+$)/g, ',');
  if (integer === '' && decimals === '') integer = '0';
  return pattern.point ? `${integer}.${decimals}` : integer;
}
