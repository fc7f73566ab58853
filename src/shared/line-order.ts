import type { RosterRow } from './parse-roster.ts';
import type { SizeCount } from './size-run.ts';

/**
 * What a buyer chose on a product page's size run, kept with the enquiry line (CartLine.order):
 * the pieces per size, the decoration and where it goes, the date it is needed by and the team's
 * roster. The line's note and quantity stay where they were, so a list stored before lines had an
 * order still reads back, and a line without one is sent as before.
 */
export interface LineOrder {
  readonly sizes: readonly SizeCount[];
  /** The product's minimum order, for the summary line: "= 16 (minimum 15)". */
  readonly minimum: number;
  /** The product's colour as the catalogue writes it, for the roster file. */
  readonly colour: string;
  readonly decoration: string;
  readonly placement: string;
  /** A date as an <input type="date"> gives it (yyyy-mm-dd), or empty. */
  readonly neededBy: string;
  readonly roster: readonly RosterRow[];
}

/** As many players as a squad list holds and more; a longer roster is not a buyer's. */
export const ROSTER_MAX = 500;
const TEXT_MAX = 300;

const isText = (value: unknown): value is string => typeof value === 'string' && value.length <= TEXT_MAX;

function isSizeCount(value: unknown): value is SizeCount {
  const count = value as Partial<SizeCount> | null;
  return typeof count === 'object' && count !== null && isText(count.size) && Number.isInteger(count.count) && count.count! >= 0 && count.count! <= 100_000;
}

function isRosterRow(value: unknown): value is RosterRow {
  const row = value as Partial<RosterRow> | null;
  return (
    typeof row === 'object' &&
    row !== null &&
    isText(row.name) &&
    isText(row.number) &&
    isText(row.size) &&
    (row.shortsSize === undefined || isText(row.shortsSize))
  );
}

/** Storage is read back as untrusted (enquiry-list.ts, isCart): every part is checked. */
export function isLineOrder(value: unknown): value is LineOrder {
  const order = value as Partial<LineOrder> | null;
  return (
    typeof order === 'object' &&
    order !== null &&
    Array.isArray(order.sizes) &&
    order.sizes.length <= 100 &&
    order.sizes.every(isSizeCount) &&
    Number.isInteger(order.minimum) &&
    isText(order.colour) &&
    isText(order.decoration) &&
    isText(order.placement) &&
    isText(order.neededBy) &&
    Array.isArray(order.roster) &&
    order.roster.length <= ROSTER_MAX &&
    order.roster.every(isRosterRow)
  );
}

/**
 * A stored line's order when every part of it checks out (isLineOrder); otherwise none, and the
 * line is drawn and sent as a line without one rather than breaking the page.
 */
export function orderOf(line: { readonly order?: unknown }): LineOrder | undefined {
  return isLineOrder(line.order) ? line.order : undefined;
}
