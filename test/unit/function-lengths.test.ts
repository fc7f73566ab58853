import { describe, expect, it } from 'vitest';
import { findLongFunctions, longFunctionsIn } from '../../scripts/function-lengths.ts';
import { ROOT } from '../helpers/fixture-site.ts';

/** A body of `n` lines in all, counting the lines that open and close it. */
const body = (n: number) => Array.from({ length: n - 2 }, (_, i) => `  const v${i} = ${i};`).join('\n');

describe('longFunctionsIn', () => {
  it('finds a declaration past the limit, with its line and length, and passes one at the limit', () => {
    const text = `// a comment\nexport function long() {\n${body(6)}\n}\nfunction short() {\n${body(5)}\n}\n`;
    expect(longFunctionsIn('a.ts', text, 5)).toEqual([{ file: 'a.ts', line: 2, name: 'long', lines: 6 }]);
  });

  it('names arrows and function expressions by what holds them, and methods by their own name', () => {
    const text = [
      `const arrow = () => {\n${body(6)}\n};`,
      `const expression = function () {\n${body(6)}\n};`,
      `class Thing {\n  method() {\n${body(6)}\n  }\n  constructor() {\n${body(6)}\n  }\n}`,
      `const object = { property: () => {\n${body(6)}\n} };`,
    ].join('\n');
    expect(longFunctionsIn('a.ts', text, 5).map((found) => found.name)).toEqual(['arrow', 'expression', 'method', 'constructor', 'property']);
  });

  it('counts a React component in a .tsx file, and a function inside another on its own', () => {
    const text = `export function Card() {\n  const inner = () => {\n${body(6)}\n  };\n  return <div>{inner()}</div>;\n}\n`;
    expect(longFunctionsIn('Card.tsx', text, 5)).toEqual([
      { file: 'Card.tsx', line: 1, name: 'Card', lines: 9 },
      { file: 'Card.tsx', line: 2, name: 'inner', lines: 6 },
    ]);
  });

  it('names a callback by the call it is passed to', () => {
    const text = `items.forEach((item) => {\n${body(6)}\n});`;
    expect(longFunctionsIn('a.ts', text, 5)).toEqual([{ file: 'a.ts', line: 1, name: '(callback of items.forEach)', lines: 6 }]);
  });

  it('ignores signatures without a body', () => {
    expect(longFunctionsIn('a.ts', `interface A {\n  f(\n${body(6)}\n  ): void;\n}\ndeclare function g(): void;`, 3)).toEqual([]);
  });
});

describe('the engine', () => {
  it('has no function longer than the limit in src/ or templates/', async () => {
    expect((await findLongFunctions(ROOT)).map(({ file, line, name, lines }) => `${file}:${line} ${name} (${lines} lines)`)).toEqual([]);
  });
});
