import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/fixture-site.ts';
import { importCycles } from '../helpers/import-cycles.ts';
import { importsOf, modulesUnder, packagesOf, type ModuleImport } from '../helpers/module-imports.ts';

/**
 * The engine's layers run one way: the route table imports the pages, the renderer imports the
 * layouts, and the templates import only what sits beneath both, the page API (src/page-api/)
 * among it. An import the other way ties the folders into one knot, where any change can reach
 * any other file (issue 25).
 */
const RENDERER_OR_ROUTES = /^src\/(render|routes)\//;

const describeImport = ({ from, to, typeOnly }: ModuleImport) => `${from} imports ${typeOnly ? 'types of ' : ''}${to}`;

describe('the layers', () => {
  it('templates import no module of the renderer or the route table, types included', () => {
    const imports = modulesUnder('templates').flatMap(importsOf);
    // The scan sees the templates' imports: every page reads the page it renders.
    expect(imports.filter((entry) => entry.to === 'src/page-api/page-context.ts').length).toBeGreaterThan(30);
    expect(imports.filter((entry) => RENDERER_OR_ROUTES.test(entry.to)).map(describeImport)).toEqual([]);
  });

  it('the page API imports neither the renderer, the route table nor the templates, which import it', () => {
    const imports = modulesUnder('src/page-api').flatMap(importsOf);
    expect(imports.filter((entry) => RENDERER_OR_ROUTES.test(entry.to) || entry.to.startsWith('templates/')).map(describeImport)).toEqual([]);
  });

  it('the code the templates run never reaches the renderer or the route table, however many imports away', () => {
    const reached = codeTemplatesRun();
    expect([...reached.keys()].filter((file) => RENDERER_OR_ROUTES.test(file)).map((file) => chainTo(reached, file))).toEqual([]);
  });

  it('templates import of src/ only the page API and shared code, types included', () => {
    const imports = modulesUnder('templates')
      .flatMap(importsOf)
      .filter((entry) => entry.to.startsWith('src/'));
    // The scan sees both kinds: every page reads its page, and many a link builder of src/shared/.
    expect(imports.filter((entry) => entry.to.startsWith('src/shared/')).length).toBeGreaterThan(10);
    expect(imports.filter((entry) => !/^src\/(page-api|shared)\//.test(entry.to)).map(describeImport)).toEqual([]);
  });

  it('the code the templates run reads and writes no file, and renders no markup of its own', () => {
    // A template that could write files or render markup itself would do the build's work out of
    // its sight: ProductCard once kept its own cache of rendered cards (issue 38). The renderer
    // renders (FragmentMemo), the stages read and write.
    const reached = codeTemplatesRun();
    const FORBIDDEN = /^(node:)?fs(\/promises)?$|^react-dom\/server$/;
    const uses = [...reached.keys()].flatMap((file) =>
      packagesOf(file)
        .filter((entry) => !entry.typeOnly && FORBIDDEN.test(entry.to))
        .map((entry) => `${chainTo(reached, file)} imports ${entry.to}`),
    );
    // The scan sees the templates' packages: every component imports React.
    expect(
      modulesUnder('templates')
        .flatMap(packagesOf)
        .some((entry) => entry.to === 'react'),
    ).toBe(true);
    expect(uses).toEqual([]);
  });

  it('only the route table knows the pages, and only it and the renderer import templates/', () => {
    const imports = modulesUnder('src')
      .flatMap(importsOf)
      .filter((entry) => entry.to.startsWith('templates/'));
    // The scan sees the engine's imports of templates: the route table imports every page.
    expect(imports.filter((entry) => entry.from === 'src/routes/route-table.ts' && entry.to.startsWith('templates/pages/')).length).toBeGreaterThan(10);
    expect(imports.filter((entry) => entry.to.startsWith('templates/pages/') && !entry.from.startsWith('src/routes/')).map(describeImport)).toEqual([]);
    expect(imports.filter((entry) => !RENDERER_OR_ROUTES.test(entry.from)).map(describeImport)).toEqual([]);
  });

  it('src/shared/ imports nothing of src/content/, types included', () => {
    // Shared code runs in the browser too (src/client/ imports it): it takes the words and records
    // it needs as plain data, and the engine reads them from the content (issue 38).
    const imports = modulesUnder('src/shared').flatMap(importsOf);
    expect(imports.length).toBeGreaterThan(0);
    expect(imports.filter((entry) => entry.to.startsWith('src/content/')).map(describeImport)).toEqual([]);
  });

  it('the build state names no stage: it keeps their records as they are, and the site’s build names them', () => {
    // build-state.ts took ListingFile from listing-data.ts and RouteDependencies from the renderer
    // (issue 38): a change to either stage's records changed the cache's code.
    const modules = ['build-state.ts', 'compact-records.ts', 'route-record.ts', 'output-entry.ts', 'build-memo.ts', 'digest.ts'];
    const imports = modules.flatMap((name) => importsOf(`src/incremental/${name}`));
    expect(imports.some((entry) => entry.to === 'src/incremental/compact-records.ts')).toBe(true);
    expect(imports.filter((entry) => !/^src\/(incremental|shared)\//.test(entry.to)).map(describeImport)).toEqual([]);
  });

  it('no module of src/ or templates/ imports itself, however many imports away, types included', () => {
    // A cycle makes its modules one knot: none can be read, tested or moved without the others
    // (build-cache -> build-state -> listing-data -> build-cache, issue 38). Type-only imports count,
    // since they tie the files together for a reader as much as for the compiler.
    expect(importCycles([...modulesUnder('src'), ...modulesUnder('templates')]).map((cycle) => cycle.join(' -> '))).toEqual([]);
  });

  it('the cycle finder finds a cycle through type-only imports, and only cycles', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c', 'd']],
      ['c', ['a']],
      ['d', []],
      ['e', ['e']],
    ]);
    expect(importCycles([...graph.keys()], (file) => graph.get(file) ?? [])).toEqual([
      ['a', 'b', 'c', 'a'],
      ['e', 'e'],
    ]);
  });
});

/**
 * Every module whose code runs when the templates run, with the module that imports it first
 * (null for the templates themselves). Type-only imports are erased when compiled: no code of
 * theirs runs.
 */
function codeTemplatesRun(): Map<string, string | null> {
  const reachedFrom = new Map<string, string | null>(modulesUnder('templates').map((file) => [file, null]));
  const queue = [...reachedFrom.keys()];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const { to, typeOnly } of importsOf(file)) {
      if (typeOnly || !/\.tsx?$/.test(to) || reachedFrom.has(to)) continue;
      expect(existsSync(path.join(ROOT, to)), `${file} imports ${to}, which does not exist`).toBe(true);
      reachedFrom.set(to, file);
      queue.push(to);
    }
  }
  return reachedFrom;
}

/** How a template reaches a module: `templates/x.tsx -> src/y.ts -> src/z.ts`. */
function chainTo(reached: ReadonlyMap<string, string | null>, file: string): string {
  const from = reached.get(file);
  return from ? `${chainTo(reached, from)} -> ${file}` : file;
}
