import path from 'node:path';
import { ROOT } from '../helpers/fixture-site.ts';

/**
 * Where the browser tests' site is built (global-setup.ts), from test/fixtures/site: never dist/,
 * which is the owner's site built from content/.
 */
export const TEST_DIST = path.join(ROOT, '.test-dist');
