import type { ContentChange } from './content-change.ts';

/** Setting names as the owner says them, where the key in site.json is spelled otherwise. */
const SPOKEN: Readonly<Record<string, string>> = { email: 'e-mail' };

/** `site.json: phone and e-mail changed`, or `site.json: 5 settings changed` when more than three differ. */
export function describeSettingsChange(change: ContentChange): string {
  if (change.status !== 'changed') return `${change.path} ${change.status}`;
  const before = flatten(parse(change.before));
  const after = flatten(parse(change.after));
  if (!before || !after) return `${change.path} changed`;
  const keys = [...new Set([...before.keys(), ...after.keys()])].filter((key) => before.get(key) !== after.get(key));
  if (keys.length === 0) return `${change.path} changed`;
  if (keys.length > 3) return `${change.path}: ${keys.length} settings changed`;
  const names = keys.map((key) => SPOKEN[key] ?? key);
  const listed = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `${change.path}: ${listed} changed`;
}

function parse(bytes: Buffer | undefined): unknown {
  if (!bytes) return undefined;
  try {
    return JSON.parse(bytes.toString('utf8').replace(/^\uFEFF/, ''));
  } catch {
    return undefined;
  }
}

/** Nested settings as `social.instagram`; a list is one setting, compared whole. */
function flatten(value: unknown): Map<string, string> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const flat = new Map<string, string>();
  const walk = (object: object, prefix: string) => {
    for (const [key, inner] of Object.entries(object)) {
      if (typeof inner === 'object' && inner !== null && !Array.isArray(inner)) walk(inner, `${prefix}${key}.`);
      else flat.set(`${prefix}${key}`, JSON.stringify(inner));
    }
  };
  walk(value, '');
  return flat;
}
