import type { LabelKey } from '../content/schemas/label.ts';
import type { SizeRunWords } from '../shared/size-run-props.ts';
import { rosterWords } from './roster-words.ts';

/** The size run's and the roster's words for the product page's island, from the owner's labels (labels.csv). */
export function sizeRunWords(labels: Readonly<Record<LabelKey, string>>): SizeRunWords {
  const { csv, header } = rosterWords(labels);
  return {
    total: labels['size-run-total'],
    below: labels['size-run-below'],
    met: labels['size-run-met'],
    fromRoster: labels['size-run-from-roster'],
    player: labels['roster-player'],
    remove: labels['roster-remove'],
    pasted: labels['roster-pasted'],
    duplicateNumber: labels['roster-duplicate-number'],
    unknownSize: labels['roster-unknown-size'],
    unknownShortsSize: labels['roster-unknown-shorts-size'],
    added: labels['added-toast'],
    columns: { name: csv.name, number: csv.number, size: csv.size, shortsSize: csv.shortsSize },
    header,
  };
}
