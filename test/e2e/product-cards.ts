import type { Page } from 'playwright-core';

/**
 * The cards of a listing's grid, by the address each links to, each as its markup with every
 * element's attributes in one order: a card the listing island draws sets its product's attributes
 * after those the template has, which changes their order in the markup and nothing else. A text
 * split in two nodes, which the markup would not show, is marked with a comment. Read once the
 * chrome has named every card's list buttons.
 */
export async function gridCards(page: Page): Promise<Map<string, string>> {
  await page.waitForFunction(() => document.querySelectorAll('[data-listing-grid] [data-list-action]:not([data-article])').length === 0);
  const cards = await page.$$eval('[data-listing-grid] .product-card', (elements) =>
    elements.map((card) => {
      const copy = card.cloneNode(true) as Element;
      for (const element of [copy, ...copy.querySelectorAll('*')]) {
        const attributes = [...element.attributes].map(({ name, value }) => [name, value] as const).sort(([a], [b]) => a.localeCompare(b));
        for (const [name] of attributes) element.removeAttribute(name);
        for (const [name, value] of attributes) element.setAttribute(name, value);
        for (const node of element.childNodes)
          if (node.nodeType === Node.TEXT_NODE && node.previousSibling?.nodeType === Node.TEXT_NODE) node.before(new Comment('split'));
      }
      return [card.querySelector('a')?.getAttribute('href') ?? '', copy.outerHTML] as const;
    }),
  );
  return new Map(cards);
}

/**
 * The server's first row of cards loads its pictures at once, the first with high priority (either
 * can be the page's largest paint); every other card, and every card the island draws, lazily. The
 * markup without those three attributes, to hold such a card against a drawn one.
 */
export function withoutPriority(card: string): string {
  return card.replace(/ (decoding|fetchpriority|loading)="[^"]*"/g, '');
}
