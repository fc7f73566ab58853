import { MADE_UP_HOST } from '../content/known-examples.ts';
/**
 * Warnings about the address a site was built for, printed by `site build` after its summary.
 *
 * Netlify and Cloudflare Pages run a plain `npm run build`, so the canonical links, the sitemap, the
 * feed and the link previews carry `baseUrl` from site.json as it is. Two mistakes pass every check
 * and only show once the site is live:
 * - the address given with --base-url is a made-up one (.example, a name reserved so that it can
 *   never be anyone's site, RFC 2606); worth a word only when publishing, which a CI environment
 *   (the `CI` variable every such host sets) stands for. A made-up baseUrl in site.json is one of
 *   the things still the sample's (content/find-sample-identity.ts), which say so themselves;
 * - the address has a path (copied from the GitHub Pages example) on a host that serves the site at
 *   the root of its address: every page then asks for its styles and scripts under that path, which
 *   the host does not serve, and the site shows unstyled.
 */

export interface BuiltAddress {
  /** The address the pages were built for. */
  readonly baseUrl: string;
  /** The base path every link carries ("/" or "/shop-site/"). */
  readonly basePath: string;
  /** Where the address came from, as the owner would change it: "content/site.json" or "--base-url". */
  readonly source: { readonly settingsFile: string } | 'command line';
}

/** The hosts that serve a site at the root of its address, by the variable each sets in its builds. */
const ROOT_HOSTS: readonly { readonly name: string; readonly detect: (env: NodeJS.ProcessEnv) => boolean; readonly address: string }[] = [
  { name: 'Netlify', detect: (env) => env.NETLIFY === 'true', address: 'https://NAME.netlify.app/' },
  { name: 'Cloudflare Pages', detect: (env) => env.CF_PAGES === '1', address: 'https://NAME.pages.dev/' },
];

/** "CI=true", "CI=1": set; unset, empty, "false" or "0": not a CI build. */
export function isCi(env: NodeJS.ProcessEnv): boolean {
  const value = (env.CI ?? '').trim().toLowerCase();
  return value !== '' && value !== 'false' && value !== '0';
}

export function addressWarnings(built: BuiltAddress, env: NodeJS.ProcessEnv): string[] {
  const where = built.source === 'command line' ? 'the address given with --base-url' : `baseUrl in ${built.source.settingsFile}`;
  const setIt = built.source === 'command line' ? 'give --base-url the address' : `set baseUrl in ${built.source.settingsFile} to the address`;
  const host = ROOT_HOSTS.find((candidate) => candidate.detect(env));
  const warnings: string[] = [];

  if (built.source === 'command line' && isCi(env) && MADE_UP_HOST.test(new URL(built.baseUrl).hostname)) {
    const example = host ? `(${host.address} on ${host.name}, or your own domain)` : '(https://www.your-domain.com/, or the address your host gives the site)';
    warnings.push(
      `Warning: this site is being published with ${where} still ${built.baseUrl}, a made-up address: ${setIt} the site is published at ${example}, or its canonical links, sitemap, feed and link previews point nowhere.`,
    );
  }
  if (host && built.basePath !== '/') {
    warnings.push(
      `Warning: ${host.name} serves the site at the root of its address, but ${where} has the path ${built.basePath}: every page would ask for its styles and scripts under ${built.basePath}, which ${host.name} does not serve; ${setIt} without a path, like ${host.address} or your own domain.`,
    );
  }
  return warnings;
}
