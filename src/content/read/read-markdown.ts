import matter from 'gray-matter';
import type { ContentIssue } from '../../errors/content-issue.ts';

export type MarkdownResult =
  | { ok: true; data: Record<string, unknown>; body: string }
  | { ok: false; issue: ContentIssue };

/** Splits a Markdown file into its YAML front matter and its body. */
export function readMarkdown(text: string, file: string): MarkdownResult {
  if (!/^---\r?\n/.test(text)) {
    return {
      ok: false,
      issue: { code: 'InvalidFrontMatter', file, message: 'the file must start with a front matter block between two lines of three dashes (---)' },
    };
  }
  try {
    // An empty options object turns off gray-matter's cache, which would hand back stale data in tests.
    const parsed = matter(text, {});
    const data = parsed.data;
    if (typeof data !== 'object' || data === null || Array.isArray(data)) {
      return { ok: false, issue: { code: 'InvalidFrontMatter', file, message: 'the front matter must be a list of "name: value" lines' } };
    }
    return { ok: true, data: data as Record<string, unknown>, body: parsed.content };
  } catch (error) {
    const yamlError = error as { mark?: { line?: number }; reason?: string; message: string };
    const line = yamlError.mark?.line;
    const where = line === undefined ? '' : ` on line ${line + 2}`;
    return {
      ok: false,
      issue: {
        code: 'InvalidFrontMatter',
        file,
        message: `the front matter is not valid YAML${where} (${yamlError.reason ?? yamlError.message.split('\n')[0]}); put text containing a colon in double quotes`,
      },
    };
  }
}
