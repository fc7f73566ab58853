/** What a pair of list buttons names: the product's Article No, its title and its minimum order. */
export interface ListedProduct {
  readonly article: string;
  readonly title: string;
  readonly minimum: string;
}

/**
 * Names a "Save" or "Add to enquiry" button after its product: the product's data, and its title
 * for screen readers, "Add to enquiry" carrying the minimum order (where a new enquiry line starts).
 * The server writes the buttons with the owner's words and no product in them
 * (templates/components/ListButtons.tsx), so they take their place from the first paint, unseen
 * until the chrome runs; the same markup is in the listing's card template, whose copies the
 * listing island fills. The title is set as text, never parsed as HTML; its span is visually
 * hidden, so naming a button moves nothing.
 */
export function nameListButton(button: HTMLElement, product: ListedProduct): void {
  const add = button.dataset.listAction === 'add';
  button.dataset.article = product.article;
  button.dataset.title = product.title;
  if (add) button.dataset.minimum = product.minimum;
  const name = document.createElement('span');
  name.className = 'visually-hidden';
  name.textContent = add ? `: ${product.title}` : ` ${product.title}`;
  button.append(name);
}
