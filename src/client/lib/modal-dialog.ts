import { trapTab } from './focus-trap.ts';

export interface ModalDialog {
  /** Opens the dialog (if closed) with focus on the given element; focus goes back where it was on close. */
  show(focus: HTMLElement): void;
}

/**
 * What a modal <dialog> needs from the moment its button is there: opening with focus inside, closing
 * on its close button, on a click on the backdrop (outside the dialog's box) and on Escape (the
 * browser's own), Tab kept inside, and focus returned to where it was. Whatever the dialog does once
 * open can then load afterwards without a click being lost.
 */
export function modalDialog(dialog: HTMLDialogElement, closeButton: HTMLElement | null, focusable: string): ModalDialog {
  let returnFocus: HTMLElement | null = null;
  dialog.addEventListener('close', () => {
    returnFocus?.focus();
    returnFocus = null;
  });
  closeButton?.addEventListener('click', () => dialog.close());
  dialog.addEventListener('click', (event) => {
    const box = dialog.getBoundingClientRect();
    const outside = event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
    if (outside && event.target === dialog) dialog.close();
  });
  // A modal dialog makes the page inert; this keeps focus off the browser's toolbar too.
  dialog.addEventListener('keydown', (event) => trapTab(dialog, event, focusable));
  return {
    show(focus) {
      if (dialog.open) return;
      returnFocus = document.activeElement as HTMLElement | null;
      dialog.showModal();
      focus.focus();
    },
  };
}
