import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Site } from '../content/site-model.ts';
import { policyForMeta, type PolicyOptions } from '../seo/security-policy.ts';

/**
 * The policy of the whole site, which _headers sends with every page. A page's meta tag carries the
 * same policy allowing its own head's CSS by hash (policyMetaOf); a browser enforces both, so a
 * page's head is allowed and no other inline style (seo/security-policy.ts says why the header
 * lists no hash).
 */
export function sitePolicy(site: Site): PolicyOptions {
  return policyAllowing(site, []);
}

function policyAllowing(site: Site, styleHashes: readonly string[]): PolicyOptions {
  return { newsletterAction: site.settings.newsletterAction, styleHashes };
}

/** The policy's <meta> element of the pages whose head CSS has `hash`. */
export function policyMetaOf(site: Site, hash: string): string {
  return renderToStaticMarkup(
    createElement('meta', {
      httpEquiv: 'Content-Security-Policy',
      content: policyForMeta(policyAllowing(site, [hash])),
    }),
  );
}
