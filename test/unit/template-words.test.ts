import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/fixture-site.ts';

/**
 * Every word a visitor or a screen reader gets is the owner's, from labels.csv or the content; a
 * template that writes English of its own cannot be translated or reworded by the owner (issue 38
 * review). This reads each template with the TypeScript compiler and lists the words it finds in
 * JSX text and in the string values of the attributes that are read out or shown.
 */
const WORDED_ATTRIBUTES = new Set(['aria-label', 'aria-roledescription', 'label', 'title', 'placeholder', 'alt']);

/**
 * A value is words if it holds a letter of any script; one with none ("·", "×", "/") says nothing
 * in a language, so the owner has nothing to change in it. The one value with letters let through
 * is a web address's bare start, "https://" (the comment form's website example): it is the
 * protocol's fixed syntax, the same in every language, which no owner could word otherwise.
 */
const HAS_LETTER = /\p{L}/u;
const ADDRESS_START = /^https?:\/\/$/;

const isWords = (value: string) => HAS_LETTER.test(value) && !ADDRESS_START.test(value.trim());

/**
 * The fixed parts of a template string with values in it (`Portrait of ${name}`) are words when
 * they hold a word beside a space or a sentence's punctuation; a class name, an id or a key built
 * from parts (`slider--${size}`, `filter-${name}`) joins its letters with hyphens, a file name
 * (`${folder}pagefind.js`) with a dot, a className's string is class names (`icon ${extra}`), and a
 * web or phone address (`https://…?v=${id}`, `tel:+${phone}`) is not the owner's to word.
 */
const SENTENCE_PART = /\p{L}{2,}([\s:,!?]|\.(\s|$))|\s\p{L}{2,}/u;
const isSentencePart = (value: string) => SENTENCE_PART.test(value) && !/^(https?:\/\/|tel:)/.test(value);

type Finding = { file: string; line: number; words: string };

function templateFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return templateFiles(full);
    return entry.name.endsWith('.tsx') ? [full] : [];
  });
}

function attributeWords(node: ts.JsxAttribute): string | undefined {
  const name = node.name.getText();
  if (!WORDED_ATTRIBUTES.has(name) || node.initializer === undefined) return undefined;
  const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
  if (value === undefined) return undefined;
  if (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) return isWords(value.text) ? value.text : undefined;
  return undefined;
}

function wordsIn(file: string, text = readFileSync(file, 'utf8')): Finding[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const findings: Finding[] = [];
  const record = (node: ts.Node, words: string) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    findings.push({ file: path.relative(ROOT, file), line, words: words.trim() });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && HAS_LETTER.test(node.text)) record(node, node.text);
    // A className's template string is class names (`icon ${className}`), not words.
    let attribute: ts.Node | undefined = node.parent;
    while (attribute && !ts.isJsxAttribute(attribute) && !ts.isJsxElement(attribute) && !ts.isSourceFile(attribute)) attribute = attribute.parent;
    const inClassName = attribute !== undefined && ts.isJsxAttribute(attribute) && attribute.name.getText() === 'className';
    if (ts.isTemplateExpression(node) && !inClassName) {
      const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
      if (parts.some(isSentencePart)) record(node, node.getText(source));
    }
    if (ts.isJsxAttribute(node)) {
      const words = attributeWords(node);
      if (words !== undefined) record(node, `${node.name.getText()}="${words}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return findings;
}

describe('the words in the templates', () => {
  it('are none of their own: JSX text and read-out attributes take the owner’s words', () => {
    const files = templateFiles(path.join(ROOT, 'templates'));
    // The scan sees the templates: there are dozens of them.
    expect(files.length).toBeGreaterThan(40);
    const found = files.flatMap((file) => wordsIn(file)).map(({ file, line, words }) => `${file}:${line} ${words}`);
    expect(found).toEqual([]);
  });

  it('notices words where they hide', () => {
    const sample = [
      'export const Sample = ({ words }: { words: string }) => (',
      '  <div aria-label={words} title="·" placeholder={`https://`} alt="http://x">',
      '    {words} / {"›"}',
      '    <a aria-labelledby="heading">',
      '      Read More',
      '    </a>',
      '    <nav aria-label="Highlights" />',
      '    <button title={`Close`} />',
      '    <img alt={"A pair of shears"} />',
      '    <img className={`card--${words}`} alt={`Portrait of ${words}`} />',
      '  </div>',
      ');',
    ].join('\n');
    expect(wordsIn(path.join(ROOT, 'templates/Sample.tsx'), sample).map(({ line, words }) => `${line} ${words}`)).toEqual([
      '2 alt="http://x"',
      '5 Read More',
      '7 aria-label="Highlights"',
      '8 title="Close"',
      '9 alt="A pair of shears"',
      '10 `Portrait of ${words}`',
    ]);
  });
});
