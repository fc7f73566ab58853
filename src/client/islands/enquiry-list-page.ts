import { enquiryListText, lineMinimum, parseQuantity, QUANTITY_MAX, type CartData, type MessageLine } from '../../shared/enquiry-list.ts';
import type { EnquiryWords } from '../../shared/enquiry-words.ts';
import { fillWords } from '../../shared/fill-words.ts';
import { formatPieces } from '../../shared/format-pieces.ts';
import { formatPrice, type PriceFormat } from '../../shared/format-price.ts';
import type { ListingProduct } from '../../shared/listing-state.ts';
import { mailtoLink } from '../../shared/mailto-link.ts';
import { whatsappLink } from '../../shared/whatsapp-link.ts';
import { CHANGE_EVENT, readCart, readWishlist, writeCart, writeWishlist, addToCart } from '../lib/enquiry-store.ts';
import { fetchProductSets } from '../lib/fetch-json.ts';
import { islandProps } from '../lib/island-props.ts';
import { loadProblem } from '../lib/load-problem.ts';
import { openExternal } from '../lib/open-external.ts';
import { toast } from '../lib/toast.ts';

interface Props {
  kind: 'wishlist' | 'cart' | 'checkout';
  sources: string[];
  email: string;
  phone: string;
  /** Addresses of the pages it links to, from the server (they carry the site's base path). */
  links: { browse: string; cart: string; checkout: string };
  /** The site's currency and language, to write prices as the pages do. */
  priceFormat: PriceFormat;
  /** The owner's words (labels.csv) for everything this island writes. */
  words: EnquiryWords;
}

const root = document.querySelector<HTMLElement>('[data-island="enquiry-list-page"]');
if (root) void start(root);

async function start(root: HTMLElement) {
  const props = islandProps<Props>(root);
  const list = root.querySelector<HTMLElement>('[data-list]');
  if (!list) return;
  // Without the catalogue no line can be told apart from a product the owner removed, so nothing is
  // drawn: the page keeps its no-JavaScript text (how to order by WhatsApp or e-mail) and says why.
  const problem = loadProblem((region) => root.prepend(region), 'your list cannot be shown yet');
  let catalogue: Map<string, ListingProduct>;
  for (;;) {
    try {
      catalogue = new Map((await fetchProductSets<ListingProduct>(props.sources)).map((product) => [product.name, product]));
      break;
    } catch {
      await new Promise<void>((retry) => problem.show(retry));
    }
  }
  problem.hide();
  root.querySelector<HTMLElement>('[data-fallback]')?.setAttribute('hidden', '');
  root.querySelector<HTMLElement>('[data-app]')?.removeAttribute('hidden');

  const draw = () => {
    if (props.kind === 'wishlist') drawWishlist(list, catalogue, props);
    else if (props.kind === 'cart') drawCart(list, catalogue, props);
    else drawCheckout(list, catalogue, props);
    root.dataset.drawn = 'true';
  };
  window.addEventListener(CHANGE_EVENT, () => {
    // Keep typing focus: redraw only when the change did not come from a field on this page.
    if (!list.contains(document.activeElement) || document.activeElement?.tagName === 'BUTTON') draw();
  });
  draw();
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function emptyState(message: string, props: Props): HTMLElement {
  const box = el('div', 'enquiry-list__empty');
  box.append(el('p', undefined, message));
  const link = el('a', 'button', props.words.browseAll);
  link.href = props.links.browse;
  box.append(link);
  return box;
}

/** A product's picture, title and Article No; a product the owner has removed is named as unavailable. */
function productSummary(name: string, product: ListingProduct | undefined, prices: PriceFormat, words: EnquiryWords): HTMLElement {
  const summary = el('div', 'line__product');
  if (!product) {
    summary.classList.add('is-unavailable');
    summary.append(el('p', 'line__title', `${words.articleNo} ${name}`), el('p', 'line__unavailable', words.noLongerAvailable));
    return summary;
  }
  const image = el('img', 'line__image');
  image.src = product.image.src;
  image.alt = '';
  image.width = 96;
  image.height = 96;
  image.loading = 'lazy';
  const text = el('div');
  const link = el('a', 'line__title', product.title);
  link.href = product.href;
  text.append(link, el('p', 'line__code', `${words.articleNo}: ${product.name} · ${formatPrice(product.price, prices)} ${words.perPiece}`));
  summary.append(image, text);
  return summary;
}

function drawWishlist(list: HTMLElement, catalogue: Map<string, ListingProduct>, props: Props) {
  const items = readWishlist();
  if (items.length === 0) {
    list.replaceChildren(emptyState(props.words.wishlistEmpty, props));
    return;
  }
  const ul = el('ul', 'lines');
  for (const name of items) {
    const product = catalogue.get(name);
    const li = el('li', 'line');
    li.dataset.article = name;
    const actions = el('div', 'line__actions');
    if (product) {
      const move = el('button', 'button', props.words.moveToEnquiry);
      move.type = 'button';
      move.addEventListener('click', () => {
        addToCart(name, product.minimum);
        writeWishlist(readWishlist().filter((item) => item !== name));
        toast(fillWords(props.words.movedToast, { product: product.title }), 'success');
      });
      actions.append(move);
    }
    const remove = el('button', 'button button--outline', props.words.remove);
    remove.type = 'button';
    remove.setAttribute('aria-label', fillWords(props.words.removeFromWishlist, { product: product?.title ?? name }));
    remove.addEventListener('click', () => writeWishlist(readWishlist().filter((item) => item !== name)));
    actions.append(remove);
    li.append(productSummary(name, product, props.priceFormat, props.words), actions);
    ul.append(li);
  }
  list.replaceChildren(ul);
}

function drawCart(list: HTMLElement, catalogue: Map<string, ListingProduct>, props: Props) {
  const cart = readCart();
  if (cart.lines.length === 0) {
    list.replaceChildren(emptyState(props.words.cartEmpty, props));
    return;
  }
  const form = el('form', 'cart-form');
  form.noValidate = true;
  const ul = el('ul', 'lines');
  cart.lines.forEach((line, index) => {
    const product = catalogue.get(line.name);
    const li = el('li', 'line');
    li.dataset.article = line.name;
    const fields = el('div', 'line__fields');
    if (product) {
      const qtyId = `qty-${index}`;
      const qtyLabel = el('label', undefined, props.words.quantity);
      qtyLabel.htmlFor = qtyId;
      const minimum = lineMinimum(product.minimum);
      const qty = el('input');
      qty.id = qtyId;
      qty.type = 'number';
      qty.inputMode = 'numeric';
      qty.min = String(minimum);
      qty.max = String(QUANTITY_MAX);
      qty.step = '1';
      qty.value = String(line.qty);
      qty.name = 'qty';
      const error = el('p', 'field-error');
      error.id = `${qtyId}-error`;
      error.hidden = true;
      qty.setAttribute('aria-describedby', error.id);
      const showError = (message: string) => {
        error.textContent = message;
        error.hidden = false;
        qty.setAttribute('aria-invalid', 'true');
      };
      qty.addEventListener('change', () => {
        const result = parseQuantity(qty.value, minimum, props.words);
        if (!result.ok) {
          showError(result.message);
          toast(result.message, 'error');
          return;
        }
        error.hidden = true;
        qty.removeAttribute('aria-invalid');
        updateLine(line.name, { qty: result.value });
      });
      // A line stored below the minimum (added before the site knew it, or the owner raised it since)
      // says so as soon as the list is drawn, rather than only once the visitor edits it.
      const stored = parseQuantity(String(line.qty), minimum, props.words);
      if (!stored.ok) showError(stored.message);
      const noteId = `note-${index}`;
      const noteLabel = el('label', undefined, props.words.sizesNote);
      noteLabel.htmlFor = noteId;
      const note = el('textarea');
      note.id = noteId;
      note.rows = 2;
      note.name = 'note';
      note.placeholder = props.words.sizesNoteExample;
      note.value = line.note;
      note.addEventListener('input', () => updateLine(line.name, { note: note.value }));
      const qtyField = el('div', 'field');
      qtyField.append(qtyLabel, qty, error);
      const noteField = el('div', 'field');
      noteField.append(noteLabel, note);
      fields.append(qtyField, noteField);
    }
    const remove = el('button', 'button button--outline', props.words.remove);
    remove.type = 'button';
    remove.setAttribute('aria-label', fillWords(props.words.removeFromEnquiry, { product: product?.title ?? line.name }));
    remove.addEventListener('click', () => writeCart({ ...readCart(), lines: readCart().lines.filter((item) => item.name !== line.name) }));
    li.append(productSummary(line.name, product, props.priceFormat, props.words), fields, remove);
    ul.append(li);
  });
  const visitor = el('fieldset', 'cart-visitor');
  visitor.append(el('legend', undefined, props.words.yourDetails));
  for (const [key, label, type, autocomplete] of [
    ['name', props.words.yourName, 'text', 'name'],
    ['phone', props.words.yourPhone, 'tel', 'tel'],
  ] as const) {
    const field = el('div', 'field');
    const labelEl = el('label', undefined, label);
    labelEl.htmlFor = `visitor-${key}`;
    const input = el('input');
    input.id = `visitor-${key}`;
    input.type = type;
    input.autocomplete = autocomplete;
    input.value = cart.visitor[key];
    input.addEventListener('input', () => {
      const current = readCart();
      writeCart({ ...current, visitor: { ...current.visitor, [key]: input.value } });
    });
    field.append(labelEl, input);
    visitor.append(field);
  }
  const next = el('a', 'button', props.words.reviewSend);
  next.href = props.links.checkout;
  form.append(ul, visitor, next);
  list.replaceChildren(form);
}

function updateLine(name: string, change: Partial<CartData['lines'][number]>) {
  const cart = readCart();
  writeCart({ ...cart, lines: cart.lines.map((line) => (line.name === name ? { ...line, ...change } : line)) });
}

function messageLines(cart: CartData, catalogue: Map<string, ListingProduct>): MessageLine[] {
  return cart.lines.flatMap((line) => {
    const product = catalogue.get(line.name);
    return product ? [{ title: product.title, name: line.name, qty: line.qty, note: line.note }] : [];
  });
}

function drawCheckout(list: HTMLElement, catalogue: Map<string, ListingProduct>, props: Props) {
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
  const details = el('p', 'review-visitor', `${words.yourDetails}: ${cart.visitor.name.trim() || words.noName}, ${cart.visitor.phone.trim() || words.noPhone}.`);
  const edit = el('a', undefined, words.changeDetails);
  edit.href = props.links.cart;
  const text = enquiryListText(lines, cart.visitor, words);
  const actions = el('div', 'product__actions');
  const sendWhatsApp = el('button', 'button button--whatsapp', words.sendWhatsapp);
  sendWhatsApp.type = 'button';
  const sendEmail = el('button', 'button', words.enquirySendEmail);
  sendEmail.type = 'button';
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
    openExternal(whatsappLink(props.phone, text), 'new-tab');
    toast(words.whatsappToast, 'success');
    sent();
  });
  sendEmail.addEventListener('click', () => {
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
