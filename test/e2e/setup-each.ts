import { afterEach, beforeEach } from 'vitest';
import { closeTestContexts, startTestContexts, takeProblems } from './browser.ts';

beforeEach(startTestContexts);

// A test fails when any page it opened logged a script error, a console error or a
// Content-Security-Policy violation, even if the test did not look for one. Then the pages it left
// open are closed, so they do not run on beside the next test.
afterEach(async () => {
  const problems = takeProblems();
  await closeTestContexts();
  if (problems.length > 0) throw new Error(`The browser reported ${problems.length} problem(s):\n${problems.join('\n')}`);
});
