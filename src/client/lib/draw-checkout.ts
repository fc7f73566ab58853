import { enquiryListText, type CartData, type MessageLine } from '../../shared/enquiry-list.ts';
import { formatPieces } from '../../shared/format-pieces.ts';
import { mailtoLink } from '../../shared/mailto-link.ts';
import { whatsappLink } from '../../shared/whatsapp-link.ts';
import { el, emptyState, type EnquiryListProps, type LineProducts } from './draw-enquiry-lines.ts';
import { readCart, writeCart } from './enquiry-store.ts';
import { openExternal } from './open-external.ts';
import { toast } from './toast.ts';

function messageLines(cart: CartData, catalogue: LineProducts): MessageLine[] {
  return cart.lines.flatMap((line) => {
    const product = catalogue.get(line.name);
    return product ? [{ title: product.title, name: line.name, qty: line.qty, note: line.note }] : [];
  });
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
  const review = el('ol', 'review-lines');
  for (const line of cart.lines) {
    const product = catalogue.get(line.name);
    const li = el('li', product ? undefined : 'is-unavailable');
    li.textContent = product
      ? `${product.title} (${words.articleNo} ${line.name}): ${formatPieces(line.qty, words)}${line.note.trim() ? `, ${line.note.trim()}` : ''}`
      : `${words.articleNo} ${line.name}: ${words.leftOut}`;
    review.append(li);
  }
  const details = el(
    'p',
    'review-visitor',
    `${words.yourDetails}: ${cart.visitor.name.trim() || words.noName}, ${cart.visitor.phone.trim() || words.noPhone}.`,
  );
  const edit = el('a', undefined, words.changeDetails);
  edit.href = props.links.cart;
  const text = enquiryListText(lines, cart.visitor, words);
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
  list.replaceChildren(review, details, edit, actions, confirm);
}
