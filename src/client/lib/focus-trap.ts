/**
 * Keeps Tab and Shift+Tab inside an open dialog or sidebar: from the last focusable element Tab goes
 * to the first, and back. Call from the container's keydown listener.
 */
export function trapTab(container: HTMLElement, event: KeyboardEvent, selector = 'a[href], button:not([hidden]), input, select, textarea'): void {
  if (event.key !== 'Tab') return;
  const focusable = [...container.querySelectorAll<HTMLElement>(selector)].filter(
    (element) => element.offsetParent !== null || element === document.activeElement,
  );
  const first = focusable[0];
  const last = focusable.at(-1);
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first?.focus();
  }
}
