import MarkdownIt from 'markdown-it';

/**
 * The owner's Markdown becomes HTML at build time. Raw HTML in Markdown is shown as text
 * (`html: false`), so a pasted <script> can never run on the site.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: true });

const defaultLinkOpen = markdown.renderer.rules.link_open ?? ((tokens, index, options, _env, self) => self.renderToken(tokens, index, options));
markdown.renderer.rules.link_open = (tokens, index, options, env, self) => {
  const token = tokens[index];
  const href = String(token?.attrGet('href') ?? '');
  // Links to other sites open in a new tab without giving that site a handle on ours.
  if (token && /^https?:\/\//.test(href)) {
    token.attrSet('target', '_blank');
    token.attrSet('rel', 'noopener noreferrer');
  }
  return defaultLinkOpen(tokens, index, options, env, self);
};

export function renderMarkdown(source: string): string {
  return markdown.render(source);
}
