import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { bundle, type Selector } from 'lightningcss';
import { describe, expect, it } from 'vitest';
import { CHROME_PARTS } from '../../src/shared/island-names.ts';
import { ISLAND_NAMES, type IslandName } from '../../src/shared/island-names.ts';
import { ISLAND_STYLE_NAMES } from '../../src/shared/island-style-names.ts';
import { type DomWrite, scanModule } from '../helpers/dom-writes.ts';
import { ROOT } from '../helpers/fixture-site.ts';

/**
 * A page's CSS is cut by the names its rendered HTML holds and those its islands declare they add
 * later (src/shared/island-style-names.ts). A name an island's code adds but does not declare loses
 * its rules without a word; so this reads each island's code, with the modules of src/client/lib and
 * src/shared it imports (and, for the chrome, its parts, those it loads with import() too), and the
 * packages it runs (swiper, toastify-js, gsap), and holds the declaration to it both ways.
 */

type Kind = DomWrite['kind'];

/** The class, id, attribute and element names a stylesheet's selectors select on, inside :not(), :is(), :has() too. */
function selectedNames(file: string): Record<Kind, Set<string>> {
  const names: Record<Kind, Set<string>> = { class: new Set(), id: new Set(), attribute: new Set(), element: new Set() };
  const walk = (selector: Selector) => {
    for (const component of selector) {
      if (component.type === 'class' || component.type === 'id' || component.type === 'attribute') names[component.type].add(component.name);
      else if (component.type === 'type') names.element.add(component.name);
      else if (component.type === 'pseudo-class' || component.type === 'pseudo-element') {
        // :not(), :is(), :where(), :has() hold a list of selectors; :host(), ::slotted() one.
        const inner: unknown = 'selectors' in component ? component.selectors : 'selector' in component ? component.selector : undefined;
        if (!Array.isArray(inner) || inner.length === 0) continue;
        for (const selector of (Array.isArray(inner[0]) ? inner : [inner]) as Selector[]) walk(selector);
      }
    }
  };
  bundle({ filename: path.join(ROOT, file), visitor: { Selector: walk } });
  return names;
}

const SITE_CSS = selectedNames('templates/styles/main.css');
const TOASTIFY_CSS = selectedNames('node_modules/toastify-js/src/toastify.css');

/** A class, id or attribute name some selector of the site selects on. */
const selected = (name: string) => ['class', 'id', 'attribute'].some((kind) => SITE_CSS[kind as Kind].has(name));

const TEMPLATES = readdirSync(path.join(ROOT, 'templates'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.tsx'))
  .map((file) => readFileSync(path.join(ROOT, 'templates', file), 'utf8'));
const rendered = (name: string) => TEMPLATES.some((text) => new RegExp(`(?<![\\w-])${name}(?![\\w-])`).test(text));
/** The templates that render the island's markup (<Island name="…">). */
const markupOf = (island: IslandName) => TEMPLATES.filter((text) => text.includes(`name="${island}"`)).join('\n');

interface IslandCode {
  /** Each module its bundle runs, and whether only through import(): run later. */
  readonly modules: ReadonlyMap<string, boolean>;
  /** Each package it runs (`swiper`, `toastify-js`), and whether only later. */
  readonly packages: ReadonlyMap<string, boolean>;
}

function codeOf(island: IslandName): IslandCode {
  const modules = new Map<string, boolean>();
  const packages = new Map<string, boolean>();
  const visit = (file: string, later: boolean) => {
    if (modules.get(file) === false || (modules.has(file) && later)) return;
    modules.set(file, later);
    for (const use of scanModule(file).imports) {
      const runsLater = later || use.lazy;
      if (use.package) {
        const name = use.target.startsWith('@') ? use.target.split('/').slice(0, 2).join('/') : (use.target.split('/')[0] ?? '');
        if (!packages.has(name) || !runsLater) packages.set(name, runsLater);
      } else if (/^src\/(client|shared)\//.test(use.target)) visit(use.target, runsLater);
    }
  };
  visit(`src/client/islands/${island}.ts`, false);
  return { modules, packages };
}

const CODE = new Map(ISLAND_NAMES.map((island) => [island, codeOf(island)]));

/** What a package adds, given how an island runs it. */
interface PackageAdds {
  readonly names: readonly string[];
  readonly elements?: readonly string[];
  readonly applies: (island: IslandName) => boolean;
  readonly why: string;
}

const code = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const SLIDER_CODE = 'src/client/lib/mount-slider.ts';
const SLIDERS = ISLAND_NAMES.filter((island) => CODE.get(island)!.modules.has(SLIDER_CODE));
/** The options swiper is given: mountSlider's, and those the slider islands pass it. */
const sliderOptions = () => [SLIDER_CODE, ...SLIDERS.map((island) => `src/client/islands/${island}.ts`)].map(code).join('\n');

/** What swiper adds to a slider mountSlider() mounts, for the options it passes (read node_modules/swiper: core, a11y, navigation, pagination, effect-fade). */
const SWIPER_ADDS: readonly PackageAdds[] = [
  {
    why: 'every slider: horizontal, watchSlidesProgress, the device, up to 10 slides; the active and visible slides; the a11y live region',
    names: [
      'swiper-horizontal',
      'swiper-android',
      'swiper-ios',
      'swiper-backface-hidden',
      'swiper-watch-progress',
      'swiper-slide-active',
      'swiper-slide-visible',
      'swiper-notification',
    ],
    elements: ['span'],
    applies: () => true,
  },
  { why: "effect: 'fade'", names: ['swiper-fade'], applies: (island) => /effect: 'fade'/.test(code(`src/client/islands/${island}.ts`)) },
  {
    why: 'its markup has .slider__pagination: the bullets, the active one aria-current (a11y)',
    names: ['swiper-pagination-bullet', 'swiper-pagination-bullet-active', 'aria-current'],
    elements: ['span'],
    applies: (island) => markupOf(island).includes('slider__pagination'),
  },
  {
    why: 'prev/next buttons in a slider that may not loop: a11y marks the one at an end aria-disabled',
    names: ['aria-disabled'],
    applies: (island) => markupOf(island).includes('slider__prev') && !/loop: true/.test(code(`src/client/islands/${island}.ts`)),
  },
];

/** The swiper classes the site's CSS selects that swiper never adds to our sliders, each with the code that shows it. */
const SWIPER_NEVER: Readonly<Record<string, { why: string; holds: () => boolean }>> = Object.fromEntries([
  ...['swiper-vertical'].map((name) => [name, { why: 'no slider sets direction', holds: () => !/direction/.test(sliderOptions()) }]),
  ...['swiper-autoheight'].map((name) => [name, { why: 'no slider sets autoHeight', holds: () => !/autoHeight/.test(sliderOptions()) }]),
  ...['swiper-css-mode', 'swiper-centered'].map((name) => [name, { why: 'no slider sets cssMode', holds: () => !/cssMode/.test(sliderOptions()) }]),
  ...['swiper-free-mode'].map((name) => [name, { why: 'no slider sets freeMode', holds: () => !/freeMode|FreeMode/.test(sliderOptions()) }]),
  ...[
    'swiper-3d',
    'swiper-cube-shadow',
    'swiper-slide-shadow',
    'swiper-slide-shadow-left',
    'swiper-slide-shadow-right',
    'swiper-slide-shadow-top',
    'swiper-slide-shadow-bottom',
  ].map((name) => [name, { why: 'the 3D effects; mountSlider loads EffectFade alone', holds: () => !/Effect(?!Fade)\w+/.test(sliderOptions()) }]),
  ...['swiper-lazy-preloader', 'swiper-lazy-preloader-black', 'swiper-lazy-preloader-white'].map((name) => [
    name,
    { why: "a preloader is the page's markup, which swiper only removes", holds: () => !/lazyPreloader|lazy-preloader/.test(sliderOptions()) },
  ]),
  ...['swiper-slide-invisible-blank'].map((name) => [
    name,
    {
      why: "swiper's code never writes it",
      holds: () =>
        ['shared', 'modules'].every((folder) =>
          readdirSync(path.join(ROOT, 'node_modules/swiper', folder))
            .filter((file) => file.endsWith('.mjs'))
            .every((file) => !code(`node_modules/swiper/${folder}/${file}`).includes('invisible-blank')),
        ),
    },
  ]),
]);

const TOAST_CODE = 'src/client/lib/show-toast.ts';

/** What toastify-js adds for the options show-toast.ts passes: a div, shown, top right, with a close button. */
const TOASTIFY_ADDS: readonly PackageAdds[] = [
  { why: 'every toast, shown', names: ['toastify', 'on'], elements: ['div'], applies: () => true },
  { why: "gravity: 'top'", names: ['toastify-top'], applies: () => /gravity: 'top'/.test(code(TOAST_CODE)) },
  { why: "position: 'right'", names: ['toastify-right'], applies: () => /position: 'right'/.test(code(TOAST_CODE)) },
  { why: 'close: true', names: ['toast-close'], elements: ['button'], applies: () => /close: true/.test(code(TOAST_CODE)) },
];

/** The classes toastify.css selects that toastify-js does not add for those options. */
const TOASTIFY_NEVER: Readonly<Record<string, { why: string; holds: () => boolean }>> = {
  'toastify-left': { why: "position: 'right'", holds: () => /position: 'right'/.test(code(TOAST_CODE)) },
  'toastify-center': { why: "position: 'right'", holds: () => /position: 'right'/.test(code(TOAST_CODE)) },
  'toastify-bottom': { why: "gravity: 'top'", holds: () => /gravity: 'top'/.test(code(TOAST_CODE)) },
  'toastify-avatar': { why: 'no avatar', holds: () => !/avatar/.test(code(TOAST_CODE)) },
  'toastify-rounded': {
    why: 'toastify-js never adds it; only a className option could',
    holds: () => !code('node_modules/toastify-js/src/toastify-es.js').includes('toastify-rounded') && !/rounded/.test(code(TOAST_CODE)),
  },
};

/** Every package islands run, with what it adds to the page. */
const PACKAGES: Readonly<Record<string, readonly PackageAdds[]>> = {
  swiper: SWIPER_ADDS,
  'toastify-js': TOASTIFY_ADDS,
  // SplitText wraps the banner's words and characters in divs (its default tag); it adds classes only
  // when given wordsClass, charsClass, linesClass or a mask, which banner-text.ts does not pass (checked below).
  gsap: [{ why: "SplitText's words and characters", names: [], elements: ['div'], applies: () => true }],
};

/** A name the island must declare: why, and whether it is needed at once or only after an import(). */
interface Needed {
  readonly name: string;
  readonly kind: 'name' | 'element';
  readonly later: boolean;
  readonly from: string;
}

const matches = (write: DomWrite, name: string) =>
  write.partial === 'start'
    ? name.startsWith(write.name)
    : write.partial === 'end'
      ? name.endsWith(write.name)
      : write.partial === 'inside'
        ? name.includes(write.name)
        : name === write.name;

/**
 * Writes the guard cannot read by name, each with what it writes. product-card.ts copies the list
 * buttons' data attributes onto a card: their names come from listButtonsData, the data-* names the
 * server's cards carry too, which no selector selects on.
 */
const UNREADABLE_ALLOWED: Readonly<Record<string, string>> = {
  'src/client/lib/product-card.ts: lists?.setAttribute(name, value)': 'the data-* names of listButtonsData (src/shared/list-buttons-data.ts)',
};

/** Every name (or element) the island's code and packages add that the site's CSS selects on. */
function neededBy(island: IslandName): Needed[] {
  const { modules, packages } = CODE.get(island)!;
  const needed: Needed[] = [];
  for (const [file, later] of modules) {
    for (const write of scanModule(file).writes) {
      // Every page has class attributes: `[class*=…]` needs no declaration.
      if (write.kind === 'attribute' && write.name === 'class') continue;
      for (const name of SITE_CSS[write.kind]) {
        if (matches(write, name)) needed.push({ name, kind: write.kind === 'element' ? 'element' : 'name', later, from: write.at });
      }
    }
  }
  for (const [name, later] of packages) {
    for (const adds of PACKAGES[name] ?? []) {
      if (!adds.applies(island)) continue;
      for (const added of adds.names) needed.push({ name: added, kind: 'name', later, from: `${name}: ${adds.why}` });
      for (const added of adds.elements ?? []) needed.push({ name: added, kind: 'element', later, from: `${name}: ${adds.why}` });
    }
  }
  return needed;
}

const declaredAt = (island: IslandName, { name, kind, later }: Pick<Needed, 'name' | 'kind' | 'later'>) => {
  const declared = ISLAND_STYLE_NAMES[island];
  const now = kind === 'name' ? declared.names : (declared.elements ?? []);
  return now.includes(name) || (later && (declared.later ?? []).includes(name));
};

describe('the names each island declares it adds to the page (island-style-names.ts)', () => {
  it('reads the code of every chrome part through the chrome bundle', () => {
    const modules = CODE.get('chrome')!.modules;
    expect(CHROME_PARTS.filter((part) => !modules.has(`src/client/islands/${part}.ts`))).toEqual([]);
    // The parts loaded with import() count as later.
    expect(modules.get('src/client/islands/site-search.ts')).toBe(true);
    expect(modules.get('src/client/islands/site-header.ts')).toBe(false);
  });

  it('reads the name of every class, attribute and element the islands write', () => {
    const unreadable = [...new Set([...CODE.values()].flatMap(({ modules }) => [...modules.keys()]))].flatMap((file) =>
      scanModule(file).unreadable.map(({ at, code }) => `${at.replace(/:\d+$/, '')}: ${code}`),
    );
    expect(unreadable.filter((write) => !UNREADABLE_ALLOWED[write])).toEqual([]);
    expect(Object.keys(UNREADABLE_ALLOWED).filter((write) => !unreadable.includes(write))).toEqual([]);
  });

  it('knows what every package the islands run adds', () => {
    const run = new Set([...CODE.values()].flatMap(({ packages }) => [...packages.keys()]));
    expect([...run].filter((name) => !PACKAGES[name]).sort()).toEqual([]);
    expect(Object.keys(PACKAGES).filter((name) => !run.has(name))).toEqual([]);
    expect(code('src/client/lib/banner-text.ts')).not.toMatch(/(words|chars|lines)Class|mask|tag:/);
  });

  it.each(ISLAND_NAMES)('%s declares every name its code and packages add that a selector selects on', (island) => {
    const missing = neededBy(island)
      .filter((need) => !declaredAt(island, need))
      .map(({ name, kind, later, from }) => `${kind} ${name} (${later ? 'later' : 'at once'}), from ${from}`);
    expect([...new Set(missing)]).toEqual([]);
  });

  it.each(ISLAND_NAMES)('%s declares only names its code or packages add, each where it is added (at once or later)', (island) => {
    const needed = neededBy(island);
    const declared = ISLAND_STYLE_NAMES[island];
    const unneeded = [
      ...declared.names.filter((name) => !needed.some((need) => need.kind === 'name' && need.name === name && !need.later)),
      ...(declared.elements ?? []).filter((name) => !needed.some((need) => need.kind === 'element' && need.name === name && !need.later)),
      ...(declared.later ?? []).filter((name) => !needed.some((need) => need.name === name && need.later)),
    ];
    expect(unneeded).toEqual([]);
  });

  it('declares only names a selector of the site selects on', () => {
    const unselected = ISLAND_NAMES.flatMap((island) => {
      const { names, elements = [], later = [] } = ISLAND_STYLE_NAMES[island];
      return [
        ...names.filter((name) => !selected(name)),
        ...elements.filter((name) => !SITE_CSS.element.has(name)),
        ...later.filter((name) => !selected(name) && !SITE_CSS.element.has(name)),
      ].map((name) => `${island}: ${name}`);
    });
    expect(unselected).toEqual([]);
  });

  it("has each slider declare the swiper classes the site's CSS selects that swiper adds", () => {
    expect(SLIDERS).toEqual(expect.arrayContaining(['banner-slider', 'content-slider', 'technique-slider']));
    const swiperClasses = [...SITE_CSS.class].filter((name) => name.startsWith('swiper') && !rendered(name));
    // Each is either added to some slider, or never added for the options we pass, as the code shows.
    const accounted = (name: string) => SWIPER_ADDS.some((adds) => adds.names.includes(name)) || SWIPER_NEVER[name] !== undefined;
    expect(swiperClasses.filter((name) => !accounted(name))).toEqual([]);
    expect(Object.entries(SWIPER_NEVER).flatMap(([name, { why, holds }]) => (SITE_CSS.class.has(name) && holds() ? [] : [`${name}: ${why}`]))).toEqual([]);
    const missing = SLIDERS.flatMap((island) =>
      SWIPER_ADDS.filter((adds) => adds.applies(island))
        .flatMap((adds) => adds.names.filter((name) => name.startsWith('swiper')))
        .filter((name) => !declaredAt(island, { name, kind: 'name', later: true }))
        .map((name) => `${island}: ${name}`),
    );
    expect(missing).toEqual([]);
    // The base classes are in the markup, never added.
    expect(['swiper', 'swiper-wrapper', 'swiper-slide'].filter((name) => !rendered(name))).toEqual([]);
  });

  it('has each island that shows toasts declare, for later, the classes toastify.css selects that toastify-js adds', () => {
    const toasting = ISLAND_NAMES.filter((island) => CODE.get(island)!.packages.has('toastify-js'));
    expect(toasting).toEqual(expect.arrayContaining(['chrome', 'enquiry-list-page']));
    const accounted = (name: string) => TOASTIFY_ADDS.some((adds) => adds.names.includes(name)) || TOASTIFY_NEVER[name] !== undefined;
    expect([...TOASTIFY_CSS.class].filter((name) => !accounted(name))).toEqual([]);
    expect(Object.entries(TOASTIFY_NEVER).flatMap(([name, { why, holds }]) => (TOASTIFY_CSS.class.has(name) && holds() ? [] : [`${name}: ${why}`]))).toEqual(
      [],
    );
    const missing = toasting.flatMap((island) =>
      TOASTIFY_ADDS.filter((adds) => adds.applies(island))
        .flatMap((adds) => adds.names)
        .filter((name) => !(ISLAND_STYLE_NAMES[island].later ?? []).includes(name))
        .map((name) => `${island}: ${name}`),
    );
    expect(missing).toEqual([]);
  });
});
