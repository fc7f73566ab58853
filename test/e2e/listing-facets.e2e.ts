import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import type { Product } from '../../src/content/site-model.ts';
import { colourKey, findSwatch } from '../../src/shared/colour-swatch.ts';
import { colourSlug } from '../../src/shared/split-colours.ts';
import { closeFilePages, openPage } from './browser.ts';
import { builtSite } from './site-model.ts';

afterAll(closeFilePages);

const DESKTOP = { viewport: { width: 1280, height: 900 } };
const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };

/** The sports wear listing, whose one page holds all its products (checked in the first test). */
const LISTING = '/sports-ware/';

async function sportsWear(): Promise<readonly Product[]> {
  const { site } = await builtSite();
  return site.products.filter((product) => product.list === 'sports');
}

const hasColour = (product: Product, ...slugs: string[]) => product.colours.some((name) => slugs.includes(colourKey(name)));
const hasSize = (product: Product, ...slugs: string[]) => product.sizes.some((size) => slugs.includes(colourSlug(size)));

const shownCodes = (page: Page) =>
  page.$$eval('[data-listing-grid] .product-card .product-card__code', (codes) => codes.map((code) => code.textContent?.replace('Article No: ', '') ?? ''));

/** The count each value of a facet shows, by slug. */
const shownCounts = (page: Page, facet: string) =>
  page.$$eval(`input[data-facet="${facet}"]`, (inputs) =>
    Object.fromEntries(
      inputs.map((input) => [
        (input as HTMLInputElement).value,
        Number(/\d+/.exec(input.parentElement?.querySelector('[data-facet-count]')?.textContent ?? '')?.[0]),
      ]),
    ),
  );

/** Waits until the island has drawn the cards of the address's state. */
async function drawn(page: Page, search: string) {
  await expect.poll(() => new URL(page.url()).search).toBe(search);
  await page.waitForSelector(`[data-island="product-listing"][data-rendered="${search}"]`);
}

const box = (facet: string, slug: string) => `input[data-facet="${facet}"][value="${slug}"]`;
const group = (page: Page, facet: string) => page.locator(`details:has([data-facet-group="${facet}"])`);

/** Opens a facet's group (they start closed) by its heading. */
async function openFacet(page: Page, facet: string) {
  if ((await group(page, facet).getAttribute('open')) === null) await group(page, facet).locator('summary').click();
  // Its boxes arrive from their template once the cards are parsed (facet-controls.ts).
  await group(page, facet).locator('input').first().waitFor({ state: 'visible' });
}

describe('listing facets', () => {
  it('two colours show exactly the products in either, a size narrows them, and the counts match', async () => {
    const products = await sportsWear();
    const { page, errors } = await openPage(LISTING, DESKTOP);
    await page.waitForSelector('[data-island="product-listing"][data-ready]');
    await openFacet(page, 'colour');
    await openFacet(page, 'size');

    await page.check(box('colour', 'royal-blue'));
    await drawn(page, '?colour=royal-blue');
    await page.check(box('colour', 'white'));
    await drawn(page, '?colour=royal-blue&colour=white');
    const either = products.filter((product) => hasColour(product, 'royal-blue', 'white'));
    expect(either.length).toBeGreaterThan(4);
    expect(await shownCodes(page)).toEqual(either.map((product) => product.name));
    // Each size counts the products of either colour that come in it.
    const sizeCounts = await shownCounts(page, 'size');
    for (const [slug, count] of Object.entries(sizeCounts)) expect(count, slug).toBe(either.filter((product) => hasSize(product, slug)).length);

    await page.check(box('size', '4xl'));
    await drawn(page, '?colour=royal-blue&colour=white&size=4xl');
    const narrowed = either.filter((product) => hasSize(product, '4xl'));
    expect(narrowed.length).toBeGreaterThan(0);
    expect(narrowed.length).toBeLessThan(either.length);
    expect(await shownCodes(page)).toEqual(narrowed.map((product) => product.name));
    // Each colour now counts the products in 4XL that have it; one no 4XL product has is disabled.
    const colourCounts = await shownCounts(page, 'colour');
    for (const [slug, count] of Object.entries(colourCounts)) {
      expect(count, slug).toBe(products.filter((product) => hasSize(product, '4xl') && hasColour(product, slug)).length);
      expect(await page.isDisabled(box('colour', slug)), slug).toBe(count === 0 && !['royal-blue', 'white'].includes(slug));
    }
    // A chip for each checked value, and one that clears them all.
    const chips = page.locator('[data-listing-chips] button');
    expect(await chips.allTextContents()).toEqual(['Remove filter: Royal Blue ×', 'Remove filter: White ×', 'Remove filter: 4XL ×', 'Clear all ×']);
    await chips.last().click();
    await drawn(page, '');
    expect(await page.isChecked(box('colour', 'white'))).toBe(false);
    expect(await shownCodes(page)).toHaveLength(products.length);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("each colour shows its swatch, one tone or two, drawn from the page's data; a colour without one shows its name alone", async () => {
    const { site } = await builtSite();
    const { page } = await openPage(LISTING, DESKTOP);
    await page.waitForSelector('[data-island="product-listing"][data-ready]');
    await openFacet(page, 'colour');
    const dots = await page.$$eval('input[data-facet="colour"]', (inputs) =>
      inputs.map((input) => ({
        name: (input as HTMLInputElement).dataset.name ?? '',
        fills: [...(input.parentElement?.querySelectorAll('.listing-facets__swatch [data-tone]') ?? [])].map((part) => part.getAttribute('fill')),
      })),
    );
    const colours = new Set((await sportsWear()).flatMap((product) => product.colours.map(colourKey)));
    expect(dots.map((dot) => colourKey(dot.name)).sort()).toEqual([...colours].sort());
    for (const { name, fills } of dots) expect(fills, name).toEqual(findSwatch(name, site.swatches)?.split('/') ?? []);
    // The fixture's colours list gives gold two tones; the built-in table gives navy one.
    expect(dots.find((dot) => dot.name === 'Gold')?.fills).toEqual(['#D4AF37', '#8A6410']);
    expect(dots.find((dot) => dot.name === 'Navy')?.fills).toEqual(['#1B2A4A']);
    await page.context().close();
  });

  it('the address restores the checked values after a reload and after going back', async () => {
    const products = await sportsWear();
    const { page } = await openPage(`${LISTING}?colour=royal-blue&colour=white`, DESKTOP);
    await drawn(page, '?colour=royal-blue&colour=white');
    const either = products.filter((product) => hasColour(product, 'royal-blue', 'white')).map((product) => product.name);
    expect(await shownCodes(page)).toEqual(either);
    // The group of a value the address checks opens by itself; the others stay closed.
    expect(await group(page, 'colour').getAttribute('open')).toBe('');
    expect(await group(page, 'size').getAttribute('open')).toBe(null);

    await openFacet(page, 'size');
    await page.check(box('size', '4xl'));
    await drawn(page, '?colour=royal-blue&colour=white&size=4xl');
    const narrowed = await shownCodes(page);
    await page.reload();
    await drawn(page, '?colour=royal-blue&colour=white&size=4xl');
    expect(await shownCodes(page)).toEqual(narrowed);
    for (const [facet, slug] of [
      ['colour', 'royal-blue'],
      ['colour', 'white'],
      ['size', '4xl'],
    ] as const)
      expect(await page.isChecked(box(facet, slug))).toBe(true);

    await page.goBack();
    await drawn(page, '?colour=royal-blue&colour=white');
    expect(await page.isChecked(box('size', '4xl'))).toBe(false);
    expect(await shownCodes(page)).toEqual(either);
    await page.context().close();
  });

  it("the phone's drawer holds the facets, each collapsible, and works with the keyboard alone at 375 px", async () => {
    const { page } = await openPage(LISTING, PHONE);
    await page.waitForSelector('[data-island="product-listing"][data-ready]');
    await page.locator('[data-filters-open]').focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Filter and sort' });
    await expect.poll(() => dialog.isVisible()).toBe(true);

    // A closed facet opens with Enter on its heading; its values are reached with Tab.
    const fabric = page.locator('details:has(input[data-facet="fabric"])');
    expect(await fabric.getAttribute('open')).toBe(null);
    await fabric.locator('summary').focus();
    await page.keyboard.press('Enter');
    expect(await fabric.getAttribute('open')).toBe('');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).dataset.facet)).toBe('fabric');

    // Space checks a colour; the cards follow while the drawer stays open.
    await group(page, 'colour').locator('summary').focus();
    await page.keyboard.press('Enter');
    await page.locator(box('colour', 'white')).focus();
    await page.keyboard.press('Space');
    await drawn(page, '?colour=white');
    expect(await dialog.isVisible()).toBe(true);
    const total = (await sportsWear()).filter((product) => hasColour(product, 'white')).length;
    expect(await page.locator('[data-filters-done]').textContent()).toBe(`Show ${total} products`);

    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await page.locator('[data-active-count]').textContent()).toBe('(1)');
    expect(await page.locator('[data-listing-chips] button').allTextContents()).toEqual(['Remove filter: White ×', 'Clear all ×']);
    await page.context().close();
  });

  it('an empty result keeps the chips and offers WhatsApp, its message naming the filters', async () => {
    const products = await sportsWear();
    // No royal blue product comes in youth sizes.
    expect(products.filter((product) => hasColour(product, 'royal-blue') && hasSize(product, 'yxs'))).toEqual([]);
    const { page } = await openPage(`${LISTING}?colour=royal-blue&size=yxs`, DESKTOP);
    await drawn(page, '?colour=royal-blue&size=yxs');
    expect(await page.locator('[data-listing-empty]').isVisible()).toBe(true);
    expect(await page.locator('[data-listing-chips] button').allTextContents()).toEqual(['Remove filter: Royal Blue ×', 'Remove filter: YXS ×', 'Clear all ×']);
    // Checked values stay usable, to be unchecked, though they leave nothing.
    expect(await page.isDisabled(box('colour', 'royal-blue'))).toBe(false);

    const ask = page.getByRole('link', { name: 'We make other colours: ask us' });
    expect(await ask.isVisible()).toBe(true);
    expect(await ask.getAttribute('rel')).toBe('noopener noreferrer');
    const href = new URL((await ask.getAttribute('href'))!);
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/923001234567');
    expect(href.searchParams.get('text')).toBe('Hello, I am looking for Sports Wear in Colour: Royal Blue; Size: YXS. Can you make them?');
    await page.context().close();
  });

  it('without JavaScript the listing shows its products as before, and no facet that could not work', async () => {
    const { routes } = await builtSite();
    const route = routes.find((candidate) => candidate.path === LISTING)!;
    const { products } = route.props as { products: readonly Product[] };
    const { page } = await openPage(`${LISTING}?colour=royal-blue`, { ...DESKTOP, javaScriptEnabled: false });
    expect(await shownCodes(page)).toEqual(products.map((product) => product.name));
    expect(products.length).toBeGreaterThan(0);
    expect(await page.locator('[data-listing-facets]').isVisible()).toBe(false);
    expect(await page.locator('[data-listing-ask]').isVisible()).toBe(false);
    await page.context().close();
  });
});
