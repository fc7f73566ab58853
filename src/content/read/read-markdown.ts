import matter from 'gray-matter';
import { parse as parseYaml } from 'yaml';
import type { ContentIssue } from '../../errors/content-issue.ts';

/**
 * Front matter is read with YAML's core schema: gray-matter's own parser (js-yaml's default schema)
 * turns `2026-02-30` into 2 March without a word, while the core schema leaves dates as text, so the
 * `date` field checks every one of them. The `yaml` package is a dependency of ours; gray-matter's
 * js-yaml is not.
 */
const frontMatterOptions = { engines: { yaml: (text: string) => parseYaml(text, { schema: 'core' }) as object } };

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
    // Passing options also turns off gray-matter's cache, which would hand back stale data in tests.
    const parsed = matter(text, frontMatterOptions);
    const data = parsed.data;
    if (typeof data !== 'object' || data === null || Array.isArray(data)) {
      return { ok: false, issue: { code: 'InvalidFrontMatter', file, message: 'the front matter must be a list of "name: value" lines' } };
    }
    return { ok: true, data: data as Record<string, unknown>, body: parsed.content };
  } catch (error) {
    const yamlError = error as { linePos?: readonly { line: number }[]; message: string };
    // gray-matter hands over the front matter from the end of the first "---", line break included,
    // so yaml's line numbers are the file's.
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
