import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/fixture-site.ts';

// scripts/art once had a third of its names one letter long (issue 38); these hold it to the house rules.
const ART = join(ROOT, 'scripts', 'art');
const files = readdirSync(ART, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'));
/** Coordinates and a loop index read better short. */
const SHORT_NAMES_ALLOWED = new Set(['x', 'y', 'i']);

function visit(node: ts.Node, each: (node: ts.Node) => void): void {
  each(node);
  ts.forEachChild(node, (child) => visit(child, each));
}

function offences(file: string): string[] {
  const text = readFileSync(join(ART, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const lineOf = (position: number): number => source.getLineAndCharacterOfPosition(position).line + 1;
  const found: string[] = [];
  if (lineOf(text.length) > 300) found.push(`${file}: ${lineOf(text.length)} lines`);
  visit(source, (node) => {
    const named = ts.isVariableDeclaration(node) || ts.isParameter(node) || ts.isFunctionDeclaration(node) || ts.isBindingElement(node);
    if (named && node.name && ts.isIdentifier(node.name) && node.name.text.length === 1 && !SHORT_NAMES_ALLOWED.has(node.name.text)) {
      found.push(`${file}:${lineOf(node.getStart())}: one-letter name ${node.name.text}`);
    }
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const lines = lineOf(node.getEnd()) - lineOf(node.getStart()) + 1;
      if (lines > 80) found.push(`${file}:${lineOf(node.getStart())}: a function of ${lines} lines`);
    }
  });
  return found;
}

describe('scripts/art', () => {
  it('keeps files under 300 lines, functions under 80, and no one-letter names but x, y and i', () => {
    expect(files.length).toBeGreaterThan(10);
    expect(files.flatMap(offences)).toEqual([]);
  });
});
