import { createElement, type ReactNode } from 'react';
import { usePage } from '../../src/page-api/page-context.ts';
import { bundleOf } from '../../src/shared/island-names.ts';
import type { IslandMarker } from '../../src/shared/island-names.ts';

interface IslandProps {
  name: IslandMarker;
  /** The element that wraps the server-rendered markup the island enhances. */
  as?: 'div' | 'span' | 'section' | 'form' | 'nav' | 'header' | 'footer' | 'aside';
  /** Plain data for the browser module, passed as a data attribute (no inline script, so a strict CSP holds). */
  props?: Record<string, unknown>;
  className?: string;
  id?: string;
  role?: string;
  children?: ReactNode;
  [attribute: `aria-${string}`]: string | undefined;
  [attribute: `data-${string}`]: string | undefined;
}

/**
 * Marks server-rendered markup that a browser module enhances, and records that this page uses the
 * island so its bundle, and only its bundle, is linked from the page. The parts of the chrome record
 * the one chrome bundle that runs them all (see CHROME_PARTS).
 */
export function Island({ name, as = 'div', props, children, ...attributes }: IslandProps) {
  usePage().islands.add(bundleOf(name));
  return createElement(as, { 'data-island': name, 'data-props': props === undefined ? undefined : JSON.stringify(props), ...attributes }, children);
}
