import type { CartData } from '../../shared/enquiry-list.ts';
import { fitEnquiry, type OrderedMessageLine } from '../../shared/fit-enquiry.ts';
import { orderOf } from '../../shared/line-order.ts';
import { orderLines } from '../../shared/order-message.ts';
import { formatPieces } from '../../shared/format-pieces.ts';
import { mailtoLink } from '../../shared/mailto-link.ts';
import { whatsappLink } from '../../shared/whatsapp-link.ts';
import { rosterFiles, type RosterFileLine } from './draw-order.ts';
import { el, emptyState, type EnquiryListProps, type LineProducts } from './draw-enquiry-lines.ts';
import { readCart, writeCart } from './enquiry-store.ts';
import { openExternal } from './open-external.ts';
import { toast } from './toast.ts';

function messageLines(cart: CartData, catalogue: LineProducts): OrderedMessageLine[] {
  return cart.lines.flatMap((line) => {
    const product = catalogue.get(line.name);
    const order = orderOf(line);
    return product ? [{ title: product.title, name: line.name, qty: line.qty, note: line.note, ...(order ? { order } : {}) }] : [];
  });
}

/**
 * The message, every roster in it when the longer of its two links (WhatsApp's, the e-mail's)
 * stays within the limit, and the lines whose roster goes as a file when it does not.
 */
function fittedMessage(lines: readonly OrderedMessageLine[], cart: CartData, props: EnquiryListProps) {
  const { words } = props;
  const linkOf = (text: string) => {
    const [whatsapp, mail] = [whatsappLink(props.phone, text), mailtoLink(props.email, { subject: words.enquirySubject, body: text })];
    return whatsapp.length > mail.length ? whatsapp : mail;
  };
  const fitted = fitEnquiry(lines, cart.visitor, { enquiry: words, order: props.orders.order }, linkOf);
  const files: RosterFileLine[] = fitted.rosterAttached
    ? lines.flatMap((line) => (line.order && line.order.roster.length > 0 ? [{ title: line.title, name: line.name, order: line.order }] : []))
    : [];
  return { text: fitted.text, files, rosterAttached: fitted.rosterAttached };
}

/**
 * The review of the enquiry and the buttons that send it. Drawn from stored copies (`confirmed`
 * false), a line whose product the owner has removed since would still be in the message, so the
 * send buttons are shown but refuse (aria-disabled) until the catalogue has confirmed the lines.
 */
export function drawCheckout(list: HTMLElement, catalogue: LineProducts, props: EnquiryListProps, confirmed: boolean) {
  const { words } = props;
  const cart = readCart();
  const lines = messageLines(cart, catalogue);
  if (lines.length === 0) {
    list.replaceChildren(emptyState(props.words.nothingToSend, props));
    return;
  }
  const message = fittedMessage(lines, cart, props);
  const review = el('ol', 'review-lines');
  for (const line of cart.lines) {
    const product = catalogue.get(line.name);
    const li = el('li', product ? undefined : 'is-unavailable');
    li.textContent = product
      ? `${product.title} (${words.articleNo} ${line.name}): ${formatPieces(line.qty, words)}${line.note.trim() ? `, ${line.note.trim()}` : ''}`
      : `${words.articleNo} ${line.name}: ${words.leftOut}`;
    const order = orderOf(line);
    if (product && order) for (const text of orderLines(order, props.orders.order, message.rosterAttached)) li.append(el('br'), text);
    review.append(li);
  }
  const details = el(
    'p',
    'review-visitor',
    `${words.yourDetails}: ${cart.visitor.name.trim() || words.noName}, ${cart.visitor.phone.trim() || words.noPhone}.`,
  );
  const edit = el('a', undefined, words.changeDetails);
  edit.href = props.links.cart;
  const { text } = message;
  const actions = el('div', 'product__actions');
  const sendWhatsApp = el('button', 'button button--whatsapp', words.sendWhatsapp);
  sendWhatsApp.type = 'button';
  const sendEmail = el('button', 'button', words.enquirySendEmail);
  sendEmail.type = 'button';
  // Ids let a redraw give the focus back to the same button (keepingFocus in the island).
  sendWhatsApp.id = 'send-whatsapp';
  sendEmail.id = 'send-email';
  if (!confirmed) for (const button of [sendWhatsApp, sendEmail]) button.setAttribute('aria-disabled', 'true');
  actions.append(sendWhatsApp, sendEmail);
  const confirm = el('div', 'sent-confirm');
  confirm.hidden = true;
  confirm.append(el('p', undefined, words.sentQuestion));
  const yes = el('button', 'button', words.sentYes);
  yes.type = 'button';
  const no = el('button', 'button button--outline', words.sentNo);
  no.type = 'button';
  confirm.append(yes, no);
  const sent = () => {
    confirm.hidden = false;
    yes.focus();
  };
  sendWhatsApp.addEventListener('click', () => {
    if (!confirmed) return;
    openExternal(whatsappLink(props.phone, text), 'new-tab');
    toast(words.whatsappToast, 'success');
    sent();
  });
  sendEmail.addEventListener('click', () => {
    if (!confirmed) return;
    openExternal(mailtoLink(props.email, { subject: words.enquirySubject, body: text }), 'same-tab');
    toast(words.emailToast, 'success');
    sent();
  });
  yes.addEventListener('click', () => {
    writeCart({ lines: [], visitor: readCart().visitor });
    toast(words.clearedToast, 'success');
  });
  no.addEventListener('click', () => {
    confirm.hidden = true;
  });
  const files = message.files.length > 0 ? [rosterFiles(message.files, props.orders)] : [];
  list.replaceChildren(review, details, edit, ...files, actions, confirm);
}
