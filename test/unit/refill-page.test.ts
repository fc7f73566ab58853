import { describe, expect, it } from 'vitest';
import { refillPage } from '../../src/render/refill-page.ts';

const street = { from: '/assets/data/street.aaaa1111.json', to: '/assets/data/street.bbbb2222.json' };
const shop = { from: '/assets/data/shop.cccc3333.json', to: '/assets/data/shop.cccc3333.json' };
const page = `<main data-lists="${street.from}"><a data-src="${street.from}"></a><div data-shop="${shop.from}"></div></main>`;

describe('refillPage', () => {
  it("puts today's card data addresses where the page named those of its build", () => {
    expect(refillPage(page, [street, shop], 3)).toBe(
      `<main data-lists="${street.to}"><a data-src="${street.to}"></a><div data-shop="${shop.to}"></div></main>`,
    );
  });

  it('refuses a page that names the addresses more or less often than its template did (edited by hand, or written otherwise)', () => {
    expect(refillPage(page, [street, shop], 2)).toBeUndefined();
    expect(refillPage(page.replace(street.from, 'edited'), [street, shop], 3)).toBeUndefined();
    expect(refillPage('edited by hand', [street], 1)).toBeUndefined();
  });

  it('refuses when the address of then is not known (a state from before addresses were kept)', () => {
    expect(refillPage(page, [{ from: '', to: street.to }], 0)).toBeUndefined();
  });
});
