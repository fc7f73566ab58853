import { fillWords } from './fill-words.ts';
import type { RosterRow } from './parse-roster.ts';

/** The owner's words of a roster in a message (labels.csv). */
export interface RosterMessageWords {
  /** Before a player's shorts size: "shorts". */
  readonly shorts: string;
  /** Said instead of the roster when it is too long for a link: "Roster: {players} players, file attached". */
  readonly rosterAttached: string;
}

/**
 * The longest link the enquiry sends. Older mail programs and WhatsApp's share path cut links at
 * about 2,000 characters; 1,800 leaves room for the address and the number before the text.
 */
export const LINK_LIMIT = 1800;

/** One player as a line of the message: "#10 Ali Khan: L, shorts M". */
export function rosterLine(row: RosterRow, words: RosterMessageWords): string {
  const who = [row.number === '' ? '' : `#${row.number.replace(/^#/, '')}`, row.name].filter((part) => part !== '').join(' ');
  const shorts = row.shortsSize === undefined ? '' : `, ${words.shorts} ${row.shortsSize}`;
  return `${who}: ${row.size}${shorts}`;
}

export interface FittedMessage {
  /** The text to send. */
  readonly text: string;
  /** True when the roster did not fit and the text asks for the file instead: offer the CSV. */
  readonly rosterAttached: boolean;
}

/**
 * The message with the whole roster when its link fits the limit; otherwise the same message with
 * one line in place of the roster, saying the file is attached. `linkOf` makes the link the text is
 * sent in (whatsapp-link.ts or mailto-link.ts), so the limit is measured on what is really sent.
 */
export function fitRoster(
  parts: { readonly before: string; readonly roster: readonly RosterRow[]; readonly after?: string },
  words: RosterMessageWords,
  linkOf: (text: string) => string,
  limit = LINK_LIMIT,
): FittedMessage {
  const join = (middle: readonly string[]) => [parts.before, ...middle, ...(parts.after ? [parts.after] : [])].filter((part) => part !== '').join('\n');
  const whole = join(parts.roster.map((row) => rosterLine(row, words)));
  if (parts.roster.length === 0 || linkOf(whole).length <= limit) return { text: whole, rosterAttached: false };
  return { text: join([fillWords(words.rosterAttached, { players: parts.roster.length })]), rosterAttached: true };
}
