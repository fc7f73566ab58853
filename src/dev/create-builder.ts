import { mkdirSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import { buildSite, currentCodeVersion, type BuildOptions, type BuildResult } from '../build.ts';
import { ContentError } from '../errors/content-error.ts';
import { formatIssue, sortIssues } from '../errors/format-issues.ts';
import { BuildCache } from '../incremental/build-cache.ts';
import { loadState, saveState } from '../incremental/build-state.ts';
import { FolderUpdateSink } from '../output/folder-update-sink.ts';

/**
 * The build's options, which must survive structured cloning into the build worker: no cache object
 * and no signal (the builder makes its own).
 */
export interface BuilderOptions extends Omit<BuildOptions, 'cache' | 'signal'> {
  /** The folder the site is kept in; files are written there in place, only when their bytes change. */
  readonly outDir: string;
  /** Where the builder saves its state, so a restarted builder starts warm (none: kept in memory only). */
  readonly stateFile?: string;
}

/** A kind of page whose CSS changed, and where its new CSS is. */
export interface StylesheetSwap {
  readonly name: string;
  readonly first: string;
  readonly rest: { readonly from: string; readonly to: string };
}

/** What one build of a long-lived builder did. */
export type BuildOutcome =
  | {
      readonly ok: true;
      /** Files (relative to outDir, with "/") whose bytes changed or that are new. */
      readonly written: readonly string[];
      /** Files that were there before and are not any more. */
      readonly removed: readonly string[];
      /**
       * The kinds of page whose CSS changed: a page of that kind swaps its first view's CSS (its
       * <style data-styles="name">) for the new version as a file, and its other stylesheet for the
       * new one, without a reload.
       */
      readonly stylesheets: readonly StylesheetSwap[];
      /** True when only stylesheets changed among the inputs, so a page needs no reload. */
      readonly cssOnly: boolean;
      readonly pages: number;
      /** Pages rendered (the others were up to date). */
      readonly rendered: number;
      readonly milliseconds: number;
    }
  | { readonly ok: false; readonly kind: 'content'; readonly problems: readonly string[] }
  | { readonly ok: false; readonly kind: 'crash'; readonly message: string; readonly stack: string };

export interface Builder {
  /**
   * Builds the site into outDir. `changed` lists the files that changed since the last call
   * (absolute paths; empty or omitted for the first build). A build that fails leaves outDir
   * exactly as it was.
   */
  build(changed?: readonly string[]): Promise<BuildOutcome>;
  /**
   * Settles when the search index of the last build is written too (it follows the pages), and no
   * older build's index is still being written or thrown away.
   */
  idle(): Promise<void>;
  /**
   * The dev server stops: stops the search indexers of the last build (their index is thrown away,
   * and nothing writes beside outDir once this settles), then saves the state now if a save is
   * waiting: an owner who stops `dev` within seconds of a build must not find the next start
   * working from an older state. No build may be running.
   */
  stop(): Promise<void>;
}

/**
 * A builder that keeps one site folder up to date (for `site dev`). It keeps one BuildCache for its
 * life, the build state in it, so a build re-reads only the content files that changed, renders only
 * the pages whose inputs changed, and writes only the files whose bytes changed; new files are
 * staged beside the folder and moved into place once the whole build succeeded.
 */
export function createBuilder(options: BuilderOptions): Builder {
  const outDir = path.resolve(options.outDir);
  const state = loadState(options.stateFile ?? '', currentCodeVersion());
  // Pages are kept as templates too: an edit to one product then does not render again the
  // hundreds of listing pages whose only change is the new address of their list's card data.
  const cache = new BuildCache({ state, templates: true });
  let styles: BuildResult['styles'] = new Map();
  // The search indexes still being written after their builds' pages went live. A newer build does
  // not wait for them: the owner's next save must show as fast as the first. An index that a newer
  // build has overtaken is thrown away instead of put in place, but it is still being written (or
  // removed) until it settles, so stopping waits for every one of them, not only the last.
  const searching = new Set<Promise<void>>();
  let latest = 0;
  let searchFailure: Error | undefined;
  const stopping = new AbortController();

  const saver = debouncedSave(options.stateFile, state);
  const save = saver.save;

  return {
    async build(changed = []) {
      const started = performance.now();
      const build = ++latest;
      mkdirSync(outDir, { recursive: true });
      // The folder is this builder's own, so the state's record of it is trusted as it stands.
      const pages = new FolderUpdateSink(outDir, state.outputs, await mkdtemp(`${outDir}-staging-`), (file) => !isSearchFile(file), true);
      const searchOutputs = state.outputs;
      const search = new FolderUpdateSink(outDir, searchOutputs, await mkdtemp(`${outDir}-search-`), isSearchFile, true);
      try {
        if (searchFailure) throw searchFailure;
        const result = await buildSite({ ...options, cache, searchSink: search, deferSearch: true, signal: stopping.signal }, pages);
        const { written, removed } = pages.commit();
        // Until the index is done, the state keeps describing the index files that are still there.
        state.outputs = new Map([...pages.entries, ...[...searchOutputs].filter(([file]) => isSearchFile(file))]);
        save();
        const indexing = (result.search ?? Promise.resolve())
          .then(() => {
            if (build !== latest) return search.discard();
            search.commit();
            state.outputs = new Map([...[...state.outputs].filter(([file]) => !isSearchFile(file)), ...search.entries]);
            save();
          })
          .catch((error: unknown) => {
            search.discard();
            if (build === latest) searchFailure = error instanceof Error ? error : new Error(String(error));
          });
        searching.add(indexing);
        void indexing.finally(() => searching.delete(indexing));
        const previous = styles;
        styles = result.styles;
        const swaps = stylesheetSwaps(previous, styles);
        return {
          ok: true,
          written,
          removed,
          stylesheets: swaps,
          cssOnly: changed.length > 0 && changed.every((file) => file.endsWith('.css')),
          pages: result.pages,
          rendered: result.rendered,
          milliseconds: Math.round(performance.now() - started),
        };
      } catch (error) {
        pages.discard();
        search.discard();
        searchFailure = undefined;
        return failedBuild(error);
      }
    },
    async idle() {
      await Promise.all(searching);
    },
    async stop() {
      stopping.abort();
      await Promise.all(searching);
      saver.flush();
    },
  };
}

/**
 * The state is saved after the answer has gone out, and once for a burst of saves: at 10,000
 * products it is megabytes of JSON, which an edit should not wait for. `flush` saves a waiting one now.
 */
function debouncedSave(stateFile: string | undefined, state: Parameters<typeof saveState>[1]): { save(): void; flush(): void } {
  let saving: NodeJS.Timeout | undefined;
  const saveNow = () => {
    saving = undefined;
    saveState(stateFile!, state);
  };
  return {
    save() {
      if (!stateFile) return;
      clearTimeout(saving);
      saving = setTimeout(saveNow, 3000);
      saving.unref();
    },
    flush() {
      if (saving === undefined) return;
      clearTimeout(saving);
      saveNow();
    },
  };
}

/** The page kinds whose stylesheets changed since the last build, which the open pages swap without a reload. */
function stylesheetSwaps(previous: BuildResult['styles'], styles: BuildResult['styles']): StylesheetSwap[] {
  return [...styles].flatMap(([name, now]) => {
    const before = previous.get(name);
    return before && (before.hash !== now.hash || before.rest.href !== now.rest.href)
      ? [{ name, first: now.first.href, rest: { from: before.rest.href, to: now.rest.href } }]
      : [];
  });
}

/** A build that stopped: the owner's problems in their sentences, or the program's crash with its stack. */
function failedBuild(error: unknown): BuildOutcome {
  if (error instanceof ContentError) return { ok: false, kind: 'content', problems: sortIssues(error.issues).map(formatIssue) };
  const crash = error instanceof Error ? error : new Error(String(error));
  return { ok: false, kind: 'crash', message: crash.message, stack: crash.stack ?? crash.message };
}

/** The search index's files, which a build commits after its pages. */
function isSearchFile(file: string): boolean {
  return file.startsWith('pagefind/') || file.startsWith('pagefind-shards/');
}
