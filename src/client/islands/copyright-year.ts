/**
 * The copyright line carries the year the site was built; a page built last December must still
 * show this year, so the browser writes the current one.
 */
for (const element of document.querySelectorAll<HTMLElement>('[data-island="copyright-year"]')) {
  const year = String(new Date().getFullYear());
  if (element.textContent !== year) element.textContent = year;
}

export {};
