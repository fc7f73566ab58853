import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type FragmentMemo, PageContext, type PageContextValue } from '../../src/page-api/page-context.ts';
import { createFragmentMemo } from '../../src/render/fragment-memo.ts';
import type { IslandName } from '../../src/shared/island-names.ts';
import { Repeated } from '../../templates/components/Repeated.tsx';

/** A page's context with what Repeated and the memo read of it. */
function page(path: string, fragments: FragmentMemo): PageContextValue {
  return { path, islands: new Set<IslandName>(), stylesheets: new Map<string, boolean>(), firstView: false, fragments } as unknown as PageContextValue;
}

/** A size list's boxes as a size run repeats them; `made` counts how often its content is rendered. */
function boxes(context: PageContextValue, sizes: readonly string[], words: object, count: { made: number }) {
  const content = () => {
    count.made += 1;
    return createElement('ul', null, ...sizes.map((size) => createElement('li', { key: size }, size)));
  };
  const element = createElement(Repeated, {
    as: 'fieldset',
    className: 'sizes',
    'data-product': context.path,
    repeatKey: `boxes${JSON.stringify(sizes)}`,
    inputs: [words],
    content,
  });
  return renderToStaticMarkup(createElement(PageContext.Provider, { value: context }, element));
}

describe('markup many pages repeat word for word (Repeated.tsx)', () => {
  it('renders its content once for the same key and inputs, and its own element on every page', () => {
    const memo = createFragmentMemo();
    const words = {};
    const count = { made: 0 };
    const first = boxes(page('/product/1/', memo), ['S', 'M', 'L'], words, count);
    const second = boxes(page('/product/2/', memo), ['S', 'M', 'L'], words, count);
    expect(count.made).toBe(1);
    expect(first).toBe('<fieldset class="sizes" data-product="/product/1/"><ul><li>S</li><li>M</li><li>L</li></ul></fieldset>');
    expect(second).toBe('<fieldset class="sizes" data-product="/product/2/"><ul><li>S</li><li>M</li><li>L</li></ul></fieldset>');
  });

  it('renders it again for another key, and when an input is a new object (new words after an edit)', () => {
    const memo = createFragmentMemo();
    const count = { made: 0 };
    const words = {};
    boxes(page('/product/1/', memo), ['S', 'M'], words, count);
    expect(boxes(page('/product/2/', memo), ['XS', 'S'], words, count)).toContain('<li>XS</li>');
    boxes(page('/product/3/', memo), ['S', 'M'], {}, count);
    expect(count.made).toBe(3);
  });
});
