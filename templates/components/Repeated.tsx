import { createElement, type ReactElement } from 'react';
import { usePage } from '../../src/page-api/page-context.ts';

type RepeatedProps = {
  readonly as: 'div' | 'fieldset' | 'section';
  /** Names the content among all repeated contents: the same key and inputs, the same markup. */
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
 * a roster: the element (its attributes) is rendered on each page, its content once per build for
 * each key, as a product's card is. At 10,000 products a size run's content is one of a few dozen.
 */
export function Repeated({ as, repeatKey, inputs, content, ...attributes }: RepeatedProps) {
  const page = usePage();
  const html = page.fragments.markup(page, REPEATED, repeatKey, inputs, content);
  return createElement(as, { ...attributes, dangerouslySetInnerHTML: { __html: html } });
}
