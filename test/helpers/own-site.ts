import { copyFixture } from './fixture-site.ts';

/**
 * A private copy of test/fixtures/own-site: an owner's own site as it stands once it is ready to
 * publish (the minimal site with the business's own name, logo, contact details, rows and
 * pictures), so that `site check --built --strict`, and `site publish`, which runs it, pass.
 * Nothing in it is the sample's or the starter's.
 */
export function makeOwnSite(): Promise<string> {
  return copyFixture('own-site');
}
