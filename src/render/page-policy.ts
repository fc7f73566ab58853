import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PageStyles } from '../assets/styles/compose-page-styles.ts';
import type { Site } from '../content/site-model.ts';
import { policyForMeta, type PolicyOptions } from '../seo/security-policy.ts';

/**
 * The policy of the whole site, which _headers sends with every page: it allows every page's head
 * CSS. A page's meta tag carries the same policy with its own head's hash alone (policyMetaOf); a
 * browser enforces both, so a page's head is allowed and no other.
 */
export function sitePolicy(site: Site, styles: ReadonlyMap<string, Pick<PageStyles, 'hash'>>): PolicyOptions {
  return policyAllowing(site, [...new Set([...styles.values()].map((sheet) => sheet.hash))].sort());
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
