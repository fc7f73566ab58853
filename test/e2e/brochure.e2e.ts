import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { CHROME_PARTS } from '../../src/shared/island-names.ts';
import { closeFilePages, openPage, origin, renderingUpdates } from './browser.ts';
import { builtSite } from './site-model.ts';
import { TEST_DIST } from './test-site.ts';

afterAll(closeFilePages);

const PHONE = { width: 375, height: 812 };
const CATEGORY_PAGES = ['/street-ware/', '/sports-ware/', '/safety-ware/'];

const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** The text of an HTML fragment as the browser reads it, to compare a page with the Markdown it was built from. */
function textOf(page: Page, html: string): Promise<string> {
  return page.evaluate((fragment) => {
    const element = document.createElement('div');
    element.innerHTML = fragment;
    return element.textContent ?? '';
  }, html);
}

/**
 * The headings a reader can reach, in document order: one h1, and no level deeper than one below the
 * heading before it. Headings that are not rendered (in a closed dialog) are not in the outline.
 */
async function expectHeadingOutline(page: Page, label: string) {
  const levels = await page.$$eval('h1, h2, h3, h4, h5, h6', (headings) =>
    headings.filter((heading) => heading.checkVisibility()).map((heading) => Number(heading.tagName.slice(1))),
  );
  expect(
    levels.filter((level) => level === 1),
    label,
  ).toHaveLength(1);
  expect(levels[0], label).toBe(1);
  levels.forEach((level, index) => {
    if (index > 0) expect(level, `${label}: heading ${index + 1} jumps from h${levels[index - 1]} to h${level}`).toBeLessThanOrEqual(levels[index - 1]! + 1);
  });
}

/**
 * Nothing scrolls sideways, and every element of the page's own content lies within the screen's width.
 * A failure names the elements that stick out (the off-canvas menu is meant to, and is left out).
 */
async function expectNoSidewaysOverflow(page: Page, label: string) {
  const { scrollWidth, clientWidth, wide } = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide = [...document.querySelectorAll('body *')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.right > width + 1 || box.left < -1) && !element.closest('.visually-hidden, .site-nav');
      })
      .map(
        (element) => `${element.closest('main') ? 'main ' : ''}${element.tagName.toLowerCase()}.${(element.getAttribute('class') ?? '').replace(/ /g, '.')}`,
      );
    return { scrollWidth: document.documentElement.scrollWidth, clientWidth: width, wide };
  });
  expect(
    wide.filter((element) => element.startsWith('main ')),
    label,
  ).toEqual([]);
  expect(scrollWidth, `${label}: the page is wider than the screen; sticking out: ${wide.slice(0, 5).join(', ')}`).toBeLessThanOrEqual(clientWidth);
}

async function brochurePaths(): Promise<string[]> {
  const { site } = await builtSite();
  return [
    '/about/',
    '/services/',
    ...site.services.filter((service) => service.link === undefined).map((service) => `/services/${service.slug}/`),
    '/projects/',
    ...site.projects.map((project) => `/projects/${project.slug}/`),
    '/team/',
  ];
}

describe('services', () => {
  it('shows up to 9 cards, each with its icon, title, description and a Read More link to the right page', async () => {
    const { site } = await builtSite();
    const shown = site.services.slice(0, 9);
    const { page, errors } = await openPage('/services/');
    const cards = await page.$$eval('.service-card', (items) =>
      items.map((item) => ({
        icon: item.querySelector('.service-card__icon svg use')?.getAttribute('href') ?? '',
        title: item.querySelector('h3')?.textContent ?? '',
        text: item.querySelector('.service-card__text')?.textContent ?? '',
        link: item.querySelector('a')?.textContent ?? '',
        href: item.querySelector('a')?.getAttribute('href') ?? '',
      })),
    );
    expect(cards.length).toBeLessThanOrEqual(9);
    expect(cards).toHaveLength(shown.length);
    cards.forEach((card, index) => {
      const service = shown[index]!;
      expect(card.icon.endsWith(`#${service.icon}`), service.slug).toBe(true);
      expect(card.title).toBe(service.title);
      expect(card.text).toBe(service.description);
      expect(card.link).toContain('Read More');
    });
    expect(cards.slice(-3).map((card) => card.href)).toEqual(CATEGORY_PAGES);
    for (const card of cards.slice(0, -3)) expect(card.href).toMatch(/^\/services\/[a-z0-9-]+\/$/);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('each service page exists and shows its body, image, related techniques and an enquiry call to action', async () => {
    const { site } = await builtSite();
    // One tab goes from page to page: what is checked is each page's own markup.
    const { page } = await openPage('/services/');
    for (const service of site.services.slice(0, 9).filter((item) => item.link === undefined)) {
      const status = (await page.goto(`${origin()}/services/${service.slug}/`))?.status();
      expect(status, service.slug).toBe(200);
      expect(await page.locator('h1').textContent()).toBe(service.title);
      expect(squash(await page.locator('.prose').textContent())).toBe(squash(await textOf(page, service.html)));
      expect(await page.locator('.service-detail img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

      const techniques = [...site.printingTypes, ...site.embroideryTypes].filter((technique) => service.techniques.includes(technique.slug));
      const cards = await page.$$eval('.technique-tile h3 a', (links) => links.map((link) => [link.textContent, link.getAttribute('href')]));
      expect(cards).toEqual(techniques.map((technique) => [technique.title, `/${technique.kind}/#${technique.slug}`]));

      const whatsapp = page.locator('.enquiry-band a[href^="https://wa.me/"]');
      const href = (await whatsapp.getAttribute('href')) ?? '';
      expect(href.startsWith(`https://wa.me/${site.settings.phone}?text=`)).toBe(true);
      expect(new URL(href).searchParams.get('text')).toContain(service.title);
      expect(await whatsapp.getAttribute('target')).toBe('_blank');
      expect(await whatsapp.getAttribute('rel')).toBe('noopener noreferrer');
      expect(await page.locator('.enquiry-band a[href="/contact/"]').count()).toBe(1);
    }
    await page.context().close();
  });
});

describe('about', () => {
  it('has the category pills, two described images, every value, a team teaser and the newsletter band', async () => {
    const { site } = await builtSite();
    const { page, errors } = await openPage('/about/');
    const main = page.locator('main');
    expect(await main.locator('.pills a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(CATEGORY_PAGES);

    const images = await main
      .locator('.about-media img')
      .evaluateAll((items) =>
        items.map((image) => ({ alt: (image as HTMLImageElement).alt, width: image.getAttribute('width'), height: image.getAttribute('height') })),
      );
    expect(images).toHaveLength(2);
    for (const image of images) {
      expect(image.alt.length).toBeGreaterThan(10);
      expect(Number(image.width)).toBeGreaterThan(0);
      expect(Number(image.height)).toBeGreaterThan(0);
    }
    expect(new Set(images.map((image) => image.alt)).size).toBe(2);
    expect(await main.locator('.about-media img').first().getAttribute('loading')).toBe('eager');

    const story = squash(await main.locator('.about-story').textContent());
    expect(story).toMatch(/Sialkot/);
    expect(story).not.toMatch(/lorem ipsum/i);
    expect(await main.locator('.about-story__text > p').count()).toBeGreaterThanOrEqual(2);

    const values = await main.locator('.value-card').evaluateAll((cards) =>
      cards.map((card) => ({
        title: card.querySelector('h3')?.textContent,
        text: card.querySelector('p')?.textContent,
        icon: card.querySelector('svg use')?.getAttribute('href'),
      })),
    );
    expect(values).toHaveLength(site.values.length);
    values.forEach((value, index) => {
      expect(value.title).toBe(site.values[index]!.title);
      expect(value.text).toBe(site.values[index]!.text);
      expect(value.icon?.endsWith(`#${site.values[index]!.icon}`)).toBe(true);
    });

    const team = await main.locator('.team-card').evaluateAll((cards) =>
      cards.map((card) => ({
        name: card.querySelector('h3')?.textContent,
        role: card.querySelector('.team-card__role')?.textContent,
        image: Boolean(card.querySelector('img[alt]')),
      })),
    );
    expect(team).toEqual(site.team.slice(0, 3).map((member) => ({ name: member.name, role: member.role, image: true })));
    expect(await main.locator('a[href="/team/"]').count()).toBe(1);

    expect(await page.locator('main > .newsletter-band:last-child h2').textContent()).toBe('Become a Member For Unique Updates!');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('projects', () => {
  it('each project card links to a page with the brief, garments, techniques, quantity, both images and an enquiry call to action', async () => {
    const { site } = await builtSite();
    const { page } = await openPage('/projects/');
    const cards = await page.$$eval('.project-card', (items) =>
      items.map((item) => ({
        href: item.querySelector('h3 a')?.getAttribute('href'),
        title: item.querySelector('h3')?.textContent,
        text: item.textContent ?? '',
        image: Boolean(item.querySelector('img[width][height]')),
      })),
    );
    expect(cards).toHaveLength(site.projects.length);
    cards.forEach((card, index) => {
      const project = site.projects[index]!;
      expect(card.href).toBe(`/projects/${project.slug}/`);
      expect(card.title).toBe(project.title);
      expect(card.image).toBe(true);
      for (const part of [project.client, String(project.year), project.summary]) expect(card.text).toContain(part);
    });

    // The same tab goes on to each project's page: what is checked is each page's own markup.
    for (const project of site.projects) {
      const status = (await page.goto(`${origin()}/projects/${project.slug}/`))?.status();
      const main = page.locator('main');
      expect(status, project.slug).toBe(200);
      expect(await page.locator('h1').textContent()).toBe(project.title);
      expect(await main.locator('.project-brief').textContent()).toBe(project.brief);
      expect(await main.locator('.garment-list li').allTextContents()).toEqual([...project.garments]);
      const techniques = await main.locator('.technique-links a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(techniques).toEqual(project.techniqueList.map((technique) => `/${technique.kind}/#${technique.slug}`));
      const facts = squash(await main.locator('.project-facts').textContent());
      expect(facts).toContain(project.client);
      expect(facts).toContain(String(project.year));
      if (project.quantity !== undefined) expect(facts).toContain(project.quantity.toLocaleString('en-GB'));
      const images = await main.locator('.project-main img').evaluateAll((items) => items.map((image) => image.getAttribute('src')));
      expect(images).toHaveLength(project.image2 ? 2 : 1);
      const whatsapp = (await main.locator('.enquiry-band a[href^="https://wa.me/"]').getAttribute('href')) ?? '';
      expect(new URL(whatsapp).searchParams.get('text')).toContain(project.title);
      expect(await main.locator('.enquiry-band a[href="/contact/"]').count()).toBe(1);
    }
    await page.context().close();
  });

  it('technique links from service and project pages land on a card of that id', async () => {
    const { site } = await builtSite();
    const anchors = new Set<string>();
    for (const project of site.projects) for (const technique of project.techniqueList) anchors.add(`${technique.kind}#${technique.slug}`);
    for (const service of site.services)
      for (const slug of service.techniques) {
        const technique = [...site.printingTypes, ...site.embroideryTypes].find((item) => item.slug === slug);
        if (technique) anchors.add(`${technique.kind}#${technique.slug}`);
      }
    for (const kind of ['printing', 'embroidery']) {
      const html = await readFile(path.join(TEST_DIST, kind, 'index.html'), 'utf8');
      for (const anchor of [...anchors].filter((item) => item.startsWith(`${kind}#`))) expect(html, anchor).toContain(`id="${anchor.split('#')[1]}"`);
    }
  });
});

describe('team', () => {
  it('shows every member with portrait, name, role, bio and named social links', async () => {
    const { site } = await builtSite();
    const { page, errors } = await openPage('/team/');
    const cards = page.locator('.team-card');
    expect(await cards.count()).toBe(6);
    expect(site.team).toHaveLength(6);
    for (const [index, member] of site.team.entries()) {
      const card = cards.nth(index);
      expect(await card.locator('h3').textContent()).toBe(member.name);
      expect(await card.locator('.team-card__role').textContent()).toBe(member.role);
      if (member.bio) expect(await card.locator('.team-card__bio').textContent()).toBe(member.bio);
      expect(await card.locator('img').getAttribute('alt')).toContain(member.name);
      const expected = (['facebook', 'instagram', 'linkedin'] as const).filter((network) => member[network]);
      const links = await card.locator('.team-card__social a').evaluateAll((anchors) =>
        anchors.map((anchor) => ({
          href: anchor.getAttribute('href'),
          label: anchor.getAttribute('aria-label'),
          icon: anchor.querySelector('svg use')?.getAttribute('href'),
          target: anchor.getAttribute('target'),
          rel: anchor.getAttribute('rel'),
        })),
      );
      expect(links).toHaveLength(expected.length);
      const names = { facebook: 'Facebook', instagram: 'Instagram', linkedin: 'LinkedIn' };
      links.forEach((link, position) => {
        const network = expected[position]!;
        expect(link.href).toBe(member[network]);
        expect(link.label).toContain(`${member.name} on ${names[network]}`);
        expect(link.icon?.endsWith(`#${network}`)).toBe(true);
        expect(link.target).toBe('_blank');
        expect(link.rel).toBe('noopener noreferrer');
      });
      for (const network of expected) {
        expect(await page.getByRole('link', { name: `${member.name} on ${names[network]}` }).count()).toBe(1);
      }
    }
    expect(await page.locator('main > .newsletter-band:last-child').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('every brochure page', () => {
  it('has one h1, no skipped heading levels and nothing wider than the screen at 1440, 375 and 320 px', async () => {
    // Each page is loaded on the widest screen, then narrowed: CSS lays it out anew at each width,
    // and whatever a script sized for the wide screen must follow, as when a phone is turned.
    const widths = [{ width: 1440, height: 900 }, PHONE, { width: 320, height: 700 }];
    const urls = await brochurePaths();
    const { page, errors } = await openPage(urls[0]!, { viewport: widths[0]! });
    for (const [index, url] of urls.entries()) {
      if (index > 0) {
        await page.setViewportSize(widths[0]!);
        await page.goto(`${origin()}${url}`);
      }
      for (const viewport of widths) {
        await page.setViewportSize(viewport);
        await renderingUpdates(page);
        const label = `${url} at ${viewport.width} px`;
        // Every image has width and height, so the layout is final before the pictures arrive.
        await expectHeadingOutline(page, label);
        await expectNoSidewaysOverflow(page, label);
      }
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("loads no script of its own: only the chrome's one bundle, and no inline script", async () => {
    const { routes } = await builtSite();
    const wanted = new Set(await brochurePaths());
    const files = routes.filter((route) => wanted.has(route.path));
    expect(files).toHaveLength(wanted.size);
    const islandsIn = (html: string) => [...html.matchAll(/data-island="([^"]+)"/g)].map((match) => match[1]!);
    for (const route of files) {
      const html = await readFile(path.join(TEST_DIST, route.file), 'utf8');
      const [before = '', rest = ''] = html.split(/<main\b/);
      const [main = '', after = ''] = rest.split('</main>');
      // Inside <main> the only island is the newsletter band's form; the rest of the chrome (header,
      // footer, floating actions) lies outside it, and may grow islands of its own.
      for (const island of islandsIn(main)) expect(['newsletter-form'], `${route.path} renders the island ${island} in <main>`).toContain(island);
      for (const island of [...islandsIn(before), ...islandsIn(after)])
        expect(CHROME_PARTS, `${route.path} renders the island ${island} in the chrome`).toContain(island);
      // All of them run from the chrome's bundle, which preloads nothing.
      const sources = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => /\/islands\/([a-z-]+)\.[^/]*\.js$/.exec(match[1]!)?.[1] ?? match[1]);
      expect(sources, route.path).toEqual(['chrome']);
      expect(html, route.path).not.toContain('rel="modulepreload"');
      expect(html, route.path).not.toMatch(/data-islands|data-chunks/);
      const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)([^>]*)>/g)].map((match) => match[1]!);
      for (const attributes of inline) expect(attributes, route.path).toContain('type="application/ld+json"');
    }
  });
});

/** A card of each kind whose one link covers it (the base's linked-card), and the page it is on. */
const LINKED_CARDS = [
  { path: '/services/', card: '.service-card' },
  { path: '/services/embroidery/', card: '.technique-tile' },
  { path: '/about/', card: '.team-card--short' },
  { path: '/projects/', card: '.project-grid .project-card' },
  { path: '/all-products/', card: '[data-listing-grid] .product-card' },
];

describe('a card whose one link covers it', () => {
  it('is one link from edge to edge, and keyboard focus on it rings the whole card, not the link', async () => {
    const { page, errors } = await openPage(LINKED_CARDS[0]!.path, { viewport: PHONE });
    for (const [index, { path: url, card }] of LINKED_CARDS.entries()) {
      if (index > 0) await page.goto(`${origin()}${url}`);
      const link = page.locator(`${card} a.linked-card__link`).first();
      // Tab onto it from the element before, so the browser counts the focus as the keyboard's.
      await link.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      const seen = await link.evaluate((element) => {
        const owner = element.closest('.linked-card')!;
        // In the middle of the screen, clear of the sticky header; at once, not smoothly, so the box is where it stays.
        owner.scrollIntoView({ block: 'center', behavior: 'instant' });
        const box = owner.getBoundingClientRect();
        // A point near the card's top left corner, far from the link's own text, still reaches the link.
        const hit = document.elementFromPoint(box.left + 6, box.top + 6);
        const outline = (style: CSSStyleDeclaration) => `${style.outlineStyle} ${style.outlineWidth}`;
        return {
          focused: document.activeElement === element && element.matches(':focus-visible'),
          reachedFromCorner: hit === element || element.contains(hit),
          card: outline(getComputedStyle(owner)),
          link: getComputedStyle(element).outlineStyle,
        };
      });
      expect(seen, url).toEqual({ focused: true, reachedFromCorner: true, card: 'solid 3px', link: 'none' });
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
