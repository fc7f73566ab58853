/**
 * Finds every image path the content refers to, together with the record it
 * came from (a CSV row, or a Markdown/JSON front matter object), because the
 * art for an image is chosen from that record: a product's colour, a
 * banner's accent, a team member's bio.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { parse } from 'csv-parse/sync';
import { parse as parseYaml } from 'yaml';
import { splitFrontMatter } from '../../src/content/read/split-front-matter.ts';

export type Row = Record<string, unknown>;

export interface ImageRef {
  /** Path relative to content/, e.g. images/products/tt-su-001.svg */
  path: string;
  /** Content file that referenced it, relative to content/. */
  source: string;
  row: Row;
}

export interface ContentScan {
  refs: ImageRef[];
  /** Image-looking references that cannot be generated (not .svg, or outside images/). */
  rejected: Array<{ value: string; source: string }>;
  warnings: string[];
}

const IMAGE_RE = /^(?:\.?\/)?(?:content\/)?(images\/[A-Za-z0-9._/-]+)$/;
const LOOSE_IMAGE_RE = /(?:^|[\s("'=[,])\/?(?:content\/)?(images\/[A-Za-z0-9._/-]+\.[A-Za-z0-9]+)/g;

function listFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    if (name.startsWith('.')) continue;
    const full = join(dir, name);
    const st = statSync(full);
    if (st.isDirectory()) {
      // Generated art lives under images/; it never references other content.
      if (name === 'images' && dir.endsWith('content')) continue;
      out.push(...listFiles(full));
    } else {
      out.push(full);
    }
  }
  return out;
}

function classify(value: string, source: string, row: Row, scan: ContentScan): void {
  // A product's image cell may name several photos, "a.svg; b-back.svg", as other lists in a cell are written.
  if (value.includes(';')) {
    for (const part of value.split(';')) classify(part, source, row, scan);
    return;
  }
  const v = value.trim();
  const m = IMAGE_RE.exec(v);
  if (!m?.[1]) return;
  const p = m[1];
  if (p.includes('..') || !p.toLowerCase().endsWith('.svg')) {
    scan.rejected.push({ value: v, source });
    return;
  }
  scan.refs.push({ path: p, source, row });
}

/** Walks a parsed structure; each string is attributed to the nearest enclosing object. */
function walk(value: unknown, source: string, owner: Row, scan: ContentScan): void {
  if (typeof value === 'string') {
    classify(value, source, owner, scan);
  } else if (Array.isArray(value)) {
    for (const item of value) walk(item, source, owner, scan);
  } else if (value && typeof value === 'object' && !(value instanceof Date)) {
    const obj = value as Row;
    for (const v of Object.values(obj)) walk(v, source, obj, scan);
  }
}

/** Paths mentioned in free text (Markdown bodies, or a CSV that failed to parse). */
function scanLoose(textBody: string, source: string, row: Row, scan: ContentScan): void {
  for (const m of textBody.matchAll(LOOSE_IMAGE_RE)) if (m[1]) classify(m[1], source, row, scan);
}

export function readContent(contentDir: string): ContentScan {
  const scan: ContentScan = { refs: [], rejected: [], warnings: [] };
  for (const file of listFiles(contentDir)) {
    const source = relative(contentDir, file).split(sep).join('/');
    const raw = readFileSync(file, 'utf8');
    try {
      if (file.endsWith('.csv')) {
        const rows = parse(raw, { columns: true, skip_empty_lines: true, bom: true, relax_column_count: true }) as Row[];
        for (const row of rows) walk(row, source, row, scan);
      } else if (file.endsWith('.md')) {
        const parts = splitFrontMatter(raw) ?? { yaml: '', body: raw };
        const data = ((parseYaml(parts.yaml, { schema: 'core' }) as unknown) ?? {}) as Row;
        walk(data, source, data, scan);
        scanLoose(parts.body, source, data, scan);
      } else if (file.endsWith('.json')) {
        const data = JSON.parse(raw) as unknown;
        walk(data, source, (data && typeof data === 'object' ? data : {}) as Row, scan);
      }
    } catch (err) {
      // Other writers may be mid-way through a file; still honour every path it mentions.
      scan.warnings.push(`${source}: ${(err as Error).message.split('\n')[0]}`);
      scanLoose(raw, source, {}, scan);
    }
  }
  return scan;
}
