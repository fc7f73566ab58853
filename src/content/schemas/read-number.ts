import { quoteValue } from '../../errors/format-issues.ts';

/** The rule as the content reference states it (generated from here, next to the code). */
export const NUMBER_RULES = [
  'The decimal mark is a point: `18.50`. A decimal comma (`18,50`) is refused with the number to write instead, never read as 1850.',
  'Commas may separate thousands, in groups of three digits: `1,450` is 1450 and `12,345.50` is 12345.5. Any other comma (`14,50`, `1,4500`, `1,45,000`, `1.450,50`) is refused.',
  'A dollar sign before the number and spaces around it are ignored (`$1,450` is 1450); other currency signs, letters and spaces inside the number are refused. A minus sign may come before or after the dollar sign.',
  'A whole number (the Type column says so) may be written `4` or `4.0`, not `4.5`.',
] as const;

export type NumberReading = { ok: true; value: number } | { ok: false; message: string };

/**
 * One rule, documented in the content reference, so no cell is ever read by a guess:
 * the decimal mark is a point; a comma may only separate thousands, in groups of three digits
 * (1,450 and 12,345.50); a dollar sign before the number and spaces around it are ignored.
 * Anything else with a comma (18,50 from a spreadsheet in a decimal-comma locale, or the lakh
 * grouping 1,45,000) is refused: read as 1850 or 14500 it would publish a wrong price silently.
 */
const NUMBER = /^(?<digits>\d{1,3}(?:,\d{3})+|\d+)?(?<fraction>\.\d*)?$/;
const SIGNS = /^(?<minus>-?)\s*\$?\s*(?<minusAfterSign>-?)\s*(?<body>.*)$/s;
/** Plainly a decimal comma: one or two digits after it (three would be a thousands group). */
const DECIMAL_COMMA = /^\d+,\d{1,2}$/;

export function readNumber(text: string, kind: string): NumberReading {
  const signs = SIGNS.exec(text.trim())?.groups;
  const body = signs?.body ?? '';
  const negative = signs?.minus === '-' || signs?.minusAfterSign === '-';
  const bothMinus = signs?.minus === '-' && signs?.minusAfterSign === '-';
  const match = bothMinus ? null : NUMBER.exec(body);
  const digits = match?.groups?.digits;
  const fraction = match?.groups?.fraction;
  if (match && (digits !== undefined || (fraction !== undefined && fraction.length > 1))) {
    const value = Number(`${digits?.replace(/,/g, '') ?? '0'}${fraction ?? ''}`);
    return { ok: true, value: negative && value !== 0 ? -value : value };
  }
  if (DECIMAL_COMMA.test(body)) {
    return { ok: false, message: `expected a number with a decimal point, got ${quoteValue(text)}; write ${text.trim().replace(',', '.')}` };
  }
  if (body.includes(',')) {
    return {
      ok: false,
      message: `expected a number with a decimal point and commas only between groups of three digits (like 1,450.50), got ${quoteValue(text)}`,
    };
  }
  return { ok: false, message: `expected a ${kind}, got ${quoteValue(text)}` };
}
