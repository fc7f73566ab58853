import type { LineProduct } from '../../shared/product-copies.ts';
import { addToCart, CHANGE_EVENT, readCart, readWishlist, rememberProduct, writeWishlist } from '../lib/enquiry-store.ts';
import { nameListButton } from '../lib/list-buttons-markup.ts';
import { toast } from '../lib/toast.ts';
// The owner's words (labels.csv) for the messages come with this code (src/shared/island-words.ts).
import said from 'island-words:listButtons';

/**
 * "Save" and "Add to enquiry" on every product card and product page, and the counts in the header:
 * shows, names and sets every button, and answers their clicks. One listener for the whole document
 * also serves cards the listing island draws later. The chrome starts them in a task after its own,
 * since a listing's dozens of buttons are a long piece of work on a slow phone.
 */
export function startListButtons(): void {
  document.documentElement.classList.add('has-lists');
  document.addEventListener('click', answerClick);
  window.addEventListener(CHANGE_EVENT, refresh);
  // Cards drawn later by the listing island get their buttons and pressed state too, before they are painted.
  new MutationObserver(() => {
    nameButtons();
    refresh();
  }).observe(document.querySelector('main') ?? document.body, { childList: true, subtree: true });
  nameButtons();
  refresh();
}

function refresh() {
  const wishlist = readWishlist();
  const cart = readCart();
  const counts = { wishlist: wishlist.length, cart: cart.lines.length };
  for (const badge of document.querySelectorAll<HTMLElement>('[data-list-count]')) {
    const count = String(counts[badge.dataset.listCount as keyof typeof counts] ?? 0);
    // Only what changed is written: every write makes the browser restyle, and a listing has dozens of buttons.
    if (badge.textContent !== count) badge.textContent = count;
    if (badge.hidden !== (count === '0')) badge.hidden = count === '0';
  }
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-list-action]')) {
    const name = button.dataset.article ?? '';
    const on = String(button.dataset.listAction === 'save' ? wishlist.includes(name) : cart.lines.some((line) => line.name === name));
    if (button.getAttribute('aria-pressed') !== on) button.setAttribute('aria-pressed', on);
  }
}

/**
 * Names the buttons not named yet whose wrapper carries its product's data: the server's
 * (ListButtons.tsx), and those of the cards the listing island draws later
 * (src/client/lib/product-card.ts).
 */
function nameButtons() {
  for (const button of document.querySelectorAll<HTMLElement>('.list-buttons[data-article] > [data-list-action]:not([data-article])')) {
    const { article = '', title = article, minimum = '' } = button.parentElement!.dataset;
    nameListButton(button, { article, title, minimum });
  }
}

/**
 * The line a list page will draw for the product, from the data its wrapper carries (listButtonsData);
 * rememberProduct refuses it if any part is missing.
 */
function lineProductOf(button: HTMLElement): LineProduct {
  const { article = '', title = '', price, minimum, href = '', image = '' } = button.closest<HTMLElement>('.list-buttons')?.dataset ?? {};
  return { name: article, title, price: Number(price), minimum: Number(minimum), href, image };
}

function answerClick(event: MouseEvent): void {
  const button = (event.target as Element).closest<HTMLButtonElement>('[data-list-action]');
  if (!button) return;
  event.preventDefault();
  const name = button.dataset.article ?? '';
  const title = button.dataset.title ?? name;
  if (button.dataset.listAction === 'save') {
    const wishlist = readWishlist();
    if (wishlist.includes(name)) {
      writeWishlist(wishlist.filter((item) => item !== name));
      // A function, so that a title holding $& or $1 is written as it is (a string would be a replacement pattern).
      toast(
        said.unsaved.replace('{product}', () => title),
        'info',
      );
    } else {
      rememberProduct(lineProductOf(button));
      writeWishlist([...wishlist, name]);
      toast(
        said.saved.replace('{product}', () => title),
        'success',
      );
    }
  } else {
    rememberProduct(lineProductOf(button));
    addToCart(name, button.dataset.minimum);
    toast(
      said.added.replace('{product}', () => title),
      'success',
    );
  }
}
