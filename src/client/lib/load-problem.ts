export interface LoadProblem {
  /** Says the data could not load and offers a Retry button that calls `retry`. */
  show(retry: () => void): void;
  hide(): void;
}

/**
 * A polite live region that says when the catalogue (or `what` else) could not load, with a Retry button. It is put
 * in the page empty when the island starts, so that screen readers announce the message when it
 * appears (a live region added together with its text is often not announced).
 */
export function loadProblem(place: (region: HTMLElement) => void, consequence: string, what = 'the catalogue'): LoadProblem {
  const region = document.createElement('div');
  region.className = 'load-problem';
  region.setAttribute('role', 'status');
  region.dataset.loadProblem = '';
  place(region);
  return {
    show(retry) {
      // A Retry that failed again hands the keyboard focus to the new button.
      const hadFocus = region.contains(document.activeElement);
      const message = document.createElement('p');
      message.textContent = `Couldn't load ${what}, so ${consequence}. Check your connection, then try again.`;
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'button button--outline';
      button.textContent = 'Retry';
      button.addEventListener('click', () => {
        button.disabled = true;
        button.textContent = 'Retrying…';
        retry();
      });
      region.replaceChildren(message, button);
      if (hadFocus) button.focus();
    },
    hide() {
      region.replaceChildren();
    },
  };
}
