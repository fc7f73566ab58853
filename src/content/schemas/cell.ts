import { z } from 'zod';
import { emptyValue } from '../../errors/field-messages.ts';
import { quoteValue } from '../../errors/format-issues.ts';
import { HEIC_ADVICE } from '../../errors/image-advice.ts';
import { readNumber } from './read-number.ts';
import { readSwatch } from '../../shared/colour-swatch.ts';
import { parseSizes } from '../../shared/parse-sizes.ts';

/**
 * Schemas for one spreadsheet cell or one front-matter value, with messages written for the owner.
 * Every helper takes the raw value (a CSV string, or whatever YAML produced) and returns the typed
 * value; each carries a short `kind` and `doc` so the content reference is generated from
 * the same definitions the build validates against, and never drifts.
 */
export interface Field<T> {
  readonly schema: z.ZodType<T, unknown>;
  /** A column that must exist in the header and have a value in every row. */
  readonly required: boolean;
  /** What the owner types, for the content reference, e.g. `number`, `yes/no`. */
  readonly kind: string;
  readonly doc: string;
}

type Ctx = z.core.$RefinementCtx<unknown>;

/** Normalises a raw value to trimmed text; YAML dates become YYYY-MM-DD. `null` means "not a single value". */
function asText(raw: unknown): string | null {
  if (raw === undefined || raw === null) return '';
  if (raw instanceof Date) return Number.isNaN(raw.getTime()) ? '' : raw.toISOString().slice(0, 10);
  if (typeof raw === 'string') return raw.trim();
  if (typeof raw === 'number' || typeof raw === 'boolean') return String(raw);
  return null;
}

function fail(ctx: Ctx, message: string): typeof z.NEVER {
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
}

/** Marks the issue of an empty required value, which each loader words for its kind of file. */
export const EMPTY_VALUE = 'empty';

function failEmpty(ctx: Ctx): typeof z.NEVER {
  ctx.addIssue({ code: 'custom', message: emptyValue('column'), params: { reason: EMPTY_VALUE } });
  return z.NEVER;
}

interface Options {
  optional?: boolean;
}

/**
 * Builds a field from a parser of non-empty text. Empty cells are refused for required fields and
 * become `undefined` for optional ones, so templates never have to tell "" from "missing".
 */
function field<T>(kind: string, doc: string, options: Options, parseText: (text: string, ctx: Ctx) => T) {
  const required = !options.optional;
  const schema = z.unknown().transform((raw, ctx) => {
    const text = asText(raw);
    if (text === null) return fail(ctx, `expected a single ${kind}, got a list or a group of values`);
    if (text === '') return required ? failEmpty(ctx) : undefined;
    return parseText(text, ctx);
  });
  return { schema, required, kind, doc };
}

type Out<T, O extends Options> = O extends { optional: true } ? T | undefined : T;

export function text<O extends Options = {}>(doc: string, options = {} as O & { max?: number }): Field<Out<string, O>> {
  return field('text', doc, options, (value, ctx) =>
    options.max !== undefined && value.length > options.max ? fail(ctx, `is ${value.length} characters long; keep it under ${options.max}`) : value,
  ) as Field<Out<string, O>>;
}

export function number<O extends Options = {}>(doc: string, options = {} as O & { min?: number; max?: number; integer?: boolean }): Field<Out<number, O>> {
  const kind = options.integer ? 'whole number' : 'number';
  return field(kind, doc, options, (value, ctx) => {
    const reading = readNumber(value, kind);
    if (!reading.ok) return fail(ctx, reading.message);
    const parsed = reading.value;
    if (options.integer && !Number.isInteger(parsed)) return fail(ctx, `expected a whole number, got ${quoteValue(value)}`);
    const { min, max } = options;
    if ((min !== undefined && parsed < min) || (max !== undefined && parsed > max)) {
      const range = min !== undefined && max !== undefined ? `from ${min} to ${max}` : min !== undefined ? `of at least ${min}` : `of at most ${max}`;
      return fail(ctx, `expected a ${kind} ${range}, got ${quoteValue(value)}`);
    }
    return parsed;
  }) as Field<Out<number, O>>;
}

const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0']);

export function yesNo(doc: string): Field<boolean> {
  // An empty yes/no cell means "no": owners leave flags blank.
  const schema = z.unknown().transform((raw, ctx) => {
    const value = (asText(raw) ?? '').toLowerCase();
    if (value === '' || NO.has(value)) return false;
    if (YES.has(value)) return true;
    return fail(ctx, `expected yes or no, got ${quoteValue(String(raw))}`);
  });
  return { schema, required: false, kind: 'yes/no', doc };
}

export function oneOf<const V extends readonly string[], O extends Options = {}>(values: V, doc: string, options = {} as O): Field<Out<V[number], O>> {
  return field(values.join(' / '), doc, options, (value, ctx) => {
    const match = values.find((known) => known.toLowerCase() === value.toLowerCase());
    return match ?? fail(ctx, `expected one of ${values.join(', ')}, got ${quoteValue(value)}`);
  }) as Field<Out<V[number], O>>;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function slug<O extends Options = {}>(doc: string, options = {} as O): Field<Out<string, O>> {
  return field('slug', doc, options, (value, ctx) =>
    SLUG.test(value) ? value : fail(ctx, `expected lowercase letters, digits and single hyphens (like "hi-vis-vest"), got ${quoteValue(value)}`),
  ) as Field<Out<string, O>>;
}

const ARTICLE_NO = /^[A-Z]{2,4}-[A-Z]{2,4}-\d{3,5}$/;

export function articleNo(doc: string): Field<string> {
  return field('Article No', doc, {}, (value, ctx) => {
    const upper = value.toUpperCase();
    return ARTICLE_NO.test(upper) ? upper : fail(ctx, `expected an Article No like TT-SU-001, got ${quoteValue(value)}`);
  }) as Field<string>;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function date<O extends Options = {}>(doc: string, options = {} as O): Field<Out<string, O>> {
  return field('date', doc, options, (value, ctx) => {
    const match = DATE.exec(value);
    const parsed = match ? new Date(`${value}T00:00:00Z`) : null;
    if (!parsed || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value) {
      return fail(ctx, `expected a date written as YYYY-MM-DD (like 2026-03-14), got ${quoteValue(value)}`);
    }
    return value;
  }) as Field<Out<string, O>>;
}

export function url<O extends Options = {}>(doc: string, options = {} as O): Field<Out<string, O>> {
  return field('web address', doc, options, (value, ctx) => {
    try {
      const parsed = new URL(value);
      if (parsed.protocol === 'https:' || parsed.protocol === 'http:') return value;
    } catch {
      // fall through to the owner's message
    }
    return fail(ctx, `expected a web address starting with https://, got ${quoteValue(value)}`);
  }) as Field<Out<string, O>>;
}

/** A site path such as /street-ware, for links the owner sets in content. */
export function sitePath<O extends Options = {}>(doc: string, options = {} as O): Field<Out<string, O>> {
  return field('site path', doc, options, (value, ctx) =>
    /^\/[a-z0-9\-/]*$/.test(value) ? value : fail(ctx, `expected a path on this site starting with / (like /street-ware), got ${quoteValue(value)}`),
  ) as Field<Out<string, O>>;
}

/** An image path relative to content/ or public/, e.g. images/products/tt-su-001.svg. */
export function image<O extends Options = {}>(doc: string, options = {} as O): Field<Out<string, O>> {
  return field('image path', doc, options, checkImagePath) as Field<Out<string, O>>;
}

/**
 * One or more image paths separated by semicolons, as other lists in a cell are: the first is the
 * main picture. Each path is checked as `image` checks one.
 */
export function images(doc: string): Field<string[]> {
  return field('image paths (a; b; c)', doc, {}, (value, ctx) => {
    const paths = value
      .split(';')
      .map((item) => item.trim())
      .filter((item) => item !== '');
    if (paths.length === 0) return failEmpty(ctx);
    const checked = paths.map((path) => checkImagePath(path, ctx));
    return checked.includes(z.NEVER) ? z.NEVER : paths;
  }) as Field<string[]>;
}

function checkImagePath(value: string, ctx: Ctx): string {
  if (leavesTheFolder(value)) {
    return fail(ctx, `an image path must stay inside content/ or public/, written from there like images/products/tt-su-001.svg, got ${quoteValue(value)}`);
  }
  if (/\.hei[cf]$/i.test(value)) {
    return fail(ctx, `${quoteValue(value)} is an iPhone HEIC photo, which browsers cannot show; ${HEIC_ADVICE}`);
  }
  if (!/\.(svg|png|jpe?g|webp|avif|gif)$/i.test(value)) {
    return fail(ctx, `expected an image file (.jpg, .png, .webp, .avif or .svg), got ${quoteValue(value)}`);
  }
  return value;
}

/**
 * An absolute path (/etc, \\server, C:\\) or a `..` step would make the build read, and publish, a
 * file from anywhere on the computer. Symbolic links that point out are checked where the file
 * is found (check-images.ts).
 */
function leavesTheFolder(value: string): boolean {
  return /^([\\/]|[a-z]:)/i.test(value) || value.split(/[\\/]/).includes('..');
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export function hexColour(doc: string): Field<string> {
  return field('colour', doc, {}, (value, ctx) =>
    HEX.test(value) ? value.toUpperCase() : fail(ctx, `expected a colour like #0FAB5B, got ${quoteValue(value)}`),
  ) as Field<string>;
}

/** A colour swatch: one tone `#1B2A4A` or two `#1B2A4A/#FFFFFF` (shared/colour-swatch.ts). */
export function swatch(doc: string): Field<string> {
  return field(
    'swatch (#hex or #hex/#hex)',
    doc,
    {},
    (value, ctx) => readSwatch(value) ?? fail(ctx, `expected a colour like #1B2A4A, or two like #1B2A4A/#FFFFFF, got ${quoteValue(value)}`),
  ) as Field<string>;
}

/** A product's sizes, a list or a range of a known scale (shared/parse-sizes.ts); empty is none. */
export function sizes(doc: string): Field<readonly string[]> {
  const parsed = field('sizes (S; M; L or XS-3XL)', doc, { optional: true }, (value, ctx) => {
    const reading = parseSizes(value);
    return reading.ok ? reading.sizes : fail(ctx, reading.message);
  });
  return { ...parsed, schema: parsed.schema.transform((value) => value ?? []) } as Field<readonly string[]>;
}

/**
 * A list: in a spreadsheet cell the items are separated by semicolons (commas are too common inside
 * items); in front matter it may also be a YAML list.
 */
export function list(doc: string): Field<string[]> {
  const schema = z.unknown().transform((raw, ctx) => {
    if (Array.isArray(raw)) {
      const items = raw.map(asText);
      if (items.some((item) => item === null)) return fail(ctx, 'expected a list of words or phrases');
      return (items as string[]).filter((item) => item !== '');
    }
    const value = asText(raw);
    if (value === null) return fail(ctx, 'expected a list separated by semicolons');
    return value
      .split(';')
      .map((item) => item.trim())
      .filter((item) => item !== '');
  });
  return { schema, required: false, kind: 'list (a; b; c)', doc };
}
