import { afterEach } from 'vitest';
import { takeProblems } from './browser.ts';

// A test fails when any page it opened logged a script error, a console error or a
// Content-Security-Policy violation, even if the test did not look for one.
afterEach(() => {
  const problems = takeProblems();
  if (problems.length > 0) throw new Error(`The browser reported ${problems.length} problem(s):\n${problems.join('\n')}`);
});
