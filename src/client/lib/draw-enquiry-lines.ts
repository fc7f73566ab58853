import { lineMinimum, parseQuantity, QUANTITY_MAX, type CartData } from '../../shared/enquiry-list.ts';
import type { EnquiryWords } from '../../shared/enquiry-words.ts';
import { fillWords } from '../../shared/fill-words.ts';
import { orderOf } from '../../shared/line-order.ts';
import { totalPieces } from '../../shared/size-run.ts';
import { formatPrice, type PriceFormat } from '../../shared/format-price.ts';
import type { LineProduct } from '../../shared/product-copies.ts';
import type { OrderWords } from '../../shared/order-message.ts';
import { orderSummary } from './draw-order.ts';
import { el } from './el.ts';
import { addToCart, readCart, readWishlist, writeCart, writeWishlist } from './enquiry-store.ts';
import { toast } from './toast.ts';

/** The enquiry-list-page island's data, from the server (templates/pages/EnquiryListPage.tsx). */
export interface EnquiryListProps {
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
  /** And for the orders of product pages' size runs (draw-order.ts). */
  orders: OrderWords;
}

/** The products of the lines by Article No; a line whose product is missing is one the owner removed. */
export type LineProducts = ReadonlyMap<string, LineProduct>;

export { el };

export function emptyState(message: string, props: EnquiryListProps): HTMLElement {
  const box = el('div', 'enquiry-list__empty');
  box.append(el('p', undefined, message));
  const link = el('a', 'button', props.words.browseAll);
  link.href = props.links.browse;
  box.append(link);
  return box;
}

/** A product's picture, title and Article No; a product the owner has removed is named as unavailable. */
function productSummary(name: string, product: LineProduct | undefined, prices: PriceFormat, words: EnquiryWords): HTMLElement {
  const summary = el('div', 'line__product');
  if (!product) {
    summary.classList.add('is-unavailable');
    summary.append(el('p', 'line__title', `${words.articleNo} ${name}`), el('p', 'line__unavailable', words.noLongerAvailable));
    return summary;
  }
  const image = el('img', 'line__image');
  image.src = product.image;
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

export function drawWishlist(list: HTMLElement, catalogue: LineProducts, props: EnquiryListProps) {
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

export function drawCart(list: HTMLElement, catalogue: LineProducts, props: EnquiryListProps) {
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
    const order = orderOf(line);
    // A size run counts the line's pieces itself: its quantity is changed on the product page.
    const counted = order !== undefined && totalPieces(order.sizes) > 0;
    if (counted) fields.classList.add('line__fields--counted');
    if (product && !counted) fields.append(quantityField(line, index, product, props.words));
    if (product) fields.append(noteField(line, index, props.words));
    if (product && order) fields.append(orderSummary(order, props.orders));
    const remove = el('button', 'button button--outline', props.words.remove);
    remove.type = 'button';
    remove.setAttribute('aria-label', fillWords(props.words.removeFromEnquiry, { product: product?.title ?? line.name }));
    remove.addEventListener('click', () => writeCart({ ...readCart(), lines: readCart().lines.filter((item) => item.name !== line.name) }));
    li.append(productSummary(line.name, product, props.priceFormat, props.words), fields, remove);
    ul.append(li);
  });
  const next = el('a', 'button', props.words.reviewSend);
  next.href = props.links.checkout;
  form.append(ul, visitorFields(cart, props.words), next);
  list.replaceChildren(form);
}

type CartLine = CartData['lines'][number];

/** A line's quantity, checked against the product's minimum on every change and as soon as it is drawn. */
function quantityField(line: CartLine, index: number, product: LineProduct, words: EnquiryWords): HTMLElement {
  const qtyId = `qty-${index}`;
  const qtyLabel = el('label', undefined, words.quantity);
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
    const result = parseQuantity(qty.value, minimum, words);
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
  const stored = parseQuantity(String(line.qty), minimum, words);
  if (!stored.ok) showError(stored.message);
  const field = el('div', 'field');
  field.append(qtyLabel, qty, error);
  return field;
}

/** A line's note of sizes, saved as it is typed. */
function noteField(line: CartLine, index: number, words: EnquiryWords): HTMLElement {
  const noteId = `note-${index}`;
  const noteLabel = el('label', undefined, words.sizesNote);
  noteLabel.htmlFor = noteId;
  const note = el('textarea');
  note.id = noteId;
  note.rows = 2;
  note.name = 'note';
  note.placeholder = words.sizesNoteExample;
  note.value = line.note;
  note.addEventListener('input', () => updateLine(line.name, { note: note.value }));
  const field = el('div', 'field');
  field.append(noteLabel, note);
  return field;
}

/** The visitor's name and phone, saved with the list as they are typed. */
function visitorFields(cart: CartData, words: EnquiryWords): HTMLElement {
  const visitor = el('fieldset', 'cart-visitor');
  visitor.append(el('legend', undefined, words.yourDetails));
  for (const [key, label, type, autocomplete] of [
    ['name', words.yourName, 'text', 'name'],
    ['phone', words.yourPhone, 'tel', 'tel'],
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
  return visitor;
}

function updateLine(name: string, change: Partial<CartLine>) {
  const cart = readCart();
  writeCart({ ...cart, lines: cart.lines.map((line) => (line.name === name ? { ...line, ...change } : line)) });
}
