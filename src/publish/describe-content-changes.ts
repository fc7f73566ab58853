import { describeSettingsChange } from './describe-settings-change.ts';
import { describeTableChange } from './describe-table-change.ts';
import type { ContentChange } from './content-change.ts';

const PICTURE = /\.(jpe?g|png|webp|avif|gif|svg|heic)$/i;
const TABLE = /\.(csv|xlsx)$/i;
const SETTINGS = 'site.json';
/** About as long as a sentence the owner reads at a glance, and a commit subject stays readable. */
const LONGEST = 200;

/** The files whose versions describeContentChanges compares; the rest it names only. */
export function readsContent(path: string): boolean {
  return TABLE.test(path) || path === SETTINGS;
}

interface Part {
  readonly text: string;
  readonly files: readonly string[];
}

/**
 * What changed in the content since the last publish, in one sentence: the commit's message, and
 * what the owner reads after publishing. Files in path order, parts joined with "; ", pictures
 * counted together at the end: `products/sports.csv: 1 row changed; blog/new-kits.md added; 2
 * photos added`. Past about 200 characters, the first few parts and `and 7 more files`.
 */
export async function describeContentChanges(changes: readonly ContentChange[]): Promise<string> {
  const sorted = [...changes].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const parts: Part[] = [];
  const pictures = sorted.filter((change) => PICTURE.test(change.path));
  for (const change of sorted) {
    if (PICTURE.test(change.path)) continue;
    const texts = TABLE.test(change.path)
      ? await describeTableChange(change)
      : change.path === SETTINGS
        ? [describeSettingsChange(change)]
        : [`${change.path} ${change.status}`];
    for (const text of texts) parts.push({ text, files: [change.path] });
  }
  if (pictures.length > 0) parts.push({ text: describePictures(pictures), files: pictures.map((change) => change.path) });
  return shorten(parts);
}

/** `2 photos added, 1 replaced, 1 removed`; drawings (SVG) count as photos, which is what the owner calls them. */
function describePictures(pictures: readonly ContentChange[]): string {
  const counted = (
    [
      ['added', 'added'],
      ['changed', 'replaced'],
      ['removed', 'removed'],
    ] as const
  )
    .map(([status, word]) => [pictures.filter((change) => change.status === status).length, word] as const)
    .filter(([count]) => count > 0);
  return counted.map(([count, word], index) => (index === 0 ? `${count} photo${count === 1 ? '' : 's'} ${word}` : `${count} ${word}`)).join(', ');
}

function shorten(parts: readonly Part[]): string {
  const whole = parts.map((part) => part.text).join('; ');
  if (whole.length <= LONGEST || parts.length === 1) return whole;
  const more = (shown: number) => {
    const named = new Set(parts.slice(0, shown).flatMap((part) => part.files));
    const rest = new Set(parts.slice(shown).flatMap((part) => part.files.filter((file) => !named.has(file))));
    // Only further sheets of a workbook already named are left: they are changes, not files.
    const changes = parts.length - shown;
    return rest.size > 0 ? `and ${rest.size} more file${rest.size === 1 ? '' : 's'}` : `and ${changes} more change${changes === 1 ? '' : 's'}`;
  };
  let shown = 1;
  while (shown < parts.length - 1 && [...parts.slice(0, shown + 1).map((part) => part.text), more(shown + 1)].join('; ').length <= LONGEST) shown += 1;
  return [...parts.slice(0, shown).map((part) => part.text), more(shown)].join('; ');
}
