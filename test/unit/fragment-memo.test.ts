import { createElement } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { type PageContextValue, usePage } from '../../src/page-api/page-context.ts';
import { createFragmentMemo } from '../../src/render/fragment-memo.ts';
import type { IslandName } from '../../src/shared/island-names.ts';

/** A page's context with what the memo reads of it: its address and its island collector. */
function page(path: string): PageContextValue {
  return { path, islands: new Set<IslandName>() } as unknown as PageContextValue;
}

let renders = 0;

/** Markup that reads its page, uses an island and carries a picture's preload hint; `renders` counts its renders. */
function Card({ word }: { word: string }) {
  const current = usePage();
  current.islands.add('list-buttons' as IslandName);
  renders += 1;
  return createElement('p', null, createElement('img', { src: '/a.jpg', alt: '', loading: 'eager', fetchPriority: 'high' }), `${word} on ${current.path}`);
}

beforeEach(() => {
  renders = 0;
});

describe('markup the renderer makes once for many pages (fragment-memo.ts)', () => {
  it('renders once for the same owner, key and inputs, in the first page’s context, without React’s leading hints', () => {
    const memo = createFragmentMemo();
    const owner = {};
    const first = memo.markup(page('/a/'), owner, 'card', ['x'], () => createElement(Card, { word: 'x' }));
    const again = memo.markup(page('/b/'), owner, 'card', ['x'], () => createElement(Card, { word: 'x' }));
    expect(renders).toBe(1);
    expect(again).toBe(first);
    expect(first).toMatch(/^<p><img/);
    expect(first).toContain('x on /a/');
  });

  it('renders again when an input is not the same, and apart for another key or owner', () => {
    const memo = createFragmentMemo();
    const owner = {};
    memo.markup(page('/a/'), owner, 'card', ['x'], () => createElement(Card, { word: 'x' }));
    expect(memo.markup(page('/a/'), owner, 'card', ['y'], () => createElement(Card, { word: 'y' }))).toContain('y on');
    memo.markup(page('/a/'), owner, 'other', ['y'], () => createElement(Card, { word: 'y' }));
    memo.markup(page('/a/'), {}, 'card', ['y'], () => createElement(Card, { word: 'y' }));
    expect(renders).toBe(4);
  });

  it('records the islands of the markup on every page that shows it, reused or not', () => {
    const memo = createFragmentMemo();
    const owner = {};
    const [a, b] = [page('/a/'), page('/b/')];
    memo.markup(a, owner, 'card', [], () => createElement(Card, { word: 'x' }));
    memo.markup(b, owner, 'card', [], () => createElement(Card, { word: 'x' }));
    expect([...a.islands]).toEqual(['list-buttons']);
    expect([...b.islands]).toEqual(['list-buttons']);
  });
});
