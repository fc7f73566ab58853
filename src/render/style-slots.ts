import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { OutputEntry } from '../incremental/build-state.ts';
import type { DirectorySink } from '../output/output-sink.ts';

/**
 * A page is rendered before its CSS is cut, because the cut is made from the names the rendered
 * pages hold (see build/styles-stage.ts). The renderer writes these slots where the CSS goes (the
 * first view's rules in the head, the address of the rest, the policy that allows the head's
 * rules by their hash), and the build fills them in once every page is rendered.
 */
export function policySlot(stylesheet: string): string {
  return `<!--style-policy:${stylesheet}-->`;
}

export function inlineSlot(stylesheet: string): string {
  return `<!--style-inline:${stylesheet}-->`;
}

export function restSlot(stylesheet: string): string {
  return `<!--style-rest:${stylesheet}-->`;
}

/**
 * What the slots are filled with, by stylesheet: its first view's rules, the address of the rest,
 * and the policy <meta> element of the pages that use it, which allows their head's rules alone.
 */
export interface StyleFill {
  readonly styles: ReadonlyMap<string, { readonly inline: string; readonly rest: string; readonly policy: string }>;
}

const SLOT = /<!--style-(inline|rest|policy):([a-z0-9-]+)-->/g;

/**
 * The page with its slots filled. A slot begins with "<", which the owner's texts cannot put in a
 * page: React and markdown-it write it as "&lt;" in text and attributes, and JSON-LD as "\u003c".
 * So a page holds each slot exactly once, where the renderer put it.
 */
export function fillStyleSlots(html: string, fill: StyleFill, file: string): string {
  const found = { inline: 0, rest: 0, policy: 0 };
  const filled = html.replace(SLOT, (_token, kind: 'inline' | 'rest' | 'policy', name: string) => {
    found[kind] += 1;
    const styles = fill.styles.get(name);
    if (!styles) throw new Error(`${file} names the stylesheet "${name}", for which no CSS was made`);
    return styles[kind];
  });
  if (found.inline !== 1 || found.rest !== 1 || found.policy !== 1)
    throw new Error(`${file} holds ${found.inline} inline, ${found.rest} rest and ${found.policy} policy slots for its CSS, not one of each`);
  return filled;
}

/** Fills the slots of a page written into `sink`'s folder, in place; gives the file as it now is. */
export function fillFile(sink: DirectorySink, fill: StyleFill, file: string): { file: string; entry: OutputEntry } {
  const page = readFileSync(path.join(sink.root, file), 'utf8');
  return { file, entry: sink.put(file, fillStyleSlots(page, fill, file)) };
}
