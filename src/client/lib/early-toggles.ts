/**
 * Toggle buttons of a main island that must answer from the first paint (the listing's categories
 * and its grid/list switch): their markup is disabled, since without JavaScript they cannot work.
 * The chrome enables them at once and keeps their pressed state until the island's own script is
 * wired (it marks its root data-wired); that script then applies what was pressed (data-touched),
 * so a click made before it ran is never lost.
 *
 * A group's data-toggle-group says how its buttons combine: "multi" toggles each on its own,
 * "single" allows at most one pressed, "one" keeps exactly one pressed.
 */
export function answerEarlyToggles(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-early-toggle]')) {
    if (button.closest('[data-wired]')) continue;
    button.disabled = false;
    button.addEventListener('click', pressEarly);
  }
}

function pressEarly(event: Event): void {
  const button = event.currentTarget as HTMLButtonElement;
  // The island's own listener answers from now on.
  if (button.closest('[data-wired]')) return;
  const group = button.closest<HTMLElement>('[data-toggle-group]');
  const mode = group?.dataset.toggleGroup ?? 'multi';
  const buttons = group ? [...group.querySelectorAll<HTMLButtonElement>('button[data-early-toggle]')] : [button];
  const pressed = button.getAttribute('aria-pressed') === 'true';
  for (const other of buttons) {
    if (other !== button && mode !== 'multi') other.setAttribute('aria-pressed', 'false');
    other.dataset.touched = '';
  }
  button.setAttribute('aria-pressed', String(mode === 'one' ? true : !pressed));
}
