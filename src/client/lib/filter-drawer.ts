import { trapTab } from './focus-trap.ts';

/**
 * On a phone (below 750 px, where listing.css turns the filters into a panel) the listing's
 * categories, search, price and sorting open from one "Filter and sort" button: a modal dialog that
 * keeps focus inside, closes with Escape, its close button, the backdrop or "Show N products", and
 * gives focus back to the button. Wider screens show the same markup as a sidebar, never a dialog.
 */
export interface FilterDrawer {
  close(): void;
}

const PHONE = '(max-width: 749.98px)';

export function filterDrawer(root: HTMLElement): FilterDrawer | undefined {
  const panel = root.querySelector<HTMLElement>('[data-filter-drawer]');
  const open = root.querySelector<HTMLButtonElement>('[data-filters-open]');
  const backdrop = root.querySelector<HTMLElement>('[data-filters-backdrop]');
  if (!panel || !open || !backdrop) return undefined;
  const phone = matchMedia(PHONE);
  const isOpen = () => panel.classList.contains('is-open');
  const setOpen = (opening: boolean, returnFocus = true) => {
    if (opening === isOpen()) return;
    panel.classList.toggle('is-open', opening);
    backdrop.hidden = !opening;
    open.setAttribute('aria-expanded', String(opening));
    document.body.classList.toggle('has-sidebar-open', opening);
    if (opening) {
      panel.setAttribute('role', 'dialog');
      panel.setAttribute('aria-modal', 'true');
      // Named by its heading only while it is a dialog: a plain div may not carry a name.
      const heading = panel.querySelector('h2');
      if (heading?.id) panel.setAttribute('aria-labelledby', heading.id);
      panel.querySelector<HTMLElement>('[data-filters-close]')?.focus();
    } else {
      panel.removeAttribute('role');
      panel.removeAttribute('aria-modal');
      panel.removeAttribute('aria-labelledby');
      if (returnFocus) open.focus();
    }
  };
  open.disabled = false;
  open.removeAttribute('aria-busy');
  open.addEventListener('click', () => setOpen(true));
  for (const button of root.querySelectorAll('[data-filters-close], [data-filters-done]')) button.addEventListener('click', () => setOpen(false));
  backdrop.addEventListener('click', () => setOpen(false));
  panel.addEventListener('keydown', (event) => {
    if (!isOpen()) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
    } else {
      trapTab(panel, event, 'a[href], button:not([hidden]):not(:disabled), input, select, textarea');
    }
  });
  // Turned to a desktop's width (or back), the panel is a sidebar again: never a dialog left open.
  phone.addEventListener('change', () => setOpen(false, false));
  return { close: () => setOpen(false) };
}
