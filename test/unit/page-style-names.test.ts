import { describe, expect, it } from 'vitest';
import { addStyleNames, joinNames, splitNames, styleNameReader, withoutShutDialogs } from '../../src/render/page-style-names.ts';

const namesIn = (html: string) => [...addStyleNames(html, new Set())].sort();

describe("a page's names for its CSS", () => {
  it('reads class, id and attribute names, and elements as "<name"', () => {
    expect(namesIn('<nav aria-label="Main" class="site-nav  site-nav--open"><a id="skip" href="#main" data-reveal>x</a></nav>')).toEqual(
      ['<a', '<nav', 'aria-label', 'class', 'data-reveal', 'href', 'id', 'site-nav', 'site-nav--open', 'skip'].sort(),
    );
  });

  it('reads attribute values whole, quoted or not, with ">" or spaces inside', () => {
    expect(namesIn(`<input type=search placeholder="a > b" class='field big'/>`)).toEqual(['<input', 'big', 'class', 'field', 'placeholder', 'type'].sort());
  });

  it('keeps an element and an attribute of the same name apart', () => {
    const names = namesIn('<details open=""><summary>Sizes</summary></details>');
    expect(names).toContain('open');
    expect(names).not.toContain('details');
    expect(names).toContain('<details');
  });

  it('reads the markup inside <template>, which browser code copies into the page', () => {
    expect(namesIn('<template data-product-card=""><article class="product-card"></article></template>')).toContain('product-card');
  });

  it('leaves out a dialog the server writes shut, not one written open', () => {
    const html = '<header class="h"><dialog id="search-dialog" class="search-dialog"><p class="x"></p></dialog><dialog open class="shown"></dialog></header>';
    const first = namesIn(withoutShutDialogs(html));
    expect(first).not.toContain('search-dialog');
    expect(first).not.toContain('x');
    expect(first).toEqual(expect.arrayContaining(['h', 'shown']));
    expect(namesIn(html)).toEqual(expect.arrayContaining(['search-dialog', 'x']));
  });

  it('stores a list as sorted text that reads back the same', () => {
    const text = joinNames(['b', 'a', '<div', 'a']);
    expect(text).toBe('<div a b');
    expect(splitNames(text)).toEqual(['<div', 'a', 'b']);
    expect(splitNames('')).toEqual([]);
  });

  it('reads the same names when it remembers the tags it has seen', () => {
    const read = styleNameReader();
    const pages = [
      '<main class="m"><a class="card" href="/a">A</a><a class="card" href="/b">B</a><p hidden="">x</p></main>',
      '<main class="m"><a class="card card--sale" href="/a">A</a><a class="card" href="/b">B</a></main>',
      `<main class="m"><input type=search placeholder="a > b" class='field big'/><a class="card" href="/a">A</a></main>`,
    ];
    for (const page of pages) expect([...read(page, new Set())].sort()).toEqual(namesIn(page));
    // A tag seen before still adds its names to a list that lacks them.
    expect([...read('<a class="card" href="/a">A</a>', new Set(['x']))].sort()).toEqual(['<a', 'card', 'class', 'href', 'x']);
  });
});
