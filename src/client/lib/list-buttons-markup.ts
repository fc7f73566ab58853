/** What a pair of list buttons names: the product's Article No, its title and its minimum order. */
export interface ListedProduct {
  readonly article: string;
  readonly title: string;
  readonly minimum: string;
}

/** The two buttons, without the product's data and words. Fixed text: nothing of the page's goes in. */
const BUTTONS =
  '<button type="button" class="list-button" data-list-action="save" aria-pressed="false"></button>' +
  '<button type="button" class="list-button list-button--add" data-list-action="add" aria-pressed="false"></button>';

/**
 * Puts "Save" and "Add to enquiry" into a .list-buttons wrapper: two buttons that name the product
 * to screen readers, "Add to enquiry" carrying the minimum order (where a new enquiry line starts).
 * The buttons need the browser's storage and stay hidden without JavaScript (cards.css), so the
 * server writes only the empty wrapper with the product's data (templates/components/ListButtons.tsx)
 * and this draws them, there and in the cards the listing island draws: the buttons' one markup.
 * The product's texts are set as text, never parsed as HTML.
 */
export function fillListButtons(wrapper: HTMLElement, product: ListedProduct, words: { readonly save: string; readonly add: string }): void {
  wrapper.innerHTML = BUTTONS;
  for (const button of wrapper.children as HTMLCollectionOf<HTMLElement>) {
    const add = button.dataset.listAction === 'add';
    button.dataset.article = product.article;
    button.dataset.title = product.title;
    if (add) button.dataset.minimum = product.minimum;
    const name = document.createElement('span');
    name.className = 'visually-hidden';
    name.textContent = add ? `: ${product.title}` : ` ${product.title}`;
    button.append(add ? words.add : words.save, name);
  }
}
