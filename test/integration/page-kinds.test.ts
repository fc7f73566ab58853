import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkSite } from '../../src/build.ts';
import { CSV_PAGE_KEYS } from '../../src/content/schemas/page.ts';
import { DOCUMENT_PAGES } from '../../src/content/schemas/page-document.ts';
import { sectionEntries } from '../../src/content/schemas/page-sections.ts';
import type { Site } from '../../src/content/site-model.ts';
import type { Route } from '../../src/routes/route.ts';
import { PAGE_KIND_NAMES, PAGE_KINDS, type PageKindSpec } from '../../src/shared/page-kinds.ts';
import { TEST_DATE } from '../helpers/built-site.ts';
import { FIXTURES, ROOT, SITE_FIXTURE } from '../helpers/fixture-site.ts';

/**
 * The registry of page kinds (src/shared/page-kinds.ts) and the route table's entries under the
 * same names are the only places a kind of page is declared; everything else is derived from them.
 * These tests fail when a kind is missing anywhere: a page template that is no kind, a kind without
 * pages, without its row in the size report, or without its words in a site made for the tests or
 * started by `npm run new-site`. (The sample in content/ is checked by `site check` itself.)
 */
const TEMPLATES = path.join(ROOT, 'templates', 'pages');
const kindOf = (component: string) => component.replace(/(?<=[a-z0-9])([A-Z])/g, '-$1').toLowerCase();
const specs = Object.entries(PAGE_KINDS) as [string, PageKindSpec][];

let site: Site;
let routes: readonly Route[];
beforeAll(async () => {
  ({ site, routes } = await checkSite({ contentDir: SITE_FIXTURE, now: TEST_DATE }));
}, 120_000);

describe('the registry of page kinds', () => {
  it('has a kind for every page template, each rendering every page of its kind in the route table', async () => {
    const templates = readdirSync(TEMPLATES)
      .filter((file) => /Page\.tsx$/.test(file))
      .map((file) => file.replace(/\.tsx$/, ''));
    expect(templates.length).toBeGreaterThan(10);
    expect(templates.map(kindOf).sort()).toEqual([...PAGE_KIND_NAMES].sort());
    for (const name of templates) {
      const component = ((await import(path.join(TEMPLATES, `${name}.tsx`))) as Record<string, unknown>)[name];
      const ofKind = routes.filter((route) => route.kind === kindOf(name));
      expect(ofKind.length, `${kindOf(name)}: pages in the fixture's route table`).toBeGreaterThan(0);
      expect(new Set(ofKind.map((route) => route.component)), kindOf(name)).toEqual(new Set([component]));
    }
  });

  it('gives each address, page key and section page to one kind, and leads each fixed address to a page of its kind', () => {
    for (const field of ['paths', 'sections'] as const) {
      const names = specs.flatMap(([, spec]) => Object.keys(spec[field] ?? {}));
      expect(
        names.filter((name, index) => names.indexOf(name) !== index),
        field,
      ).toEqual([]);
    }
    const keys = specs.flatMap(([, spec]) => [...(spec.pages ?? []), ...(spec.documents ?? [])]);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
    const paths = site.paths as unknown as Record<string, unknown>;
    for (const [kind, spec] of specs) {
      for (const name of Object.keys(spec.paths)) {
        const address = paths[name];
        expect(address, `site.paths.${name}`).toBeDefined();
        if (typeof address === 'string') expect(routes.find((route) => route.path === address)?.kind, `site.paths.${name}`).toBe(kind);
      }
    }
  });

  it('has a page of each kind in the size report, each under a name of its own', () => {
    const reported = routes.filter((route) => route.report !== undefined);
    for (const kind of PAGE_KIND_NAMES)
      expect(
        reported.some((route) => route.kind === kind),
        `${kind} in the size report`,
      ).toBe(true);
    const names = reported.map((route) => route.report);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  for (const folder of [path.join(ROOT, 'src', 'new-site', 'starter'), SITE_FIXTURE, path.join(FIXTURES, 'own-site'), path.join(FIXTURES, 'minimal')]) {
    it(`has the words of every page and section in ${path.relative(ROOT, folder)}`, async () => {
      const rows = parse(await readFile(path.join(folder, 'pages.csv'), 'utf8'), { columns: true }) as { page: string; section: string }[];
      const have = new Set(rows.map((row) => `${row.page}/${row.section}`));
      expect(CSV_PAGE_KEYS.filter((key) => !have.has(`${key}/`))).toEqual([]);
      expect(sectionEntries().flatMap(({ page, section }) => (have.has(`${page}/${section}`) ? [] : [`${page}/${section}`]))).toEqual([]);
      expect(DOCUMENT_PAGES.filter((key) => !existsSync(path.join(folder, 'pages', `${key}.md`)))).toEqual([]);
    });
  }
});
