import { describe, expect, it } from 'vitest';
import { reuseRoutes } from '../../src/build/reuse-routes.ts';
import { BuildMemo } from '../../src/incremental/build-memo.ts';
import { rememberDigest, rememberedDigest } from '../../src/incremental/digest.ts';
import type { Route } from '../../src/routes/route.ts';

const Page = () => null;
const OtherPage = () => null;

/** A record as the Site model hands it over: frozen, with its row's fingerprint. */
function record(name: string): object {
  const value = Object.freeze({ name });
  rememberDigest(value, `r${name}`);
  return value;
}

function route(props: object, component: Route['component'] = Page): Route {
  return { path: '/p/', file: 'p/index.html', component, kind: 'product-page', props, meta: { title: 'P', description: 'D' } } as Route;
}

describe('the routes a build reuses (reuse-routes.ts)', () => {
  it('gives back the last route, frozen, when its page, props and meta are the same values', () => {
    const last = new BuildMemo<string, Route>();
    const product = record('a');
    const [first] = reuseRoutes([route({ product, related: [record('b')], listing: { title: 'All', href: '/all/' } })], last);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first!.props)).toBe(true);
    const related = (first!.props as { related: readonly object[] }).related;
    // Made afresh by the next route table: new arrays and objects, the same records and words.
    const [again] = reuseRoutes([route({ product, related: [...related], listing: { title: 'All', href: '/all/' } })], last);
    expect(again).toBe(first);
  });

  it('makes a new route when a record, a word or the page changed, and remembers it', () => {
    const last = new BuildMemo<string, Route>();
    const product = record('a');
    const [first] = reuseRoutes([route({ product, listing: { title: 'All' } })], last);
    const [otherRecord] = reuseRoutes([route({ product: record('a'), listing: { title: 'All' } })], last);
    expect(otherRecord).not.toBe(first);
    expect(last.get('/p/')).toBe(otherRecord);
    const [otherWord] = reuseRoutes([route({ product: (otherRecord!.props as { product: object }).product, listing: { title: 'Every' } })], last);
    expect(otherWord).not.toBe(otherRecord);
    const [otherPage] = reuseRoutes([route(otherWord!.props, OtherPage)], last);
    expect(otherPage).not.toBe(otherWord);
  });

  it('gives props made of fingerprinted records a fingerprint made of theirs, so they are not walked again', () => {
    const last = new BuildMemo<string, Route>();
    const [made] = reuseRoutes([route({ product: record('a'), related: [record('b')], listing: { title: 'All' } })], last);
    const [other] = reuseRoutes([{ ...route({ product: record('a'), related: [record('c')], listing: { title: 'All' } }), path: '/q/' }], last);
    expect(rememberedDigest(made!.props)).toBeDefined();
    expect(rememberedDigest(other!.props)).not.toBe(rememberedDigest(made!.props));
  });

  it('leaves a route whose props hold something that can change as it is: not frozen, no fingerprint of its own', () => {
    const last = new BuildMemo<string, Route>();
    const props = { product: record('a'), open: { count: { deep: [1] } } };
    const [made] = reuseRoutes([route(props)], last);
    expect(Object.isFrozen(made)).toBe(false);
    expect(Object.isFrozen(props)).toBe(false);
    expect(rememberedDigest(made!.props)).toBeUndefined();
  });
});
