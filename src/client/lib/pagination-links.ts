import { type PaginationItem, pageLinkLabel, paginationItems } from '../../shared/pagination-items.ts';

/**
 * A listing's page links drawn in the browser: a copy of the nav the server rendered into the
 * listing page's <template data-pagination> (PaginationTemplate in templates/components/Pagination.tsx),
 * with a copy of the blank item of each link's kind. The markup is the server's; what goes in here
 * is each link's page: its address, its number and the name it is read by. Null when there is one
 * page only, as the server then writes no links.
 */
export function paginationLinks(template: HTMLTemplateElement, page: number, pageCount: number, href: (page: number) => string, pageWord: string): Node | null {
  const items = paginationItems(page, pageCount);
  if (items.length === 0) return null;
  const nav = template.content.firstElementChild!.cloneNode(true) as HTMLElement;
  const list = nav.querySelector('ul')!;
  const blanks = new Map([...list.children].map((blank) => [(blank as HTMLElement).dataset.kind, blank]));
  list.replaceChildren(...items.map((item) => fillItem(blanks.get(item.kind)!.cloneNode(true) as HTMLElement, item, href, pageWord)));
  return nav;
}

function fillItem(entry: HTMLElement, item: PaginationItem, href: (page: number) => string, pageWord: string): HTMLElement {
  delete entry.dataset.kind;
  if (item.page === undefined) return entry;
  const link = entry.querySelector('a');
  if (link) {
    link.href = href(item.page);
    link.dataset.page = String(item.page);
  }
  if (item.kind === 'number') link?.setAttribute('aria-label', pageLinkLabel(pageWord, item.page));
  if (item.kind === 'number' || item.kind === 'current') entry.firstElementChild!.textContent = String(item.page);
  return entry;
}
