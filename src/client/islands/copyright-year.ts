/**
 * The copyright line carries the year the site was built; a page built last December must still
 * show this year, so the browser writes the current one. Part of the chrome bundle, run at once.
 */
export function showCurrentYear(elements: Iterable<HTMLElement>): void {
  const year = String(new Date().getFullYear());
  for (const element of elements) {
    if (element.textContent !== year) element.textContent = year;
  }
}
