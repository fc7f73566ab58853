import { describe, expect, it } from 'vitest';
import { addressWarnings, type BuiltAddress } from '../../src/report/address-warnings.ts';

const fromSettings = (baseUrl: string, basePath = '/'): BuiltAddress => ({ baseUrl, basePath, source: { settingsFile: 'content/site.json' } });
const fromCommandLine = (baseUrl: string): BuiltAddress => ({ baseUrl, basePath: '/', source: 'command line' });

describe('warnings about the address a site was built for', () => {
  it('a made-up address given with --base-url warns only in CI; one in site.json is named by the sample check instead', () => {
    const given = fromCommandLine('https://www.acme-kits.example');
    expect(addressWarnings(given, {})).toEqual([]);
    expect(addressWarnings(given, { CI: 'false' })).toEqual([]);
    expect(addressWarnings(given, { CI: '0' })).toEqual([]);
    for (const ci of ['true', '1', 'TRUE']) {
      const [warning, ...rest] = addressWarnings(given, { CI: ci });
      expect(rest).toEqual([]);
      expect(warning).toMatch(
        /^Warning: this site is being published with the address given with --base-url still https:\/\/www\.acme-kits\.example, a made-up address: give --base-url the address/,
      );
    }
    for (const madeUp of ['https://acme-kits.example', 'https://shop.test/', 'http://localhost:8080'])
      expect(addressWarnings(fromCommandLine(madeUp), { CI: 'true' }), madeUp).toHaveLength(1);
    for (const real of ['https://www.sialkot-kits.com', 'https://example.com', 'https://kits.example.org'])
      expect(addressWarnings(fromCommandLine(real), { CI: 'true' }), real).toEqual([]);
    // site.json's own: content/find-sample-identity.ts names it, once (sample-identity.test.ts).
    expect(addressWarnings(fromSettings('https://www.threadandtailor.example'), { CI: 'true' })).toEqual([]);
  });

  it('names the host and its address form on Netlify and Cloudflare Pages', () => {
    const [netlify] = addressWarnings(fromCommandLine('https://www.threadandtailor.example'), { CI: 'true', NETLIFY: 'true' });
    expect(netlify).toContain('(https://NAME.netlify.app/ on Netlify, or your own domain)');
    const [cloudflare] = addressWarnings(fromCommandLine('https://www.threadandtailor.example'), { CI: 'true', CF_PAGES: '1' });
    expect(cloudflare).toContain('(https://NAME.pages.dev/ on Cloudflare Pages, or your own domain)');
  });

  it('an address with a path on a host that serves the root warns, wherever the build runs there', () => {
    const subPath = fromSettings('https://owner.github.io/shop-site', '/shop-site/');
    expect(addressWarnings(subPath, { CI: 'true' })).toEqual([]);
    const [warning, ...rest] = addressWarnings(subPath, { NETLIFY: 'true' });
    expect(rest).toEqual([]);
    expect(warning).toBe(
      'Warning: Netlify serves the site at the root of its address, but baseUrl in content/site.json has the path /shop-site/: every page would ask for its styles and scripts under /shop-site/, which Netlify does not serve; set baseUrl in content/site.json to the address without a path, like https://NAME.netlify.app/ or your own domain.',
    );
    expect(addressWarnings(subPath, { CF_PAGES: '1' })[0]).toMatch(/^Warning: Cloudflare Pages serves the site at the root/);
    expect(addressWarnings(fromSettings('https://kits.netlify.app'), { CI: 'true', NETLIFY: 'true' })).toEqual([]);
  });

  it('an address given on the command line is named as such', () => {
    const [warning] = addressWarnings({ baseUrl: 'https://shop.example', basePath: '/', source: 'command line' }, { CI: 'true' });
    expect(warning).toMatch(
      /with the address given with --base-url still https:\/\/shop\.example, a made-up address: give --base-url the address the site is published at/,
    );
  });
});
