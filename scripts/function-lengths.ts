// Lists every function in src/ and templates/ longer than MAX_FUNCTION_LINES, one line each
// (file:line name (N lines)), and exits 1 if there is one. `npm run lint` runs it, so `npm test` does.
// A function is whatever a reader must hold at once: declarations, arrows, methods, function
// expressions, accessors and constructors; a React component is a function like any other.
import { readFileSync } from 'node:fs';
import { glob } from 'glob';
import ts from 'typescript';

/** "About 80 lines" (issue 38): past this a reader no longer holds a function at once. */
export const MAX_FUNCTION_LINES = 80;

export interface LongFunction {
  file: string;
  line: number;
  name: string;
  lines: number;
}

/** The functions in one file's source text longer than `max` lines, in source order. */
export function longFunctionsIn(file: string, text: string, max = MAX_FUNCTION_LINES): LongFunction[] {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found: LongFunction[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = end - start + 1;
      if (lines > max) found.push({ file, line: start + 1, name: nameOf(node), lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The name a reader would search for: the function's own, or that of what holds it. */
function nameOf(node: ts.SignatureDeclaration): string {
  if (node.name && !ts.isComputedPropertyName(node.name)) return node.name.getText();
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  const holder = node.parent;
  if ((ts.isVariableDeclaration(holder) || ts.isPropertyAssignment(holder) || ts.isPropertyDeclaration(holder)) && ts.isIdentifier(holder.name)) {
    return holder.name.text;
  }
  if (ts.isCallExpression(holder)) return `(callback of ${holder.expression.getText().slice(0, 40)})`;
  if (ts.isExportAssignment(holder)) return 'default';
  return '(anonymous)';
}

/** Every function past the limit in src/ and templates/. */
export async function findLongFunctions(root = '.'): Promise<LongFunction[]> {
  const files = await glob(['src/**/*.{ts,tsx}', 'templates/**/*.{ts,tsx}'], { cwd: root, ignore: ['**/*.d.ts', 'src/new-site/starter/**'], posix: true });
  return files.sort().flatMap((file) => longFunctionsIn(file, readFileSync(`${root}/${file}`, 'utf8')));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = await findLongFunctions();
  for (const { file, line, name, lines } of found) console.log(`${file}:${line} ${name} (${lines} lines)`);
  if (found.length > 0) {
    console.error(`${found.length} function(s) longer than ${MAX_FUNCTION_LINES} lines: split each into named parts.`);
    process.exit(1);
  }
}
