import { describe, expect, it } from 'vitest';
import { fillStyleSlots, inlineSlot, policySlot, restSlot, type StyleFill } from '../../src/render/style-slots.ts';

const policy = (hash: string) => `<meta http-equiv="Content-Security-Policy" content="style-src &#x27;sha256-${hash}&#x27;"/>`;
const fill: StyleFill = {
  styles: new Map([
    ['about-page', { inline: '.a{color:red}', rest: '/assets/css/about-page.abc.css', policy: policy('a') }],
    ['home-page', { inline: '.h{color:blue}', rest: '/assets/css/home-page.def.css', policy: policy('h') }],
  ]),
};
const page = (extra = '') =>
  `<head>${policySlot('about-page')}<style data-styles="about-page">${inlineSlot('about-page')}</style></head><body><h1>About${extra}</h1><link rel="stylesheet" href="${restSlot('about-page')}"/></body>`;

describe('filling the CSS into a rendered page', () => {
  it('puts in the policy of its own head rules alone, the head rules and the address of the rest', () => {
    const html = fillStyleSlots(page(), fill, 'about/index.html');
    expect(html).toBe(
      `<head>${policy('a')}<style data-styles="about-page">.a{color:red}</style></head><body><h1>About</h1><link rel="stylesheet" href="/assets/css/about-page.abc.css"/></body>`,
    );
    expect(html).not.toContain('<!--style-');
  });

  it('stops, naming the page, when a page holds a slot twice (the renderer put it there: a fault in the program)', () => {
    expect(() => fillStyleSlots(page(` ${inlineSlot('about-page')}`), fill, 'about/index.html')).toThrow(/about\/index\.html holds 2 inline/);
  });

  it('leaves alone the slots as an owner could type them: escaped, or in the old @@ form', () => {
    const typed = ' &lt;!--style-policy:about-page--&gt; @@style-policy@@ @@style-inline:about-page@@';
    expect(fillStyleSlots(page(typed), fill, 'about/index.html')).toContain(`<h1>About${typed}</h1>`);
  });

  it('stops when a page names a stylesheet that was not cut', () => {
    expect(() => fillStyleSlots(page().replaceAll('about-page', 'team-page'), fill, 'team/index.html')).toThrow(/"team-page"/);
  });
});
