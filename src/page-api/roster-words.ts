import type { LabelKey } from '../content/schemas/label.ts';
import type { RosterColumnWords } from '../shared/parse-roster.ts';
import type { RosterCsvWords } from '../shared/roster-csv.ts';
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
  return {
    sizeRun: { sizes: labels['size-run'], minimum: labels['size-run-minimum'] },
    message: { shorts: labels['roster-shorts'], rosterAttached: labels['roster-attached'] },
    csv,
    header: { name: [csv.name], number: [csv.number], size: [csv.size], shortsSize: [csv.shortsSize] },
  };
}
