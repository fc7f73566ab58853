import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import type { Product } from '../../src/content/site-model.ts';
import { closeFilePages, openPage, recordMailto, recordWindowOpen } from './browser.ts';
import { builtSite } from './site-model.ts';

afterAll(closeFilePages);

/** The test site's first team kit: sizes XS-3XL, minimum order 15, marked for personalisation. */
async function teamKit(): Promise<Product> {
  const { site } = await builtSite();
  const product = site.productsByList.sports.find((item) => item.personalisation && item.sizes.includes('XL'))!;
  expect(product.sizes.length).toBeGreaterThan(3);
  return product;
}

const pathOf = (product: Product) => `/product/sports-ware/${product.id}/`;

/** The size run's island loads at the first use of its form (load-islands.ts): a field is focused, and it is ready. */
async function sizeRunReady(page: Page) {
  await page.locator('#size-run-placement').focus();
  await page.waitForSelector('[data-island="size-run"][data-ready]');
}

/** A roster as a spreadsheet copies it: tab-separated, a header row first. */
function tabSeparated(rows: readonly (readonly string[])[]): string {
  return [['Name', 'Number', 'Size'], ...rows].map((cells) => cells.join('\t')).join('\n');
}

async function pasteRoster(page: Page, text: string) {
  if ((await page.locator('.roster__paste').getAttribute('open')) === null) await page.locator('.roster__paste summary').click();
  await page.fill('#roster-paste', text);
  await page.click('[data-roster-fill]');
}

const sizeBoxes = (page: Page) =>
  page.$$eval('input[data-size]', (boxes) => Object.fromEntries(boxes.map((box) => [(box as HTMLInputElement).dataset.size, (box as HTMLInputElement).value])));

/** The WhatsApp message the checkout sends, as the visitor's WhatsApp would read it. */
async function checkoutWhatsAppText(page: Page): Promise<string> {
  await page.goto(page.url().replace(/\/(product|cart)\/.*$/, '/checkout/'));
  await recordWindowOpen(page);
  await page.reload();
  await page.waitForSelector('[data-drawn="true"]');
  await page.click('button:has-text("Send by WhatsApp")');
  const opened = await page.evaluate(() => (window as unknown as { opened: string[] }).opened);
  expect(opened).toHaveLength(1);
  return decodeURIComponent(opened[0]!.split('?text=')[1]!);
}

describe('the size run and roster of a product page', () => {
  it('a roster of 22 players pasted as tab-separated text fills the size counts and marks a duplicate number on its rows', async () => {
    const product = await teamKit();
    const { page } = await openPage(pathOf(product));
    await sizeRunReady(page);
    const sizes = ['S', 'M', 'L', 'XL'];
    // Players 6 and 7 both wear number 7; the rest wear their own.
    const players = Array.from({ length: 22 }, (_, index) => [`Player ${index + 1}`, String(index === 5 ? 7 : index + 1), sizes[index % 4]!]);
    await pasteRoster(page, tabSeparated(players));
    expect(await page.locator('[data-roster-rows] > li').count()).toBe(22);
    expect(await page.locator('[data-roster-status]').textContent()).toBe('22 players added to the roster.');
    const expected = Object.fromEntries(product.sizes.map((size) => [size, String(players.filter((row) => row[2] === size).length)]));
    expect(await sizeBoxes(page)).toEqual(expected);
    expect(await page.locator('[data-size-total]').textContent()).toBe(`22 of the minimum ${product.quantity} The minimum order is met.`);
    expect(await page.locator('[data-from-roster]').isVisible()).toBe(true);

    // The two rows with number 7 say so in words, on the field, for screen readers too.
    const invalid = page.locator('[data-roster-rows] input[data-field="number"][aria-invalid="true"]');
    expect(await invalid.count()).toBe(2);
    for (const index of [0, 1]) {
      const field = invalid.nth(index);
      expect(await field.inputValue()).toBe('7');
      const note = page.locator(`#${await field.getAttribute('aria-describedby')}`);
      expect(await note.textContent()).toBe('Number 7 is on another player too.');
      expect(await note.isVisible()).toBe(true);
    }
    expect(await page.getByRole('textbox', { name: 'Number, player 6' }).getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('textbox', { name: 'Number, player 5' }).getAttribute('aria-invalid')).toBeNull();

    // Changing one of them mends both rows, and a size the product is not made in is marked.
    await page.getByRole('textbox', { name: 'Number, player 6' }).fill('66');
    await expect.poll(() => invalid.count()).toBe(0);
    await pasteRoster(page, 'Late Signing, 99, 9XL');
    const size = page.getByRole('combobox', { name: 'Size, player 23', exact: true });
    expect(await size.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator(`#${await size.getAttribute('aria-describedby')}`).textContent()).toBe('9XL is not a size of this product.');
  });

  it('a short order goes to the enquiry list and its WhatsApp link carries the size run, the decoration and every player', async () => {
    const product = await teamKit();
    const { page } = await openPage(pathOf(product));
    await sizeRunReady(page);
    for (const [size, count] of [
      ['S', '3'],
      ['M', '6'],
      ['L', '5'],
      ['XL', '2'],
    ] as const)
      await page.fill(`input[data-size="${size}"]`, count);
    expect(await page.locator('[data-size-total]').textContent()).toBe(`16 of the minimum ${product.quantity} The minimum order is met.`);
    // A short roster of the same run, pasted with commas and no header, counts the boxes itself.
    const roster = ['S', 'S', 'S', 'M', 'M', 'M', 'M', 'M', 'M', 'L', 'L', 'L', 'L', 'L', 'XL', 'XL'].map(
      (size, index) => `P${index + 1},${index + 1},${size}`,
    );
    await pasteRoster(page, roster.join('\n'));
    expect(await page.locator('input[data-size="S"]').getAttribute('readonly')).not.toBeNull();
    expect(await page.locator('[data-size-total]').textContent()).toBe(`16 of the minimum ${product.quantity} The minimum order is met.`);
    await page.selectOption('#size-run-decoration', product.decorations[0]!);
    await page.fill('#size-run-placement', 'crest on left chest');
    await page.fill('#size-run-needed-by', '2027-03-01');
    await page.click('[data-size-run-add]');
    await expect.poll(() => page.locator('[data-list-count="cart"]').textContent()).toBe('1');

    // The enquiry list shows the order under its line, the roster folded.
    await page.goto(page.url().replace(/\/product\/.*$/, '/cart/'));
    await page.waitForSelector('[data-drawn="true"]');
    expect(await page.locator('.line__order p').allTextContents()).toEqual([
      `Sizes: S×3 M×6 L×5 XL×2 = 16 (minimum ${product.quantity})`,
      `Decoration: ${product.decorations[0]}, crest on left chest`,
      'Needed by: 2027-03-01',
    ]);
    expect(await page.locator('.line__roster summary').textContent()).toBe('Names and numbers (16)');
    // The size run counts the pieces: the line has no quantity box to contradict it.
    expect(await page.locator('.line input[name="qty"]').count()).toBe(0);

    const text = await checkoutWhatsAppText(page);
    expect(text.split('\n').slice(0, 5)).toEqual([
      'Enquiry for these products:',
      `1. ${product.title}, Article No ${product.name}, 16 pieces`,
      `Sizes: S×3 M×6 L×5 XL×2 = 16 (minimum ${product.quantity})`,
      `Decoration: ${product.decorations[0]}, crest on left chest`,
      'Needed by: 2027-03-01',
    ]);
    expect(text.split('\n').slice(5, 21)).toEqual(roster.map((line) => line.split(',')).map(([name, number, size]) => `#${number} ${name}: ${size}`));
    expect(text).not.toContain('file attached');
    expect(await page.locator('[data-roster-download]').count()).toBe(0);
  });

  it('a long roster is summed up in the message and every player is in the CSV file, formulas kept as text', async () => {
    const product = await teamKit();
    const { page } = await openPage(pathOf(product));
    await sizeRunReady(page);
    const names = Array.from({ length: 38 }, (_, index) => `Player With A Long Name ${index + 1}`);
    names.push('=HYPERLINK("http://x")', 'Zoë O’Brien, Jr');
    const rows = names.map((name, index) => [name.includes(',') || name.includes('"') ? `"${name.replace(/"/g, '""')}"` : name, String(index + 1), 'M']);
    await pasteRoster(page, tabSeparated(rows));
    expect(await page.locator('[data-roster-rows] > li').count()).toBe(40);
    await page.click('[data-size-run-add]');
    await expect.poll(() => page.locator('[data-list-count="cart"]').textContent()).toBe('1');

    const text = await checkoutWhatsAppText(page);
    expect(text).toContain(`Sizes: M×40 = 40 (minimum ${product.quantity})`);
    expect(text).toContain('Roster: 40 players, file attached');
    expect(text).not.toContain('Player With A Long Name');

    expect(await page.locator('[data-roster-files] .callout__title').isVisible()).toBe(true);
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('button:has-text("Download roster (CSV)")')]);
    expect(download.suggestedFilename()).toBe(`roster-${product.name}.csv`);
    const file = await readFile((await download.path())!, 'utf8');
    expect(file.startsWith('\uFEFFName,Number,Size,Shorts size,Product,Article No,Colour,Decoration\r\n')).toBe(true);
    const lines = file.slice(1).split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines).toHaveLength(42);
    for (const [index, name] of names.slice(0, 38).entries())
      expect(lines[index + 1]).toBe(`${name},${index + 1},M,,${product.title},${product.name},${product.color},`);
    // The formula stays text (a leading apostrophe, OWASP), quoted as RFC 4180 writes a cell with quotes.
    expect(lines[39]).toBe(`"'=HYPERLINK(""http://x"")",39,M,,${product.title},${product.name},${product.color},`);
    expect(lines[40]).toBe(`"Zoë O’Brien, Jr",40,M,,${product.title},${product.name},${product.color},`);
    // This Chromium shares no files (no navigator.canShare on Linux): no button that would do nothing.
    expect(await page.evaluate(() => typeof navigator.canShare)).toBe('undefined');
    expect(await page.getByRole('button', { name: 'Share roster' }).count()).toBe(0);
  });

  it('the product’s own WhatsApp and e-mail links carry the order as it is typed, and a long roster as a file', async () => {
    const { site } = await builtSite();
    const product = await teamKit();
    const { page } = await openPage(pathOf(product));
    const whatsapp = page.locator('#product-enquire-whatsapp');
    const email = page.locator('#product-enquire-email');
    const server = { whatsapp: await whatsapp.getAttribute('href'), email: await email.getAttribute('href') };
    const whatsappText = async () => decodeURIComponent((await whatsapp.getAttribute('href'))!.split('?text=')[1]!);
    const emailBody = async () => decodeURIComponent((await email.getAttribute('href'))!.split('body=')[1]!).replace(/\r\n/g, '\n');
    const greeting = await whatsappText();
    expect(greeting).toBe(`Hello ${site.settings.name}, I would like a quote for ${product.title} (Article No ${product.name}).`);
    expect(await page.locator('[data-with-order]').isVisible()).toBe(false);

    await sizeRunReady(page);
    await page.fill('input[data-size="S"]', '3');
    await page.fill('input[data-size="M"]', '6');
    await page.selectOption('#size-run-decoration', product.decorations[0]!);
    await page.fill('#size-run-note', 'Crest file to follow.');
    const expected = [
      greeting,
      `Sizes: S×3 M×6 = 9 (minimum ${product.quantity})`,
      `Decoration: ${product.decorations[0]}`,
      'Note: Crest file to follow.',
    ].join('\n');
    await expect.poll(whatsappText).toBe(expected);
    expect(await emailBody()).toBe(expected);
    expect(await page.locator('[data-with-order]').textContent()).toBe('Both buttons send the sizes, names and decoration you fill in below.');
    expect(await page.locator('[data-with-order]').isVisible()).toBe(true);

    // Cleared again, the links say what the server wrote.
    for (const field of ['input[data-size="S"]', 'input[data-size="M"]', '#size-run-note']) await page.fill(field, '');
    await page.selectOption('#size-run-decoration', '');
    await expect.poll(() => whatsapp.getAttribute('href')).toBe(server.whatsapp);
    expect(await email.getAttribute('href')).toBe(server.email);
    expect(await page.locator('[data-with-order]').isVisible()).toBe(false);

    // 40 players do not fit in a link: the links say the file is attached, and the file is offered beside them.
    const names = Array.from({ length: 40 }, (_, index) => `Player With A Long Name ${index + 1}`);
    await pasteRoster(page, tabSeparated(names.map((name, index) => [name, String(index + 1), 'L'])));
    await expect.poll(whatsappText).toBe([greeting, `Sizes: L×40 = 40 (minimum ${product.quantity})`, 'Roster: 40 players, file attached'].join('\n'));
    expect(await emailBody()).toBe(await whatsappText());
    const files = page.locator('.product__details [data-roster-files]');
    expect(await files.locator('.callout__title').isVisible()).toBe(true);
    const [download] = await Promise.all([page.waitForEvent('download'), files.getByRole('button', { name: 'Download roster (CSV)' }).click()]);
    expect(download.suggestedFilename()).toBe(`roster-${product.name}.csv`);
    const lines = (await readFile((await download.path())!, 'utf8')).split('\r\n');
    expect(lines.slice(1, -1)).toEqual(names.map((name, index) => `${name},${index + 1},L,,${product.title},${product.name},${product.color},`));
  });

  it('where the browser shares files, "Share roster" hands the share sheet the same CSV file the download saves', async () => {
    const product = await teamKit();
    const { page } = await openPage(pathOf(product));
    await sizeRunReady(page);
    const names = Array.from({ length: 40 }, (_, index) => `Player With A Long Name ${index + 1}`);
    await pasteRoster(page, tabSeparated(names.map((name, index) => [name, String(index + 1), 'L'])));
    await page.click('[data-size-run-add]');
    await expect.poll(() => page.locator('[data-list-count="cart"]').textContent()).toBe('1');
    // A phone's browser, as Android's Chrome answers: it shares CSV files. What it is handed is kept.
    await page.context().addInitScript(() => {
      const record = window as unknown as { shared: { title?: string; files: { name: string; type: string; bytes: Promise<ArrayBuffer> }[] }[] };
      record.shared = [];
      Object.assign(navigator, {
        canShare: (data?: ShareData) => (data?.files ?? []).every((file) => file.type === 'text/csv'),
        share: async (data: ShareData) => {
          record.shared.push({ title: data.title, files: (data.files ?? []).map((file) => ({ name: file.name, type: file.type, bytes: file.arrayBuffer() })) });
        },
      });
    });
    await page.goto(page.url().replace(/\/product\/.*$/, '/checkout/'));
    await page.waitForSelector('[data-drawn="true"]');
    await page.getByRole('button', { name: 'Share roster' }).click();
    const shared = await page.evaluate(async () => {
      const [first] = (window as unknown as { shared: { title?: string; files: { name: string; type: string; bytes: Promise<ArrayBuffer> }[] }[] }).shared;
      return (
        first && {
          title: first.title,
          files: await Promise.all(first.files.map(async (file) => ({ name: file.name, type: file.type, bytes: [...new Uint8Array(await file.bytes)] }))),
        }
      );
    });
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('button:has-text("Download roster (CSV)")')]);
    // Byte for byte, the byte-order mark Excel needs included.
    const saved = await readFile((await download.path())!);
    expect(shared).toEqual({ title: product.title, files: [{ name: `roster-${product.name}.csv`, type: 'text/csv', bytes: [...saved] }] });
    expect(saved.toString('utf8').split('\r\n')).toHaveLength(42);
  });

  it('without JavaScript the product page’s form sends its size run and the sizes and names box by e-mail', async () => {
    const { site } = await builtSite();
    const product = await teamKit();
    const { page } = await openPage(pathOf(product), { javaScriptEnabled: false });
    const mails = await recordMailto(page);
    expect(await page.locator('[data-size-run-add]').isVisible()).toBe(false);
    expect(await page.locator('.roster').isVisible()).toBe(false);
    await page.fill('input[data-size="S"]', '3');
    await page.fill('input[data-size="M"]', '6');
    await page.getByLabel('Sizes and names').fill('#10 Ali Khan L\n#7 Sara M');
    await page.click('.size-run button:has-text("Send by e-mail")');
    await expect.poll(() => mails().length).toBe(1);
    const mail = mails()[0]!;
    expect(mail.startsWith(`mailto:${site.settings.email}?subject=`)).toBe(true);
    const body = decodeURIComponent(mail.split('body=')[1]!.replace(/\+/g, ' ')).replace(/\r\n/g, '\n');
    expect(body).toContain(`Product=${product.title} (Article No ${product.name})`);
    expect(body).toContain('S=3\nM=6\n');
    expect(body).toContain('Sizes and names=#10 Ali Khan L\n#7 Sara M');
  });

  it('the roster works from the keyboard: rows are added and removed with Enter, and every field is named', async () => {
    const product = await teamKit();
    const { page } = await openPage(pathOf(product));
    await sizeRunReady(page);
    const add = page.getByRole('button', { name: 'Add a player' });
    await add.focus();
    await page.keyboard.press('Enter');
    // The new row's name field has the focus, and Tab walks its fields in order.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Name, player 2');
    await page.keyboard.type('Ali Khan');
    await page.keyboard.press('Tab');
    await page.keyboard.type('10');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Size, player 2');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Remove player 2');
    for (const name of ['Name', 'Number']) expect(await page.getByRole('textbox', { name: `${name}, player 2`, exact: true }).count()).toBe(1);
    for (const name of ['Size', 'Shorts size']) expect(await page.getByRole('combobox', { name: `${name}, player 2`, exact: true }).count()).toBe(1);

    await page.keyboard.press('Enter');
    expect(await page.locator('[data-roster-rows] > li').count()).toBe(1);
    // The focus goes to the row that is left, never to the page's start.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Remove player 1');
    await page.keyboard.press('Enter');
    expect(await page.locator('[data-roster-rows] > li').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Add a player');
    // The paste box opens from the keyboard too, and is named.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    expect(await page.getByRole('textbox', { name: 'Paste from a spreadsheet' }).isVisible()).toBe(true);
  });
});
