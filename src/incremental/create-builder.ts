import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { buildSite, type BuildOptions } from '../build.ts';
import { ContentError } from '../errors/content-error.ts';
import { formatIssue, sortIssues } from '../errors/format-issues.ts';
import { DirectorySink } from '../output/output-sink.ts';

export interface BuilderOptions extends Omit<BuildOptions, 'now'> {
  /** The folder the site is kept in; files are written there in place, only when their bytes change. */
  readonly outDir: string;
}

/** What one build of a long-lived builder did. */
export type BuildOutcome =
  | {
      readonly ok: true;
      /** Files (relative to outDir, with "/") whose bytes changed or that are new. */
      readonly written: readonly string[];
      /** Files that were there before and are not any more. */
      readonly removed: readonly string[];
      /** Set when the stylesheet's address changed: pages can swap it without a reload. */
      readonly stylesheet?: { readonly from: string; readonly to: string };
      /** True when only stylesheets changed among the inputs, so a page needs no reload. */
      readonly cssOnly: boolean;
      readonly pages: number;
      readonly milliseconds: number;
    }
  | { readonly ok: false; readonly kind: 'content'; readonly problems: readonly string[] }
  | { readonly ok: false; readonly kind: 'crash'; readonly message: string; readonly stack: string };

export interface Builder {
  /**
   * Builds the site into outDir. `changed` lists the files that changed since the last call
   * (absolute paths; empty or omitted for the first build), so a builder may redo only what they
   * affect. A build that fails leaves outDir exactly as it was.
   */
  build(changed?: readonly string[]): Promise<BuildOutcome>;
}

/**
 * A builder that keeps one site folder up to date (for `site dev`): every build runs the whole
 * pipeline into a temporary folder, then copies into outDir only the files whose bytes differ
 * and removes the ones that are gone, so an open page sees exactly what changed.
 */
export function createBuilder(options: BuilderOptions): Builder {
  const outDir = path.resolve(options.outDir);
  let stylesheetHref: string | undefined;
  return {
    async build(changed = []) {
      const started = performance.now();
      mkdirSync(outDir, { recursive: true });
      const temporary = await mkdtemp(`${outDir}-next-`);
      try {
        const sink = new DirectorySink(temporary);
        const result = await buildSite({ ...options }, sink);
        const { written, removed } = syncFolder(temporary, outDir);
        const previous = stylesheetHref;
        stylesheetHref = findStylesheet(outDir);
        const stylesheet = previous !== undefined && stylesheetHref !== undefined && previous !== stylesheetHref ? { from: previous, to: stylesheetHref } : undefined;
        return {
          ok: true,
          written,
          removed,
          ...(stylesheet ? { stylesheet } : {}),
          cssOnly: changed.length > 0 && changed.every((file) => file.endsWith('.css')),
          pages: result.pages,
          milliseconds: Math.round(performance.now() - started),
        };
      } catch (error) {
        if (error instanceof ContentError) return { ok: false, kind: 'content', problems: sortIssues(error.issues).map(formatIssue) };
        const crash = error instanceof Error ? error : new Error(String(error));
        return { ok: false, kind: 'crash', message: crash.message, stack: crash.stack ?? crash.message };
      } finally {
        await rm(temporary, { recursive: true, force: true });
      }
    },
  };
}

/** Makes `target` hold exactly the files of `source`, writing only those whose bytes differ. */
function syncFolder(source: string, target: string): { written: string[]; removed: string[] } {
  const next = listFiles(source);
  const before = new Set(listFiles(target));
  const written: string[] = [];
  for (const file of next) {
    const bytes = readFileSync(path.join(source, file));
    if (before.has(file) && bytes.equals(readFileSync(path.join(target, file)))) continue;
    mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    writeFileSync(path.join(target, file), bytes);
    written.push(file);
  }
  const keep = new Set(next);
  const removed = [...before].filter((file) => !keep.has(file));
  for (const file of removed) rmSync(path.join(target, file), { force: true });
  return { written, removed };
}

function listFiles(root: string): string[] {
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  } catch {
    return [];
  }
}

function findStylesheet(root: string): string | undefined {
  try {
    return /<link rel="stylesheet" href="([^"]+)"/.exec(readFileSync(path.join(root, 'index.html'), 'utf8'))?.[1];
  } catch {
    return undefined;
  }
}
