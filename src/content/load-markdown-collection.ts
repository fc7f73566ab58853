import path from 'node:path';
import { glob } from 'glob';
import type { ContentIssue } from '../errors/content-issue.ts';
import { checkFieldNames } from './check-field-names.ts';
import { contentKey, type ContentCache, type Loaded, type Sourced } from './load-csv-collection.ts';
import { displayPath } from './read/display-path.ts';
import { readMarkdown } from './read/read-markdown.ts';
import { readTextFile } from './read/read-text-file.ts';
import type { Fields, MarkdownCollection, RecordOf } from './schemas/collection.ts';
import { validateFields } from './validate-fields.ts';

/** Reads every `.md` file of a folder; each file is one record, its body kept as Markdown source. */
export async function loadMarkdownCollection<F extends Fields>(
  contentDir: string,
  collection: MarkdownCollection<F>,
  cache?: ContentCache,
): Promise<Loaded<RecordOf<F> & { body: string }>> {
  const folder = path.join(contentDir, collection.folder);
  const files = (await glob('*.md', { cwd: folder, absolute: true })).sort();
  const issues: ContentIssue[] = [];
  const records: Sourced<RecordOf<F> & { body: string }>[] = [];
  if (files.length === 0) {
    issues.push({ code: 'MissingFile', file: displayPath(folder), message: 'the folder has no Markdown (.md) files' });
  }
  for (const absolute of files) {
    const read = await readTextFile(absolute);
    if (!read.ok) {
      issues.push(read.issue);
      continue;
    }
    const key = contentKey('md', read.file, read.text);
    const loaded = (cache?.get(key) as Loaded<RecordOf<F> & { body: string }> | undefined) ?? validateMarkdown(collection, read.text, read.file);
    cache?.set(key, loaded);
    issues.push(...loaded.issues);
    records.push(...loaded.records);
  }
  return { records, issues };
}

/** Parses and validates one Markdown file: its record, or the problems found in it. */
function validateMarkdown<F extends Fields>(collection: MarkdownCollection<F>, text: string, file: string): Loaded<RecordOf<F> & { body: string }> {
  const issues: ContentIssue[] = [];
  const records: Sourced<RecordOf<F> & { body: string }>[] = [];
  const read = { text, file };
  const parsed = readMarkdown(read.text, read.file);
  if (!parsed.ok) {
    issues.push(parsed.issue);
    return { records, issues };
  }
  const nameProblems = checkFieldNames(Object.keys(parsed.data), collection.fields, 'field');
  for (const problem of nameProblems) {
    issues.push({ code: problem.code, file: read.file, field: problem.name, message: problem.message });
  }
  const { record, problems } = validateFields(collection.fields, parsed.data, 'field');
  for (const problem of problems) {
    // A missing field was already reported by name; do not report it twice.
    if (nameProblems.some((nameProblem) => nameProblem.name === problem.name)) continue;
    issues.push({ code: 'InvalidValue', file: read.file, field: problem.name, message: problem.message });
  }
  if (problems.length === 0 && nameProblems.length === 0) records.push({ ...record, body: parsed.body, source: { file: read.file } });
  return { records, issues };
}
