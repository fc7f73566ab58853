import type { Site } from '../../src/page-api/site-model.ts';
import { menuOrder } from '../../src/shared/product-lists.ts';

export interface NavItem {
  readonly label: string;
  readonly href: string;
  readonly children?: readonly NavItem[];
}

/**
 * The main menu; a parent is "current" when one of its children is. Products lists every product
 * list (shared/product-lists.ts) under its listing's title from pages.csv; every label is the owner's
 * (page titles, and labels.csv for the two menus that are not a page's own name).
 */
export function navigation({ paths, pages, labels }: Pick<Site, 'paths' | 'pages' | 'labels'>): readonly NavItem[] {
  return [
    { label: labels.home, href: paths.home },
    { label: pages.about.title, href: paths.about },
    {
      label: labels['menu-products'],
      href: paths.listing('all-products'),
      children: menuOrder().map(({ segment }) => ({ label: pages[segment].title, href: paths.listing(segment) })),
    },
    { label: pages.blog.title, href: paths.blog },
    {
      label: labels['menu-services'],
      href: paths.services,
      children: [
        { label: pages.printing.title, href: paths.printing },
        { label: pages.embroidery.title, href: paths.embroidery },
      ],
    },
    { label: pages.contact.title, href: paths.contact },
  ];
}

/** Whether a menu link points at the page being rendered (both are addresses under the same base path). */
export function isCurrent(href: string, path: string): boolean {
  return path === href;
}

/**
 * The menu link the page is, if any. The header depends on the page's address only through this,
 * so pages with the same answer share one rendering of the header.
 */
export function currentMenuHref(menu: readonly NavItem[], path: string): string | undefined {
  for (const item of menu) {
    if (isCurrent(item.href, path)) return item.href;
    const child = item.children?.find((candidate) => isCurrent(candidate.href, path));
    if (child) return child.href;
  }
  return undefined;
}
