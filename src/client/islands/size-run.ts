import { fillWords } from '../../shared/fill-words.ts';
import { parseRoster, type RosterRow } from '../../shared/parse-roster.ts';
import { sizeCountsOf, totalPieces, type SizeCount } from '../../shared/size-run.ts';
import type { SizeRunPageProps, SizeRunProps } from '../../shared/size-run-props.ts';
import { putOrderLine, rememberProduct } from '../lib/enquiry-store.ts';
import { islandProps } from '../lib/island-props.ts';
import orderNote from 'island-words:orderNote';
import orders from 'island-words:orders';
import sizeRun from 'island-words:sizeRun';
import { removeRow, rosterRows, type RosterRows } from '../lib/roster-rows.ts';
import { followOrder } from '../lib/product-enquiry-links.ts';
import { noteOf, orderInForm, orderLineOf } from '../lib/size-run-order.ts';
import { toast } from '../lib/toast.ts';

/**
 * A product page's size run (SizeRun.tsx): counts the pieces as the buyer types, against the
 * minimum order; for a team kit, draws the roster's rows, reads a roster pasted from a spreadsheet,
 * marks each row's problems, and lets the roster count the sizes; "Add to enquiry" keeps the whole
 * order with the line in the enquiry list (line-order.ts), and the page's own WhatsApp and e-mail
 * links carry it as it is typed (product-enquiry-links.ts).
 */
for (const root of document.querySelectorAll<HTMLElement>('[data-island="size-run"]')) {
  const form = root.querySelector('form');
  if (form) mount(root, form, withWords(islandProps<SizeRunPageProps>(root)));
}

function withWords(props: SizeRunPageProps): SizeRunProps {
  return { ...props, words: sizeRun, enquiry: { ...props.enquiry, note: orderNote, orders } };
}

function mount(root: HTMLElement, form: HTMLFormElement, props: SizeRunProps): void {
  const boxes = [...form.querySelectorAll<HTMLInputElement>('input[data-size]')];
  const section = form.querySelector<HTMLElement>('[data-roster]');
  const roster = section ? rosterRows(section, props.words) : undefined;
  /** The players with anything written on their row. */
  const players = (): RosterRow[] => roster?.read().filter((row) => Object.values(row).some((value) => value !== '')) ?? [];
  const counts = (): SizeCount[] => {
    const rows = players().filter((row) => row.size !== '');
    if (rows.length > 0) return sizeCountsOf(rows, props.sizes);
    return boxes.map((box) => ({ size: box.dataset.size ?? '', count: wholeCount(box.value) }));
  };
  const follow = followOrder(props.enquiry, props.product);
  const update = () => {
    const fromRoster = players().some((row) => row.size !== '');
    const current = counts();
    for (const box of boxes) {
      box.readOnly = fromRoster;
      if (fromRoster) box.value = String(current.find((count) => count.size === box.dataset.size)?.count ?? 0);
    }
    form.querySelector<HTMLElement>('[data-from-roster]')?.toggleAttribute('hidden', !fromRoster);
    showTotal(form, totalPieces(current), props);
    roster?.mark(props.sizes);
    follow(orderInForm(form, props, current, players()), noteOf(form));
  };
  form.addEventListener('input', update);
  form.addEventListener('change', update);
  if (section && roster) wireRoster(section, roster, props, update);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    rememberProduct(props.product);
    putOrderLine(orderLineOf(form, props, counts(), players()));
    toast(fillWords(props.words.added, { product: props.product.title }), 'success');
  });
  update();
  root.dataset.ready = 'true';
}

function wholeCount(value: string): number {
  const count = Number(value);
  return Number.isInteger(count) && count > 0 ? count : 0;
}

/** "12 of the minimum 15", then how many more, or that the minimum is met: said in words, not colour. */
function showTotal(form: HTMLFormElement, total: number, props: SizeRunProps): void {
  const line = form.querySelector<HTMLElement>('[data-size-total]');
  if (!line) return;
  line.querySelector('[data-total-text]')!.textContent = fillWords(props.words.total, { total, minimum: props.minimum });
  const met = total >= props.minimum;
  line.querySelector('[data-minimum-text]')!.textContent = met ? props.words.met : fillWords(props.words.below, { missing: props.minimum - total });
  line.toggleAttribute('data-met', met);
}

/** Adding, removing and pasting rows; after each, the counts and the marks follow (update). */
function wireRoster(section: HTMLElement, roster: RosterRows, props: SizeRunProps, update: () => void): void {
  const addButton = section.querySelector<HTMLButtonElement>('[data-roster-add]');
  addButton?.addEventListener('click', () => {
    roster.add().querySelector<HTMLInputElement>('[data-field="name"]')?.focus();
    update();
  });
  section.addEventListener('click', (event) => {
    const remove = (event.target as Element).closest<HTMLButtonElement>('[data-roster-remove]');
    const li = remove?.closest<HTMLLIElement>('li');
    if (!li) return;
    // The focus goes to the row that takes its place, or to "Add a player" after the last.
    const next = (li.nextElementSibling ?? li.previousElementSibling)?.querySelector<HTMLElement>('[data-roster-remove]') ?? addButton;
    removeRow(li, props.words);
    next?.focus();
    update();
  });
  // Enter in a roster field would submit the form (implicit submission) and add the line half
  // typed; a roster is filled field by field, so Enter does nothing there.
  section.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
  });
  const paste = section.querySelector<HTMLTextAreaElement>('[data-roster-paste]');
  section.querySelector('[data-roster-fill]')?.addEventListener('click', () => {
    const rows = parseRoster(paste?.value ?? '', props.words.header);
    if (rows.length === 0) return;
    // Blank rows give way to the pasted players.
    for (const li of section.querySelectorAll<HTMLLIElement>('[data-roster-rows] > li')) {
      if ([...li.querySelectorAll<HTMLInputElement>('[data-field]')].every((field) => field.value === '')) li.remove();
    }
    for (const row of rows) roster.add(row);
    if (paste) paste.value = '';
    const status = section.querySelector('[data-roster-status]');
    if (status) status.textContent = fillWords(props.words.pasted, { players: rows.length });
    update();
  });
  if (section.querySelector('[data-roster-rows]')?.children.length === 0) roster.add();
}
