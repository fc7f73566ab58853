import { parse as parseYaml } from 'yaml';
import type { ContentIssue } from '../../errors/content-issue.ts';
import { splitFrontMatter } from './split-front-matter.ts';

/*
 * Front matter is read with YAML's core schema: js-yaml's default schema (gray-matter's, which this
 * replaced) turns `2026-02-30` into 2 March without a word, while the core schema leaves dates as
 * text, so the `date` field checks every one of them.
 */

export type MarkdownResult = { ok: true; data: Record<string, unknown>; body: string } | { ok: false; issue: ContentIssue };

/** Splits a Markdown file into its YAML front matter and its body. */
export function readMarkdown(text: string, file: string): MarkdownResult {
  if (!/^---\r?\n/.test(text)) {
    return {
      ok: false,
      issue: { code: 'InvalidFrontMatter', file, message: 'the file must start with a front matter block between two lines of three dashes (---)' },
    };
  }
  const parts = splitFrontMatter(text);
  if (!parts) {
    return { ok: false, issue: { code: 'InvalidFrontMatter', file, message: 'the front matter block has no closing line of three dashes (---)' } };
  }
  try {
    // An empty block is no settings at all, as an empty list of "name: value" lines.
    const data = (parseYaml(parts.yaml, { schema: 'core' }) as unknown) ?? {};
    if (typeof data !== 'object' || Array.isArray(data)) {
      return { ok: false, issue: { code: 'InvalidFrontMatter', file, message: 'the front matter must be a list of "name: value" lines' } };
    }
    return { ok: true, data: data as Record<string, unknown>, body: parts.body };
  } catch (error) {
    const yamlError = error as { linePos?: readonly { line: number }[]; message: string };
    // The YAML starts at the end of the first "---", line break included, so yaml's line numbers are the file's.
    const line = yamlError.linePos?.[0]?.line;
    const where = line === undefined ? '' : ` on line ${line}`;
    return {
      ok: false,
      issue: {
        code: 'InvalidFrontMatter',
        file,
        message: `the front matter is not valid YAML${where} (${reason(yamlError.message)}); put text containing a colon in double quotes`,
      },
    };
  }
}

/** yaml's message without its own "at line N, column M:" and the excerpt it appends. */
function reason(message: string): string {
  return (message.split('\n')[0] ?? message).replace(/ at line \d+, column \d+:?$/, '');
}
