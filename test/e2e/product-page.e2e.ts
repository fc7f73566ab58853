import { afterAll, describe, expect, it } from 'vitest';
import { closeFilePages, openPage } from './browser.ts';
import { estimateTolerance, heightBeforeAndDrawn } from './drawn-height.ts';

/** Chromium logs the 404 status of the page itself as a console error; these tests ask for it. */
const NOT_FOUND = /status of 404 \(Not Found\)/;
import { builtSite } from './site-model.ts';

afterAll(closeFilePages);

describe('product pages', () => {
  it('show image, title, label, Article No, both paragraphs, colour and a breadcrumb back to the listing', async () => {
    const { site } = await builtSite();
    const product = site.productsByList.street.find((item) => item.subCategory !== undefined)!;
    const { page, errors } = await openPage(`/product/street-ware/${product.id}/`);
    expect(await page.locator('h1').textContent()).toBe(product.title);
    expect(await page.locator('.product__label').textContent()).toBe(product.subCategory);
    expect(await page.locator('.product__code').textContent()).toBe(`Article No: ${product.name}`);
    const text = (await page.locator('.product__details').textContent()) ?? '';
    for (const paragraph of product.paragraphs) expect(text).toContain(paragraph);
    expect(text).toContain(`Colour: ${product.color}`);
    expect(await page.locator('.product__price').textContent()).toContain(`per piece · minimum order ${product.quantity} pieces`);
    const image = page.locator('.product__image');
    expect(await image.getAttribute('alt')).toBe(`${product.title}, ${product.color}`);
    expect(Number(await image.getAttribute('width'))).toBeGreaterThan(0);
    const crumbs = await page.$$eval('.breadcrumb li', (items) =>
      items.map((item) => [item.textContent, item.querySelector('a')?.getAttribute('href') ?? null]),
    );
    expect(crumbs).toEqual([
      ['Home', '/'],
      ['Street Wear', '/street-ware/'],
      [product.title, null],
    ]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('offer WhatsApp and e-mail enquiries pre-filled with the title and Article No', async () => {
    const { site } = await builtSite();
    const product = site.productsByList.sports[2]!;
    const { page } = await openPage(`/product/sports-ware/${product.id}/`);
    const whatsapp = page.getByRole('link', { name: /Enquire on WhatsApp/ });
    const href = (await whatsapp.getAttribute('href')) ?? '';
    const expectedText = `Hello ${site.settings.name}, I would like a quote for ${product.title} (Article No ${product.name}).`;
    expect(href).toBe(`https://wa.me/${site.settings.phone}?text=${encodeURIComponent(expectedText)}`);
    expect(decodeURIComponent(new URL(href).searchParams.get('text') ?? '')).toContain(product.name);
    expect(await whatsapp.getAttribute('target')).toBe('_blank');
    expect(await whatsapp.getAttribute('rel')).toBe('noopener noreferrer');

    const mail = (await page.getByRole('link', { name: /Enquire by e-mail/ }).getAttribute('href')) ?? '';
    expect(mail).toBe(
      `mailto:${site.settings.email}?subject=${encodeURIComponent(`Enquiry: ${product.title} (${product.name})`)}&body=${encodeURIComponent(expectedText)}`,
    );
    const body = decodeURIComponent(/[?&]body=([^&]*)/.exec(mail)?.[1] ?? '');
    expect(body).toContain(product.title);
    expect(body).toContain(product.name);
    expect(mail).not.toContain('+');
    await page.context().close();
  });

  it('list related products of the same category and carry Product and BreadcrumbList JSON-LD', async () => {
    const { site } = await builtSite();
    const product = site.productsByList.sports[0]!;
    const { page } = await openPage(`/product/sports-ware/${product.id}/`);
    const related = await page.$$eval('#related-products ~ .product-grid .product-card__label', (labels) => labels.map((label) => label.textContent));
    expect(related.length).toBeGreaterThan(0);
    for (const label of related) expect(label).toBe(product.category);
    const data = await page.$$eval('script[type="application/ld+json"]', (scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')));
    const productData = data.find((item) => item['@type'] === 'Product');
    expect(productData).toMatchObject({ sku: product.name, name: product.title, offers: { price: product.price.toFixed(2), priceCurrency: 'USD' } });
    expect(data.find((item) => item['@type'] === 'BreadcrumbList')?.itemListElement).toHaveLength(3);
    await page.context().close();
  });

  it('lay out the related products only as they come near the screen', async () => {
    const { site } = await builtSite();
    const product = site.productsByList.sports[0]!;
    const { page } = await openPage(`/product/sports-ware/${product.id}/`, { viewport: { width: 375, height: 800 } });
    const laidOut = () => page.$eval('.related-products .product-card', (card) => card.checkVisibility({ contentVisibilityAuto: true }));
    expect(await laidOut()).toBe(false);
    await page.locator('.related-products').scrollIntoViewIfNeeded();
    await expect.poll(laidOut).toBe(true);
    await page.context().close();
  });

  for (const width of [375, 768, 1280]) {
    it(`at ${width} px the related products take about their drawn height before they are drawn`, async () => {
      const { site } = await builtSite();
      const product = site.productsByList.sports[0]!;
      const { page } = await openPage(`/product/sports-ware/${product.id}/`, { viewport: { width, height: 800 } });
      const section = page.locator('.related-products');
      expect(await section.evaluate((element) => element.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }))).toBe(false);
      const { before, drawn } = await heightBeforeAndDrawn(section);
      expect(Math.abs(before - drawn), `${Math.round(before)} px before, ${Math.round(drawn)} px drawn: update RelatedProducts.css`).toBeLessThanOrEqual(
        estimateTolerance(drawn),
      );
      await page.context().close();
    });
  }

  it('/shop/{slug} shows a safety product with a breadcrumb back to the shop', async () => {
    const { site } = await builtSite();
    const product = site.productsByList.safety[0]!;
    const { page, status } = await openPage(`/shop/${product.slug}/`);
    expect(status).toBe(200);
    expect(await page.locator('.product__code').textContent()).toBe(`Article No: ${product.name}`);
    expect(await page.locator('.breadcrumb a[href="/shop/"]').count()).toBe(1);
    // The shop is the safety wear grid, and its breadcrumb link reads so, here and in the search engines' copy.
    expect(await page.locator('.breadcrumb a[href="/shop/"]').textContent()).toBe('Safety Wear');
    const data = await page.$$eval('script[type="application/ld+json"]', (scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')));
    expect(data.find((item) => item['@type'] === 'BreadcrumbList')?.itemListElement[1]).toMatchObject({ name: 'Safety Wear' });
    await page.context().close();
  });

  it('unknown product ids and shop slugs are answered by the 404 page', async () => {
    const { site } = await builtSite();
    for (const path of [
      `/product/sports-ware/${site.productsByList.sports.length + 1}/`,
      '/product/street-ware/0/',
      '/shop/no-such-vest/',
      '/product/kitchen-ware/1/',
    ]) {
      const { page, status } = await openPage(path, {}, { allow: NOT_FOUND });
      expect(status, path).toBe(404);
      expect(await page.locator('h1').textContent()).toBe('Page Not Found');
      await page.context().close();
    }
  });
});
