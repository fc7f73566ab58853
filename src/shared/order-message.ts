import type { LineOrder } from './line-order.ts';
import { fillWords } from './fill-words.ts';
import type { RosterCsvWords } from './roster-csv.ts';
import { rosterLine, type RosterMessageWords } from './roster-message.ts';
import { formatSizeRun, totalPieces, type SizeRunWords } from './size-run.ts';

/** The owner's words (labels.csv) of an order in the enquiry message, passed in by the page. */
export interface OrderMessageWords {
  readonly sizeRun: SizeRunWords;
  readonly message: RosterMessageWords;
  /** Before the decoration: "Decoration". */
  readonly decoration: string;
  /** Before the date: "Needed by". */
  readonly neededBy: string;
}

/** The owner's words (labels.csv) for the orders the pages show and send, and for their roster files. */
export interface OrderWords {
  readonly order: OrderMessageWords;
  readonly csv: RosterCsvWords;
  /** The roster's heading on the cart ("Names and numbers"). */
  readonly rosterTitle: string;
  readonly files: { readonly attachHint: string; readonly download: string; readonly share: string };
}

/**
 * An order's lines in the message, in the order the maker reads them: the summary
 * ("Sizes: S×3 M×6 L×5 XL×2 = 16 (minimum 15)"), the decoration and its placement, the date, then
 * one line per player, or, when the roster does not fit in the link, one line saying the file is
 * attached ("Roster: 22 players, file attached").
 */
export function orderLines(order: LineOrder, words: OrderMessageWords, rosterAttached: boolean): string[] {
  const lines: string[] = [];
  if (totalPieces(order.sizes) > 0) lines.push(formatSizeRun(order.sizes, order.minimum, words.sizeRun));
  const decoration = [order.decoration, order.placement].map((part) => part.trim()).filter((part) => part !== '');
  if (decoration.length > 0) lines.push(`${words.decoration}: ${decoration.join(', ')}`);
  if (order.neededBy.trim() !== '') lines.push(`${words.neededBy}: ${order.neededBy.trim()}`);
  if (order.roster.length === 0) return lines;
  if (rosterAttached) return [...lines, fillWords(words.message.rosterAttached, { players: order.roster.length })];
  return [...lines, ...order.roster.map((row) => rosterLine(row, words.message))];
}
