import path from 'node:path';
import type { ContentIssue } from '../errors/content-issue.ts';
import { checkFieldNames } from './check-field-names.ts';
import { readTextFile } from './read/read-text-file.ts';
import { SITE_SETTINGS_FILE, siteSettingsFields, toSiteSettings, type SiteSettings } from './schemas/site-settings.ts';
import { validateFields } from './validate-fields.ts';

export async function loadSiteSettings(contentDir: string): Promise<{ settings?: SiteSettings; issues: ContentIssue[] }> {
  const read = await readTextFile(path.join(contentDir, SITE_SETTINGS_FILE));
  if (!read.ok) return { issues: [read.issue] };
  const file = read.file;
  let json: unknown;
  try {
    json = JSON.parse(read.text);
  } catch (error) {
    return {
      issues: [
        { code: 'InvalidJson', file, message: `the file is not valid JSON (${jsonErrorWhere(read.text, error as Error)}); check for a missing comma or quote` },
      ],
    };
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return { issues: [{ code: 'InvalidJson', file, message: 'the file must hold one JSON object: { "name": "...", ... }' }] };
  }
  const flat = flatten(json as Record<string, unknown>);
  const issues: ContentIssue[] = checkFieldNames(Object.keys(flat), siteSettingsFields, 'setting').map((problem) => ({
    code: problem.code,
    file,
    field: problem.name,
    message: problem.message,
  }));
  const { record, problems } = validateFields(siteSettingsFields, flat, 'setting');
  for (const problem of problems) {
    if (issues.some((issue) => issue.field === problem.name)) continue;
    issues.push({ code: 'InvalidValue', file, field: problem.name, message: problem.message });
  }
  return issues.length > 0 ? { issues } : { settings: toSiteSettings(record), issues };
}

/** `{ social: { facebook } }` becomes `{ 'social.facebook' }`, the names the schema documents. */
function flatten(object: Record<string, unknown>): Record<string, unknown> {
  const flat: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(object)) {
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const [inner, innerValue] of Object.entries(value)) flat[`${key}.${inner}`] = innerValue;
    } else {
      flat[key] = value;
    }
  }
  return flat;
}

function jsonErrorWhere(text: string, error: Error): string {
  const position = /position (\d+)/.exec(error.message);
  if (!position) return error.message;
  const before = text.slice(0, Number(position[1]));
  const line = before.split('\n').length;
  return `near line ${line}`;
}
