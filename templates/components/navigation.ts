import type { Site } from '../../src/content/site-model.ts';
import { menuOrder } from '../../src/shared/product-lists.ts';

export interface NavItem {
  readonly label: string;
  readonly href: string;
  readonly children?: readonly NavItem[];
}

/**
 * The main menu; a parent is "current" when one of its children is. Products lists every product
 * list (shared/product-lists.ts) under its listing's title from pages.csv.
 */
export function navigation({ paths, pages }: Pick<Site, 'paths' | 'pages'>): readonly NavItem[] {
  return [
    { label: 'Home', href: paths.home },
    { label: 'About Us', href: paths.about },
    {
      label: 'Products',
      href: paths.listing('all-products'),
      children: menuOrder().map(({ segment }) => ({ label: pages[segment].title, href: paths.listing(segment) })),
    },
    { label: 'Blogs', href: paths.blog },
    {
      label: 'Fashion Services',
      href: paths.services,
      children: [
        { label: 'Printing Types', href: paths.printing },
        { label: 'Embroidery Types', href: paths.embroidery },
      ],
    },
    { label: 'Contact Us', href: paths.contact },
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
