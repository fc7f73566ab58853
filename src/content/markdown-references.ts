import type { SitePaths } from '../shared/url-paths.ts';
import { parseMarkdown, siteAddress } from './render-markdown.ts';

/** A link or picture written in a Markdown body. */
export interface MarkdownReference {
  readonly kind: 'link' | 'image';
  /** The words of the link, or the picture's alt text. */
  readonly text: string;
  /** The address as the owner wrote it (as markdown-it reads it: spaces and accents percent-encoded). */
  readonly written: string;
  /** The address as the built page carries it (siteAddress: the base path, the trailing slash). */
  readonly address: string;
}

/**
 * Every link and picture of a Markdown body, read with the renderer's own parser, so a link the
 * renderer refuses (javascript:, data:) and prints as text is not listed, and autolinked addresses are.
 */
export function markdownReferences(source: string, paths: SitePaths): MarkdownReference[] {
  const references: MarkdownReference[] = [];
  for (const block of parseMarkdown(source)) {
    const inline = block.children ?? [];
    for (const [index, token] of inline.entries()) {
      if (token.type === 'image') {
        const written = String(token.attrGet('src') ?? '');
        references.push({ kind: 'image', text: token.content, written, address: siteAddress('image', written, paths) });
      }
      if (token.type === 'link_open') {
        const written = String(token.attrGet('href') ?? '');
        references.push({ kind: 'link', text: linkText(inline.slice(index + 1)), written, address: siteAddress('link', written, paths) });
      }
    }
  }
  return references;
}

/** The words between a link's opening token and its closing one (a picture inside counts by its alt text). */
function linkText(tokens: ReturnType<typeof parseMarkdown>): string {
  let text = '';
  for (const token of tokens) {
    if (token.type === 'link_close') break;
    if (token.type === 'text' || token.type === 'code_inline' || token.type === 'image') text += token.content;
    if (token.type === 'softbreak' || token.type === 'hardbreak') text += ' ';
  }
  return text.trim();
}
