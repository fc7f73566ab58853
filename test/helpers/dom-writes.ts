import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { ROOT } from './fixture-site.ts';

/**
 * One name browser code puts into the page: a class, an id, an attribute or an element. Written
 * with a part computed at run time (`toast--${type}`), only the known part is: the name starts
 * with it, ends with it, or has it inside.
 */
export interface DomWrite {
  readonly kind: 'class' | 'id' | 'attribute' | 'element';
  readonly name: string;
  readonly partial?: 'start' | 'end' | 'inside';
  /** `src/client/islands/site-header.ts:21`. */
  readonly at: string;
}

/** A write whose name this reader cannot tell (`setAttribute(name, value)`): a guard must account for each. */
export interface UnreadableWrite {
  readonly at: string;
  readonly code: string;
}

/** A module's imports: relative ones resolved to project files, packages by their specifier. */
export interface ModuleUse {
  readonly target: string;
  readonly package: boolean;
  /** import(): the module is fetched and run only when the code calls it. */
  readonly lazy: boolean;
}

export interface ModuleScan {
  readonly writes: readonly DomWrite[];
  readonly unreadable: readonly UnreadableWrite[];
  readonly imports: readonly ModuleUse[];
}

/** Properties that reflect an attribute: setting one writes the attribute (the HTML spec's IDL attributes). */
const REFLECTED: Readonly<Record<string, string>> = {
  hidden: 'hidden',
  open: 'open',
  type: 'type',
  disabled: 'disabled',
  href: 'href',
  src: 'src',
  alt: 'alt',
  title: 'title',
  rel: 'rel',
  target: 'target',
  loading: 'loading',
  name: 'name',
  placeholder: 'placeholder',
  rows: 'rows',
  min: 'min',
  max: 'max',
  step: 'step',
  htmlFor: 'for',
  inputMode: 'inputmode',
  autocomplete: 'autocomplete',
  referrerPolicy: 'referrerpolicy',
  allow: 'allow',
  width: 'width',
  height: 'height',
  noValidate: 'novalidate',
  tabIndex: 'tabindex',
  role: 'role',
};

const CLASS_LIST_METHODS = new Set(['add', 'remove', 'toggle', 'replace', 'contains']);
const ATTRIBUTE_METHODS = new Set(['setAttribute', 'toggleAttribute', 'removeAttribute']);

/** A piece of a string the code builds: its text, and whether computed text runs on from its start or its end. */
interface Piece {
  readonly text: string;
  readonly openStart: boolean;
  readonly openEnd: boolean;
}

const scans = new Map<string, ModuleScan>();
const sources = new Map<string, ts.SourceFile>();

function parse(file: string): ts.SourceFile {
  let source = sources.get(file);
  if (!source) {
    source = ts.createSourceFile(file, readFileSync(path.join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
    sources.set(file, source);
  }
  return source;
}

/**
 * The class, id, attribute and element names a module of browser code (a project-relative path)
 * writes into the page, read from its syntax: classList.add/remove/toggle/replace/contains,
 * className (assigned, or an options object's `className`), setAttribute/toggleAttribute/
 * removeAttribute, dataset properties set or deleted, reflected properties set (hidden, open,
 * type…), showModal() (the open attribute), createElement, and markup in string literals (tags,
 * their attributes, class and id values). A string is followed through `const` names of the module,
 * conditionals and template literals; a function that passes its parameters on to createElement
 * and className (an element helper, `el('li', 'line')`) is read at its calls.
 */
export function scanModule(file: string): ModuleScan {
  const known = scans.get(file);
  if (known) return known;
  const source = parse(file);
  const writes: DomWrite[] = [];
  const unreadable: UnreadableWrite[] = [];
  const imports: ModuleUse[] = [];
  const constants = constantsOf(source);
  const helpers = elementHelpersOf(source);
  const helperParameters = new Set([...helpers.values()].flatMap((helper) => [helper.tag, helper.className]));
  // An element helper may be another module's: `import { el } from './draw-enquiry-lines.ts'`.
  const imported = importedNamesOf(file, source);
  const helperCalled = (name: string) => {
    const from = imported.get(name);
    return helpers.get(name) ?? (from ? elementHelpersOf(parse(from.file)).get(from.name) : undefined);
  };

  const at = (node: ts.Node) => `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const piecesOf = (expression: ts.Expression): Piece[] | undefined => stringPieces(expression, constants);
  const add = (kind: DomWrite['kind'], expression: ts.Expression | undefined, node: ts.Node) => {
    if (!expression) return;
    const pieces = piecesOf(expression);
    if (!pieces) {
      // A helper's own parameter: its calls are read instead.
      if (!(ts.isIdentifier(expression) && helperParameters.has(expression.text))) unreadable.push({ at: at(node), code: node.getText(source) });
      return;
    }
    for (const word of wordsOf(pieces)) writes.push({ kind, ...word, at: at(node) });
  };
  const addName = (kind: DomWrite['kind'], name: string, node: ts.Node) => writes.push({ kind, name, at: at(node) });

  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) {
      const typeOnly = ts.isImportDeclaration(node) ? isTypeOnlyImport(node) : node.isTypeOnly;
      if (node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) && !typeOnly) imports.push(use(file, node.moduleSpecifier.text, false));
    } else if (ts.isCallExpression(node)) {
      readCall(node);
    } else if (ts.isBinaryExpression(node) && isAssignment(node.operatorToken.kind)) {
      readAssignment(node.left, node.right, node);
    } else if (ts.isDeleteExpression(node)) {
      const name = datasetName(node.expression);
      if (name) addName('attribute', name, node);
    } else if (ts.isPropertyAssignment(node) && propertyName(node.name) === 'className') {
      // An options object's className, which a package sets on the element it makes (Toastify).
      add('class', node.initializer, node);
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) {
      readMarkup(node);
    }
    ts.forEachChild(node, visit);
  };

  const readCall = (call: ts.CallExpression) => {
    const callee = call.expression;
    const [first, second] = call.arguments;
    if (callee.kind === ts.SyntaxKind.ImportKeyword) {
      if (first && ts.isStringLiteralLike(first)) imports.push(use(file, first.text, true));
      return;
    }
    if (ts.isIdentifier(callee)) {
      const helper = helperCalled(callee.text);
      if (helper) {
        add('element', call.arguments[helper.tagIndex], call);
        add('class', call.arguments[helper.classNameIndex], call);
      }
      return;
    }
    if (!ts.isPropertyAccessExpression(callee)) return;
    const method = callee.name.text;
    const owner = callee.expression;
    if (ts.isPropertyAccessExpression(owner) && owner.name.text === 'classList' && CLASS_LIST_METHODS.has(method)) {
      const classes = method === 'toggle' ? [first] : call.arguments;
      for (const argument of classes) add('class', argument, call);
    } else if (ATTRIBUTE_METHODS.has(method)) {
      add('attribute', first, call);
      const name =
        first &&
        piecesOf(first)
          ?.map((piece) => piece.text)
          .join('');
      if (method === 'setAttribute' && name === 'class') add('class', second, call);
      if (method === 'setAttribute' && name === 'id') add('id', second, call);
    } else if (method === 'createElement') {
      add('element', first, call);
    } else if (method === 'showModal') {
      addName('attribute', 'open', call);
    }
  };

  const readAssignment = (left: ts.Expression, right: ts.Expression, node: ts.Node) => {
    const dataset = datasetName(left);
    if (dataset) {
      addName('attribute', dataset, node);
      return;
    }
    if (!ts.isPropertyAccessExpression(left)) return;
    const property = left.name.text;
    if (property === 'className') add('class', right, node);
    else if (property === 'id') {
      addName('attribute', 'id', node);
      add('id', right, node);
    } else if (REFLECTED[property]) addName('attribute', REFLECTED[property], node);
  };

  /** Markup built in code: `<button class="list-button" data-list-action="save">`. */
  const readMarkup = (node: ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateExpression) => {
    const texts = ts.isTemplateExpression(node) ? [node.head.text, ...node.templateSpans.map((span) => span.literal.text)] : [node.text];
    for (const markup of texts) {
      for (const [, tag = '', attributes = ''] of markup.matchAll(/<([a-z][a-z0-9-]*)\b([^<>]*)/g)) {
        addName('element', tag, node);
        for (const [, name = '', quoted, bare] of attributes.matchAll(/([a-zA-Z_:][\w:.-]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
          const value = quoted ?? bare ?? '';
          if (name === 'class') for (const word of value.split(/\s+/).filter(Boolean)) addName('class', word, node);
          else if (name === 'id' && value) addName('id', value, node);
          if (name !== 'class') addName('attribute', name.toLowerCase(), node);
        }
      }
    }
  };

  visit(source);
  const scan = { writes, unreadable, imports };
  scans.set(file, scan);
  return scan;
}

function use(file: string, specifier: string, lazy: boolean): ModuleUse {
  return specifier.startsWith('.')
    ? { target: path.posix.join(path.posix.dirname(file), specifier), package: false, lazy }
    : { target: specifier, package: true, lazy };
}

/** `import type { A }` and `import { type A, type B }`: the compiled code keeps neither. */
function isTypeOnlyImport(node: ts.ImportDeclaration): boolean {
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return !clause.name && !!bindings && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((element) => element.isTypeOnly);
}

function isAssignment(kind: ts.SyntaxKind): boolean {
  return kind >= ts.SyntaxKind.FirstAssignment && kind <= ts.SyntaxKind.LastAssignment;
}

function propertyName(name: ts.PropertyName): string | undefined {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined;
}

function isNothing(expression: ts.Expression): boolean {
  return expression.kind === ts.SyntaxKind.UndefinedKeyword || (ts.isIdentifier(expression) && expression.text === 'undefined');
}

/** `element.dataset.revealState` is the attribute data-reveal-state (https://html.spec.whatwg.org/multipage/dom.html#dom-dataset). */
function datasetName(expression: ts.Expression): string | undefined {
  let property: string | undefined;
  let owner: ts.Expression | undefined;
  if (ts.isPropertyAccessExpression(expression)) {
    property = expression.name.text;
    owner = expression.expression;
  } else if (ts.isElementAccessExpression(expression) && ts.isStringLiteralLike(expression.argumentExpression)) {
    property = expression.argumentExpression.text;
    owner = expression.expression;
  }
  if (!property || !owner || !ts.isPropertyAccessExpression(owner) || owner.name.text !== 'dataset') return undefined;
  return `data-${property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

/** The names a module imports from modules of the project, with the file and the name each comes from. */
function importedNamesOf(file: string, source: ts.SourceFile): ReadonlyMap<string, { file: string; name: string }> {
  const names = new Map<string, { file: string; name: string }>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier) || !statement.moduleSpecifier.text.startsWith('.')) continue;
    const from = path.posix.join(path.posix.dirname(file), statement.moduleSpecifier.text);
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) names.set(element.name.text, { file: from, name: (element.propertyName ?? element.name).text });
  }
  return names;
}

/** The module's top-level and local `const NAME = <expression>` declarations. */
function constantsOf(source: ts.SourceFile): ReadonlyMap<string, ts.Expression> {
  const constants = new Map<string, ts.Expression>();
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclarationList(node) && node.flags & ts.NodeFlags.Const) {
      for (const declaration of node.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.initializer) constants.set(declaration.name.text, declaration.initializer);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return constants;
}

const helperCache = new WeakMap<ts.SourceFile, ReadonlyMap<string, ElementHelper>>();

interface ElementHelper {
  readonly tag: string;
  readonly tagIndex: number;
  readonly className: string;
  readonly classNameIndex: number;
}

/** Functions of the module that make an element from their parameters: createElement(tag) and className = className. */
function elementHelpersOf(source: ts.SourceFile): ReadonlyMap<string, ElementHelper> {
  const helpers = new Map<string, ElementHelper>();
  const known = helperCache.get(source);
  if (known) return known;
  helperCache.set(source, helpers);
  for (const statement of source.statements) {
    if (!ts.isFunctionDeclaration(statement) || !statement.name || !statement.body) continue;
    const parameters = statement.parameters.map((parameter) => (ts.isIdentifier(parameter.name) ? parameter.name.text : ''));
    let tag: string | undefined;
    let className: string | undefined;
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'createElement') {
        const [argument] = node.arguments;
        if (argument && ts.isIdentifier(argument) && parameters.includes(argument.text)) tag = argument.text;
      }
      if (ts.isBinaryExpression(node) && ts.isPropertyAccessExpression(node.left) && node.left.name.text === 'className' && ts.isIdentifier(node.right)) {
        if (parameters.includes(node.right.text)) className = node.right.text;
      }
      ts.forEachChild(node, visit);
    };
    visit(statement.body);
    if (tag && className) {
      helpers.set(statement.name.text, { tag, tagIndex: parameters.indexOf(tag), className, classNameIndex: parameters.indexOf(className) });
    }
  }
  return helpers;
}

/** The texts an expression can have, as far as the code shows them; undefined when it does not. */
function stringPieces(expression: ts.Expression, constants: ReadonlyMap<string, ts.Expression>, depth = 0): Piece[] | undefined {
  if (depth > 10) return undefined;
  const inner = (next: ts.Expression) => stringPieces(next, constants, depth + 1);
  if (ts.isStringLiteralLike(expression)) return [{ text: expression.text, openStart: false, openEnd: false }];
  // No class at all: `el('li', product ? undefined : 'is-unavailable')`.
  if (isNothing(expression) || expression.kind === ts.SyntaxKind.NullKeyword) return [];
  if (ts.isParenthesizedExpression(expression) || ts.isAsExpression(expression) || ts.isNonNullExpression(expression)) return inner(expression.expression);
  if (ts.isIdentifier(expression)) {
    const value = constants.get(expression.text);
    return value ? inner(value) : undefined;
  }
  if (ts.isConditionalExpression(expression)) {
    const branches = [inner(expression.whenTrue), inner(expression.whenFalse)];
    return branches.every(Boolean) ? branches.flatMap((branch) => branch ?? []) : undefined;
  }
  if (ts.isTemplateExpression(expression)) {
    // The literal parts are known; a computed part that joins them runs on from their edges.
    const pieces: Piece[] = [{ text: expression.head.text, openStart: false, openEnd: true }];
    expression.templateSpans.forEach((span, index) => {
      const last = index === expression.templateSpans.length - 1;
      for (const piece of inner(span.expression) ?? []) pieces.push({ ...piece, openStart: true, openEnd: true });
      pieces.push({ text: span.literal.text, openStart: true, openEnd: !last });
    });
    return pieces;
  }
  if (ts.isBinaryExpression(expression) && expression.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const parts = [inner(expression.left), inner(expression.right)];
    return parts.some(Boolean) ? parts.flatMap((part) => (part ?? []).map((piece) => ({ ...piece, openStart: true, openEnd: true }))) : undefined;
  }
  return undefined;
}

/** The words of the pieces; a word at an edge that computed text runs on from is partial. */
function wordsOf(pieces: readonly Piece[]): Omit<DomWrite, 'kind' | 'at'>[] {
  const words: Omit<DomWrite, 'kind' | 'at'>[] = [];
  for (const { text, openStart, openEnd } of pieces) {
    const parts = text.split(/\s+/);
    parts.forEach((word, index) => {
      if (!word) return;
      const runsBefore = openStart && index === 0;
      const runsAfter = openEnd && index === parts.length - 1;
      const partial = runsBefore && runsAfter ? 'inside' : runsBefore ? 'end' : runsAfter ? 'start' : undefined;
      words.push(partial ? { name: word, partial } : { name: word });
    });
  }
  return words;
}
