import { lineMinimum, QUANTITY_MAX, type CartLine } from '../../shared/enquiry-list.ts';
import type { LineOrder } from '../../shared/line-order.ts';
import type { RosterRow } from '../../shared/parse-roster.ts';
import { totalPieces, type SizeCount } from '../../shared/size-run.ts';
import type { SizeRunProps } from '../../shared/size-run-props.ts';

/** The value of the size run's field `data-order="name"` (SizeRun.tsx), or empty when it has none. */
function orderField(form: HTMLFormElement, name: string): string {
  return form.querySelector<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(`[data-order="${name}"]`)?.value.trim() ?? '';
}

/** What the size run's form says: the pieces counted, the roster, and its fields. */
export function orderInForm(form: HTMLFormElement, props: SizeRunProps, sizes: readonly SizeCount[], roster: readonly RosterRow[]): LineOrder {
  return {
    sizes,
    minimum: props.minimum,
    colour: props.colour,
    decoration: orderField(form, 'decoration'),
    placement: orderField(form, 'placement'),
    neededBy: orderField(form, 'neededBy'),
    roster,
  };
}

/** The buyer's note in the size run's form. */
export const noteOf = (form: HTMLFormElement): string => orderField(form, 'note');

/**
 * The enquiry line the size run's form says: its pieces as the quantity (the minimum while none is
 * counted, as "Add to enquiry" on a card starts), its note, and the order itself.
 */
export function orderLineOf(form: HTMLFormElement, props: SizeRunProps, sizes: readonly SizeCount[], roster: readonly RosterRow[]): CartLine {
  const order = orderInForm(form, props, sizes, roster);
  const total = totalPieces(sizes);
  const qty = total > 0 ? Math.min(total, QUANTITY_MAX) : lineMinimum(props.minimum);
  return { name: props.product.name, qty, note: noteOf(form), order };
}
