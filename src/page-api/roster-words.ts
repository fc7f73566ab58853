import type { LabelKey } from '../content/schemas/label.ts';
import type { RosterColumnWords } from '../shared/parse-roster.ts';
import type { RosterCsvWords } from '../shared/roster-csv.ts';
import type { OrderMessageWords } from '../shared/order-message.ts';
import type { RosterMessageWords } from '../shared/roster-message.ts';
import type { SizeRunWords } from '../shared/size-run.ts';

type Labels = Readonly<Record<LabelKey, string>>;

/** The size run's and the roster's words, taken from the owner's labels (labels.csv) for the island's props. */
export interface RosterWords {
  readonly sizeRun: SizeRunWords;
  readonly message: RosterMessageWords;
  readonly csv: RosterCsvWords;
  /** The owner's column words, so a roster pasted back from the downloaded file reads its header row. */
  readonly header: RosterColumnWords;
  /** An order's lines in the enquiry message: the size run, the decoration, the date, the roster. */
  readonly order: OrderMessageWords;
  /** Over the roster files' buttons when a roster did not fit in the message, and the buttons. */
  readonly files: { readonly attachHint: string; readonly download: string; readonly share: string };
}

export function rosterWords(labels: Labels): RosterWords {
  const csv: RosterCsvWords = {
    name: labels['roster-name'],
    number: labels['roster-number'],
    size: labels['roster-size'],
    shortsSize: labels['roster-shorts-size'],
    product: labels['roster-product'],
    articleNo: labels['article-no'],
    colour: labels['roster-colour'],
    decoration: labels['roster-decoration'],
  };
  const sizeRun = { sizes: labels['size-run'], minimum: labels['size-run-minimum'] };
  const message = { shorts: labels['roster-shorts'], rosterAttached: labels['roster-attached'] };
  return {
    sizeRun,
    message,
    csv,
    order: { sizeRun, message, decoration: csv.decoration, neededBy: labels['order-needed-by'] },
    files: { attachHint: labels['roster-attach-hint'], download: labels['roster-download'], share: labels['roster-share'] },
    header: { name: [csv.name], number: [csv.number], size: [csv.size], shortsSize: [csv.shortsSize] },
  };
}
