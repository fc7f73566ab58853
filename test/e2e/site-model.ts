import path from 'node:path';
import { checkSite, type CheckResult } from '../../src/build.ts';

let cached: Promise<CheckResult> | undefined;

/** The Site model of the content dist/ was built from, so tests compare pages with their source. */
export function builtSite(): Promise<CheckResult> {
  cached ??= checkSite({ contentDir: path.resolve(process.env.SITE_CONTENT ?? 'content') });
  return cached;
}
