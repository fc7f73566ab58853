import { checkRoster, type RosterProblem } from '../../shared/check-roster.ts';
import { fillWords } from '../../shared/fill-words.ts';
import type { RosterRow } from '../../shared/parse-roster.ts';
import type { SizeRunWords } from '../../shared/size-run-props.ts';

const FIELDS = ['name', 'number', 'size', 'shortsSize'] as const;
type Field = (typeof FIELDS)[number];

/** The roster's rows on the page (Roster.tsx): drawn from its blank row, read back, and marked. */
export interface RosterRows {
  read(): RosterRow[];
  add(row?: RosterRow): HTMLLIElement;
  /** Marks each row's problems in words, on the fields they concern (aria-invalid, aria-describedby). */
  mark(productSizes: readonly string[]): void;
}

export function rosterRows(section: HTMLElement, words: SizeRunWords): RosterRows | undefined {
  const list = section.querySelector<HTMLOListElement>('[data-roster-rows]');
  const blank = section.querySelector<HTMLTemplateElement>('template[data-roster-row]');
  if (!list || !blank) return undefined;
  let made = 0;
  const rows = () => [...list.children] as HTMLLIElement[];
  const field = (li: Element, name: Field) => li.querySelector<HTMLInputElement | HTMLSelectElement>(`[data-field="${name}"]`)!;
  return {
    read: () => rows().map((li) => rowOf(FIELDS.map((name) => field(li, name).value))),
    add(row) {
      const li = blank.content.firstElementChild!.cloneNode(true) as HTMLLIElement;
      made += 1;
      li.dataset.row = String(made);
      for (const name of FIELDS) {
        const input = field(li, name);
        input.id = `roster-${made}-${name}`;
        if (row) input.value = row[name] ?? '';
        if (input instanceof HTMLSelectElement && row?.[name] && input.value !== row[name]) keepUnknownSize(input, row[name]!);
        if (input instanceof HTMLInputElement) input.placeholder = words.columns[name];
      }
      li.querySelector('[data-roster-problem]')!.id = `roster-${made}-problem`;
      list.append(li);
      renumber(rows(), words, field);
      return li;
    },
    mark(productSizes) {
      const problems = checkRoster(this.read(), productSizes);
      for (const [index, li] of rows().entries()) markRow(li, problems[index] ?? [], words, field);
    },
  };
}

/** Removes a row; the rows after it take its number, as the screen reader hears them. */
export function removeRow(li: HTMLLIElement, words: SizeRunWords): void {
  const list = li.parentElement!;
  li.remove();
  renumber([...list.children] as HTMLLIElement[], words, (row, name) => row.querySelector(`[data-field="${name}"]`)!);
}

function rowOf([name = '', number = '', size = '', shortsSize = '']: readonly string[]): RosterRow {
  return { name: name.trim(), number: number.trim(), size, ...(shortsSize === '' ? {} : { shortsSize }) };
}

/** A pasted size the product is not made in stays on its row, chosen, so it can be marked and changed. */
function keepUnknownSize(select: HTMLSelectElement, size: string): void {
  const option = document.createElement('option');
  option.value = size;
  option.textContent = size;
  select.append(option);
  select.value = size;
}

type FieldOf = (li: Element, name: Field) => HTMLInputElement | HTMLSelectElement;

function renumber(rows: readonly HTMLLIElement[], words: SizeRunWords, field: FieldOf): void {
  for (const [index, li] of rows.entries()) {
    const player = fillWords(words.player, { row: index + 1 });
    for (const name of FIELDS) field(li, name).setAttribute('aria-label', `${words.columns[name]}, ${player}`);
    li.querySelector('[data-roster-remove]')?.setAttribute('aria-label', fillWords(words.remove, { row: index + 1 }));
  }
}

const FIELD_OF: Readonly<Record<RosterProblem, Field>> = { 'duplicate-number': 'number', 'unknown-size': 'size', 'unknown-shorts-size': 'shortsSize' };

function markRow(li: HTMLLIElement, problems: readonly RosterProblem[], words: SizeRunWords, field: FieldOf): void {
  const note = li.querySelector<HTMLElement>('[data-roster-problem]')!;
  const sentences = problems.map((problem) => {
    if (problem === 'duplicate-number') return fillWords(words.duplicateNumber, { number: field(li, 'number').value.trim() });
    if (problem === 'unknown-size') return fillWords(words.unknownSize, { size: field(li, 'size').value });
    return fillWords(words.unknownShortsSize, { size: field(li, 'shortsSize').value });
  });
  note.textContent = sentences.join(' ');
  note.hidden = sentences.length === 0;
  const wrong = new Set(problems.map((problem) => FIELD_OF[problem]));
  li.classList.toggle('has-problem', wrong.size > 0);
  for (const name of FIELDS) {
    const input = field(li, name);
    if (wrong.has(name)) {
      input.setAttribute('aria-invalid', 'true');
      input.setAttribute('aria-describedby', note.id);
    } else {
      input.removeAttribute('aria-invalid');
      input.removeAttribute('aria-describedby');
    }
  }
}
