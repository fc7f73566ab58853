/** What went wrong: the located sentences of content problems, or a crash's message and stack. */
export type OverlayContent = { readonly problems: readonly string[] } | { readonly message: string; readonly stack: string };

const TITLE_ID = 'site-dev-overlay-title';
const NOTE_ID = 'site-dev-overlay-note';

let open: { readonly root: HTMLElement; readonly returnFocus: HTMLElement | undefined } | undefined;

/**
 * Shows why the last save could not be built, over the page, which is the last good version.
 * An alertdialog (WAI-ARIA APG): labelled by its title, described by its note, focus moved to
 * its close button and kept inside, Escape closes it. Built from elements and classes only, styled
 * by overlay.css: the site's CSP forbids inline styles and style attributes.
 */
export function showOverlay(content: OverlayContent): void {
  const returnFocus = open ? open.returnFocus : document.activeElement instanceof HTMLElement ? document.activeElement : undefined;
  open?.root.remove();
  const root = element('div', 'site-dev-overlay');
  root.setAttribute('role', 'alertdialog');
  root.setAttribute('aria-modal', 'true');
  root.setAttribute('aria-labelledby', TITLE_ID);
  root.setAttribute('aria-describedby', NOTE_ID);
  const panel = element('div', 'site-dev-overlay__panel');
  const title = element('h2', 'site-dev-overlay__title', 'The site could not be rebuilt');
  title.id = TITLE_ID;
  const note = element(
    'p',
    'site-dev-overlay__note',
    'The page beneath is the last good version. Fix the problem and save again; this message goes away by itself after the next good build.',
  );
  note.id = NOTE_ID;
  // Focusable, so a keyboard can scroll a long list or stack.
  const body = element('div', 'site-dev-overlay__body');
  body.tabIndex = 0;
  body.setAttribute('aria-label', 'Problems');
  if ('problems' in content) {
    const list = element('ul', 'site-dev-overlay__problems');
    for (const problem of content.problems) list.append(element('li', 'site-dev-overlay__problem', problem));
    body.append(list);
  } else {
    body.append(element('p', 'site-dev-overlay__message', content.message), element('pre', 'site-dev-overlay__stack', content.stack));
  }
  const close = element('button', 'site-dev-overlay__close', 'Close');
  close.setAttribute('type', 'button');
  close.addEventListener('click', hideOverlay);
  panel.append(title, note, body, close);
  root.append(panel);
  document.body.append(root);
  open = { root, returnFocus };
  close.focus();
}

/** Removes the overlay, if shown, and gives focus back to where it was. */
export function hideOverlay(): void {
  if (!open) return;
  const { root, returnFocus } = open;
  open = undefined;
  root.remove();
  returnFocus?.focus();
}

document.addEventListener('keydown', (event) => {
  if (!open) return;
  if (event.key === 'Escape') {
    event.preventDefault();
    hideOverlay();
  } else if (event.key === 'Tab') {
    keepFocusInside(open.root, event);
  }
});

function keepFocusInside(root: HTMLElement, event: KeyboardEvent): void {
  const focusable = [...root.querySelectorAll<HTMLElement>('button, [tabindex="0"]')];
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !root.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !root.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const created = document.createElement(tag);
  created.className = className;
  if (text !== undefined) created.textContent = text;
  return created;
}
