/**
 * Loads a form's code when the visitor first focuses it, types into it or submits it, and never loses
 * a submit made before the code was there: that submit is held back, and once the code has attached
 * its listeners the form is submitted again, with the same button, so it ends exactly as it would
 * have with the code loaded. If the code cannot load, the held submit goes ahead natively, as the
 * form would without JavaScript.
 *
 * Call this before the form's own code adds its submit listener: this listener then runs first, and
 * stays out of the way once that code is there.
 */
export function loadFormOnFirstUse(form: HTMLFormElement, mount: () => Promise<void>): void {
  let outcome: 'ready' | 'failed' | undefined;
  let loading: Promise<void> | undefined;
  const load = () =>
    (loading ??= mount().then(
      () => {
        outcome = 'ready';
      },
      () => {
        outcome = 'failed';
      },
    ));
  form.addEventListener('focusin', () => void load(), { once: true });
  form.addEventListener('input', () => void load(), { once: true });

  let held = false;
  form.addEventListener('submit', (event) => {
    if (outcome !== undefined) return;
    event.preventDefault();
    // A second press while the code loads is the same submit, not another one.
    if (held) return;
    held = true;
    const { submitter } = event;
    void load().then(() => {
      held = false;
      // requestSubmit checks the fields again and fires submit, now handled by the form's own code;
      // submit() sends the form as it stands, the no-JavaScript way.
      if (outcome === 'ready') form.requestSubmit(submitter);
      else form.submit();
    });
  });
}
