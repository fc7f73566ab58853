import type { RawContent } from '../content/load-collections.ts';
import type { ContentIssue } from '../errors/content-issue.ts';
import type { SiteSettings } from '../content/schemas/site-settings.ts';
import type { Site } from '../content/site-model.ts';
import type { BuildCache } from '../incremental/build-cache.ts';
import type { FolderSink } from '../output/output-sink.ts';
import type { PageStyles } from '../assets/styles/compose-page-styles.ts';
import type { Route } from '../routes/route.ts';
import type { BasePath } from '../shared/url-paths.ts';

export interface BuildOptions {
  contentDir: string;
  publicDir?: string;
  /** Overrides the base URL of site settings (for previews on another host). */
  baseUrl?: string;
  /**
   * The path the site lives under on its host, e.g. /shop-site/ for a GitHub Pages project site.
   * By default the path of the base URL.
   */
  basePath?: string;
  /** The date the build runs; tests pin it. */
  now?: Date;
  /**
   * What earlier builds left, and where the cache's folders are (see BuildCache): validated
   * content, each page's fingerprint, the output folder's files, what the builds of this process
   * keep in memory. A build reuses what is still valid and, when it succeeds, updates it for the
   * next one. Without one, the build makes a fresh cache and shares nothing with other builds.
   */
  cache?: BuildCache;
  /** Build the Pagefind search index (default true when writing to a folder). */
  search?: boolean;
  /** Search index shard size (tests make it small to get several shards). */
  searchShardSize?: number;
  /** Told what the build is doing, for a progress line. */
  onProgress?: (progress: BuildProgress) => void;
  /** Render on every core when at least this many pages need rendering (default 1,500). */
  parallelFrom?: number;
  /**
   * Where the search index goes, when not into the sink (`site dev` commits it after the pages),
   * and whether to return before it is done: the pages of an edit then show at once, and the
   * index follows a moment later.
   */
  searchSink?: FolderSink;
  deferSearch?: boolean;
  /**
   * Stops the search indexers (`site dev` stopping): the index being written fails, and the
   * indexers' processes have ended when it does, so nothing writes into its folder any more.
   */
  signal?: AbortSignal;
  /**
   * What is still the sample's or an example (content/find-sample-identity.ts) is a problem that
   * stops the build, not a warning: the publishing recipes' --strict.
   */
  strict?: boolean;
  /**
   * The folder whose templates/ and src/client/islands/ hold the stylesheets (the project's), and
   * the browser code (src/client); tests build copies.
   */
  stylesRoot?: string;
  clientDir?: string;
}

/** The options as the stages see them: with the public folder and the cache decided. */
export type StageOptions = BuildOptions & { readonly publicDir: string; readonly cache: BuildCache };

export type BuildPhase = 'content' | 'assets' | 'images' | 'pages' | 'search';

export interface BuildProgress {
  readonly phase: BuildPhase;
  /** Pages (or images) done out of the total, in the pages (or images) phase. */
  readonly done?: number;
  readonly total?: number;
}

export interface CheckResult {
  readonly site: Site;
  readonly routes: readonly Route[];
  /** Every image the content names, relative to content/ or public/. */
  readonly images: readonly string[];
  /** The validated content the Site model was made from, and how, for render workers. */
  readonly content: RawContent & { settings: SiteSettings };
  readonly model: { readonly now: string; readonly base?: BasePath };
  /** What is still the sample's or an example: warnings, unless the build is strict (which stops on them). */
  readonly sampleIdentity: readonly ContentIssue[];
  /** What passes but the owner should hear of, one `Warning: …` sentence each: the colours without a swatch. */
  readonly warnings: readonly string[];
}

/** What a caller of checkSite may start as soon as the Site model exists: the content and how the model was made, for render threads. */
export type ModelMade = Pick<CheckResult, 'content' | 'model'>;

export interface BuildResult extends CheckResult {
  readonly pages: number;
  /** Pages rendered by this build (the others were kept from the previous one). */
  readonly rendered: number;
  /**
   * Of those, the pages made from the previous build's file with new card data addresses instead of
   * rendered (see refill-page.ts).
   */
  readonly refilled: number;
  /** Threads that rendered pages (1, or one per core for a first build of a large catalogue). */
  readonly threads: number;
  /** Each distinct set of stylesheets pages use, by its name (see compose-page-styles.ts). */
  readonly styles: ReadonlyMap<string, PageStyles>;
  /** With deferSearch: settles when the search index is written and the state records it. */
  readonly search?: Promise<void>;
  /** Milliseconds per phase (content, assets, pages, seo), for the benchmark. */
  readonly timings: Readonly<Record<string, number>>;
}
