import ts from 'typescript';

/** Where a test waits a fixed time, as `line: code`. */
export type Sleep = string;

/** Calls that only ever wait for time to pass: Playwright's sleep, and a helper named for what it does. */
const ALWAYS_A_SLEEP = new Set(['waitForTimeout', 'sleep']);
/** Node's timers as promises: awaiting one of them is a sleep, whatever it is renamed to. */
const PROMISE_TIMERS = new Set(['timers/promises', 'node:timers/promises']);

function calleeName(call: ts.CallExpression): string | undefined {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return undefined;
}

/**
 * A file that installs a controlled clock (vitest's fake timers, or Playwright's page.clock, which
 * openPage installs with `clock: true`) runs its timers on it: its setTimeout fires when the test
 * moves time on (vi.advanceTimersByTimeAsync, page.clock.runFor), not after a wait.
 */
function controlsTheClock(file: ts.SourceFile): boolean {
  let found = false;
  const visit = (node: ts.Node): void => {
    if (found) return;
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = calleeName(node);
      if (name === 'useFakeTimers') found = true;
      if (name === 'install' && ts.isPropertyAccessExpression(callee) && /\bclock$/.test(callee.expression.getText(file))) found = true;
    }
    if (ts.isPropertyAssignment(node) && node.name.getText(file) === 'clock' && node.initializer.kind === ts.SyntaxKind.TrueKeyword) found = true;
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/**
 * The fixed-time waits in a test file's source: waitForTimeout and sleep calls, imports of Node's
 * promise timers, scheduler.wait, and setTimeout in a file that does not control the clock (a
 * `new Promise((resolve) => setTimeout(resolve, 700))` in the test or in code it runs in the page).
 * Read by TypeScript's parser, so a word in a comment or a string is not a call.
 */
export function findSleeps(source: string, fileName = 'test.ts'): Sleep[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const timersRunOnAClock = controlsTheClock(file);
  const sleeps: Sleep[] = [];
  const report = (node: ts.Node) => {
    const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
    sleeps.push(`${line}: ${node.getText(file).split('\n')[0]}`);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && PROMISE_TIMERS.has(node.moduleSpecifier.text)) report(node);
    if (ts.isCallExpression(node)) {
      const name = calleeName(node);
      const callee = node.expression;
      if (name && ALWAYS_A_SLEEP.has(name)) report(node);
      else if (name === 'wait' && ts.isPropertyAccessExpression(callee) && callee.expression.getText(file) === 'scheduler') report(node);
      else if (name === 'setTimeout' && !timersRunOnAClock) report(node);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return sleeps;
}
