import { checkSite, type CheckResult } from '../../src/build.ts';
import { SITE_FIXTURE } from '../helpers/fixture-site.ts';

let cached: Promise<CheckResult> | undefined;

/** The Site model of the test site the browser tests run against, so they compare pages with their source. */
export function builtSite(): Promise<CheckResult> {
  cached ??= checkSite({ contentDir: SITE_FIXTURE });
  return cached;
}
