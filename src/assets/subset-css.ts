import { transform, type Selector, type SelectorComponent } from 'lightningcss';

/**
 * Whether a class, id or attribute name can occur in the pages a stylesheet is cut for; with
 * `elements`, whether an element can (without it, every element selector is kept).
 */
export type NameUsed = ((name: string) => boolean) & { readonly elements?: (tag: string) => boolean };

/**
 * The rules of a stylesheet that can apply to some pages: a selector is kept when every class, id
 * and attribute it requires can occur in them (see css-usage.ts), and a rule when one of its
 * selectors is kept. Names inside :not() are not required (they match where the name is absent);
 * :is(), :where() and :has() need one of their selectors. Element selectors are kept unless the
 * test says which elements occur (NameUsed.elements). At-rules, custom properties and keyframes
 * are always kept, and each @font-face the `fontFaces` test keeps (all by
 * default); media and supports blocks left empty go. The result is minified.
 */
export function subsetCss(
  css: string | Uint8Array,
  filename: string,
  used: NameUsed,
  options: { unless?: NameUsed; fontFaces?: (family: string) => boolean } = {},
): Uint8Array {
  const { unless } = options;
  const { code } = transform({
    filename,
    code: typeof css === 'string' ? Buffer.from(css) : css,
    minify: true,
    visitor: {
      Rule: {
        style(rule) {
          // A rule goes when none of its selectors can match; one that can keeps all of them
          // (lightningcss cannot write back a rule with a changed selector list). With `unless`,
          // a rule that another stylesheet of the page already has goes too.
          const usable = (names: NameUsed) => rule.value.selectors.some((selector) => selectorUsed(selector, names));
          return usable(used) && !(unless && usable(unless)) ? undefined : [];
        },
        'font-face'(rule) {
          const family = rule.value.properties.find((property) => property.type === 'font-family');
          const name = family && typeof family.value === 'string' ? family.value : '';
          return !options.fontFaces || options.fontFaces(name) ? rule : [];
        },
      },
    },
  });
  return withoutEmptyBlocks(code);
}

/**
 * A media or supports block whose rules were all cut is still written, empty: bytes for nothing.
 * (lightningcss applies a visitor's removals only when it writes the sheet, so no visitor sees the
 * block empty.) The text is minified, and neither kind of prelude can hold a brace.
 */
function withoutEmptyBlocks(code: Uint8Array): Uint8Array {
  let css = Buffer.from(code).toString('utf8');
  for (let before = ''; before !== css; ) {
    before = css;
    css = css.replace(/@(?:media|supports)[^{}]*\{\}/g, '');
  }
  return Buffer.from(css);
}

function selectorUsed(selector: Selector, used: NameUsed): boolean {
  return selector.every((component) => componentUsed(component, used));
}

function componentUsed(component: SelectorComponent, used: NameUsed): boolean {
  switch (component.type) {
    case 'class':
    case 'id':
      return used(component.name);
    case 'attribute':
      return used(component.name);
    case 'type':
      return used.elements?.(component.name) ?? true;
    case 'pseudo-class':
      switch (component.kind) {
        case 'not':
          return true;
        case 'is':
        case 'where':
        case 'any':
          return component.selectors.some((inner) => selectorUsed(inner, used));
        case 'has':
          return component.selectors.some((inner) => selectorUsed(inner, used));
        default:
          return true;
      }
    default:
      return true;
  }
}
