import { createElement, type ReactElement } from 'react';
import { usePage } from '../../src/page-api/page-context.ts';

type RepeatedProps = {
  readonly as: 'div' | 'fieldset' | 'section' | 'template';
  /**
   * What the content is of, when it is one object's (a listing's facets): its markup goes with the
   * object. Without one, the content is of the whole site, and only the key and inputs name it.
   */
  readonly owner?: object;
  /** Names the content among the owner's repeated contents: the same key and inputs, the same markup. */
  readonly repeatKey: string;
  /**
   * What the content is made from besides the key, read by the caller on every page (so each page
   * records that it read it) and compared by identity: a new labels object renders it anew.
   */
  readonly inputs: readonly unknown[];
  /** The content, rendered once for each key. */
  readonly content: () => ReactElement;
} & Record<string, unknown>;

/** Every repeated content, whatever the page: the owner of their memos (FragmentMemo). */
const REPEATED = {};

/**
 * An element whose content thousands of pages share word for word, such as a size run's boxes or
 * a listing's facet values: the element (its attributes) is rendered on each page, its content once
 * per build for each owner and key, as a product's card is. At 10,000 products a size run's content
 * is one of a few dozen, and each of the 100 pages of all products carries the same 740 elements
 * of facet values.
 */
export function Repeated({ as, owner = REPEATED, repeatKey, inputs, content, ...attributes }: RepeatedProps) {
  const page = usePage();
  const html = page.fragments.markup(page, owner, repeatKey, inputs, content);
  return createElement(as, { ...attributes, dangerouslySetInnerHTML: { __html: html } });
}
