import type { LineOrder } from '../../shared/line-order.ts';
import { orderLines, type OrderWords } from '../../shared/order-message.ts';
import { rosterLine } from '../../shared/roster-message.ts';
import { rosterCsv } from '../../shared/roster-csv.ts';
import { el } from './el.ts';

/** A line's order as the cart shows it: the size run, decoration and date, then the roster folded. */
export function orderSummary(order: LineOrder, words: OrderWords): HTMLElement {
  const box = el('div', 'line__order');
  for (const text of orderLines({ ...order, roster: [] }, words.order, false)) box.append(el('p', undefined, text));
  if (order.roster.length > 0) {
    const roster = el('details', 'line__roster');
    roster.append(el('summary', undefined, `${words.rosterTitle} (${order.roster.length})`));
    const list = el('ul');
    for (const row of order.roster) list.append(el('li', undefined, rosterLine(row, words.order.message)));
    roster.append(list);
    box.append(roster);
  }
  return box;
}

/** A line of the enquiry with a roster, for its file. */
export interface RosterFileLine {
  readonly title: string;
  readonly name: string;
  readonly order: LineOrder;
}

/**
 * When the rosters did not fit in the message: a sentence saying to attach them, and for each a
 * button that downloads it as a CSV file (a Blob, so nothing leaves the browser) and, where the
 * browser can share files (navigator.canShare), one that shares it, to WhatsApp say. Marked
 * `data-roster-files`.
 */
export function rosterFiles(lines: readonly RosterFileLine[], words: OrderWords): HTMLElement {
  // The base's callout (patterns.css), on the product page and at checkout alike.
  const box = el('div', 'callout');
  box.dataset.rosterFiles = '';
  box.append(el('p', 'callout__title', words.files.attachHint));
  for (const line of lines) {
    const csv = rosterCsv(
      line.order.roster,
      { product: line.title, articleNo: line.name, colour: line.order.colour, decoration: line.order.decoration },
      words.csv,
    );
    const fileName = `roster-${line.name}.csv`;
    const actions = el('p', 'product__actions');
    const download = el('button', 'button button--outline', words.files.download);
    download.type = 'button';
    download.dataset.rosterDownload = line.name;
    if (lines.length > 1) download.setAttribute('aria-label', `${words.files.download}: ${line.title}`);
    download.addEventListener('click', () => downloadFile(csv, fileName));
    actions.append(download);
    const file = new File([csv], fileName, { type: 'text/csv' });
    if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
      const share = el('button', 'button button--outline', words.files.share);
      share.type = 'button';
      share.addEventListener('click', () => void navigator.share({ files: [file], title: line.title }).catch(() => undefined));
      actions.append(share);
    }
    box.append(actions);
  }
  return box;
}

function downloadFile(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = el('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once it has started; the next turn is enough.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
