import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { ROOT } from './fixture-site.ts';

/** One import of a module of the project, relative to the project's root. */
export interface ModuleImport {
  /** The importing file: `templates/components/Icon.tsx`. */
  readonly from: string;
  /** The file it names: `src/page-api/page-context.ts`. */
  readonly to: string;
  /** `import type` / `export type`: erased when compiled, so no code of `to` runs. */
  readonly typeOnly: boolean;
}

/** The TypeScript modules under a folder of the project (`templates`, `src/assets`), relative to the root. */
export function modulesUnder(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => path.posix.join(folder, file.split(path.sep).join('/')));
}

/** One import of a package (`react-dom/server`, `node:fs`) by a module of the project. */
export interface PackageImport {
  readonly from: string;
  readonly to: string;
  readonly typeOnly: boolean;
}

// Parsing is the slow part, and several checks read the same modules.
const parsed = new Map<string, { readonly modules: ModuleImport[]; readonly packages: PackageImport[] }>();

/**
 * Every module of the project one module imports: import and export declarations, type-only or
 * not, and import() calls. Read by TypeScript's parser, not a pattern, so an import split over
 * lines or a word "from" in a comment cannot hide or fake one. Packages are left out (packagesOf).
 */
export function importsOf(file: string): ModuleImport[] {
  return parse(file).modules;
}

/** Every package one module imports, read as importsOf reads the modules (`node:fs`, `react-dom/server`). */
export function packagesOf(file: string): PackageImport[] {
  return parse(file).packages;
}

function parse(file: string): { readonly modules: ModuleImport[]; readonly packages: PackageImport[] } {
  const known = parsed.get(file);
  if (known) return known;
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, readFileSync(path.join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, false, kind);
  const found = { modules: [] as ModuleImport[], packages: [] as PackageImport[] };
  const add = (specifier: ts.Expression | undefined, typeOnly: boolean) => {
    if (!specifier || !ts.isStringLiteralLike(specifier)) return;
    if (specifier.text.startsWith('.')) found.modules.push({ from: file, to: path.posix.join(path.posix.dirname(file), specifier.text), typeOnly });
    else found.packages.push({ from: file, to: specifier.text, typeOnly });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) add(node.moduleSpecifier, node.importClause?.isTypeOnly ?? false);
    else if (ts.isExportDeclaration(node)) add(node.moduleSpecifier, node.isTypeOnly);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) add(node.arguments[0], false);
    ts.forEachChild(node, visit);
  };
  visit(source);
  parsed.set(file, found);
  return found;
}
