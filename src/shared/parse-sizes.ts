/**
 * A product's `sizes` cell: a list in the product's order (`S; M; L; XL; 2XL`), or a range of a
 * known scale (`XS-3XL`, `YXS-YXL` for youth, `28-40` for waists and chests). One parser for the
 * build, which refuses a bad cell with its reason, and for the product page's size run.
 */

/** The scales a range may name, smallest first, as team-wear size charts print them. */
export const SIZE_SCALES: Readonly<Record<string, readonly string[]>> = {
  adult: ['XXS', 'XS', 'S', 'M', 'L', 'XL', '2XL', '3XL', '4XL', '5XL'],
  youth: ['YXS', 'YS', 'YM', 'YL', 'YXL'],
};

/** Spellings owners use for the same adult size: XXL is 2XL, XXXL is 3XL, 2XS is XXS. */
const ALIASES: Readonly<Record<string, string>> = { '2XS': 'XXS', XXL: '2XL', XXXL: '3XL', XXXXL: '4XL', XXXXXL: '5XL' };

export type SizesReading = { readonly ok: true; readonly sizes: readonly string[] } | { readonly ok: false; readonly message: string };

/** A range is two sizes joined by a hyphen or en dash: "XS-3XL", "YXS – YXL", "28-40". */
const RANGE = /^([^\s;–-]+)\s*[-–]\s*([^\s;–-]+)$/;

/** "One size", "Free-size": a hyphen that joins two words of one size, not a range. */
const ONE_SIZE = /^(?:one|free)[\s-]*size$/i;

export function parseSizes(cell: string): SizesReading {
  const text = cell.trim();
  if (text.includes(';') || ONE_SIZE.test(text)) return { ok: true, sizes: listOf(text) };
  const range = RANGE.exec(text);
  if (!range) return { ok: true, sizes: listOf(text) };
  return readRange(range[1]!, range[2]!);
}

/** A size as the scales spell it: upper case, aliases resolved; other sizes ("One size") as typed. */
export function canonicalSize(size: string): string {
  const upper = size.trim().toUpperCase();
  if (ALIASES[upper]) return ALIASES[upper];
  return Object.values(SIZE_SCALES).some((scale) => scale.includes(upper)) ? upper : size.trim();
}

function listOf(text: string): string[] {
  const sizes = text
    .split(';')
    .map(canonicalSize)
    .filter((size) => size !== '');
  return [...new Set(sizes)];
}

function readRange(fromText: string, toText: string): SizesReading {
  const written = `${fromText}-${toText}`;
  if (/^\d+$/.test(fromText) && /^\d+$/.test(toText)) return numericRange(Number(fromText), Number(toText), written);
  const from = canonicalSize(fromText);
  const to = canonicalSize(toText);
  const scale = Object.values(SIZE_SCALES).find((sizes) => sizes.includes(from) && sizes.includes(to));
  if (!scale) {
    const known = Object.values(SIZE_SCALES).map((sizes) => `${sizes[0]}-${sizes.at(-1)}`);
    return {
      ok: false,
      message: `"${written}" is not a range of a known size scale; use one of ${known.join(' or ')} (or a part of one, like XS-3XL), or list the sizes separated by semicolons, like S; M; L`,
    };
  }
  const start = scale.indexOf(from);
  const end = scale.indexOf(to);
  if (start > end) return { ok: false, message: `the range "${written}" is written backwards; write the smallest size first, like ${toText}-${fromText}` };
  return { ok: true, sizes: scale.slice(start, end + 1) };
}

/**
 * Waist, chest and shoe sizes go up in steps of 2 (28, 30, 32…) when both ends are even, as
 * trouser and chest charts do, and in steps of 1 otherwise (shoe sizes 6-12).
 */
function numericRange(from: number, to: number, written: string): SizesReading {
  if (from > to) return { ok: false, message: `the range "${written}" is written backwards; write the smallest size first, like ${to}-${from}` };
  const step = from % 2 === 0 && to % 2 === 0 && from >= 20 ? 2 : 1;
  if ((to - from) / step >= 40)
    return { ok: false, message: `the range "${written}" holds more than 40 sizes; list the sizes separated by semicolons instead` };
  const sizes: string[] = [];
  for (let size = from; size <= to; size += step) sizes.push(String(size));
  return { ok: true, sizes };
}
