import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PreparedImage } from '../assets/image-variants.ts';
import { PictureMemory } from '../assets/images/picture-memory.ts';
import type { MadeListingFile } from '../listing/listing-data.ts';
import type { FragmentMemo } from '../page-api/page-context.ts';
import { createFragmentMemo } from '../render/fragment-memo.ts';
import type { Route } from '../routes/route.ts';
import type { BuildState } from './build-state.ts';
import { BuildMemo } from './build-memo.ts';

const PROJECT_CACHE = path.join(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..'), 'node_modules', '.cache');

/**
 * The folders of the cache: what one build leaves for the next. The one place they are named.
 */
export interface CacheFolders {
  /**
   * node_modules/.cache by default; SITE_CACHE_DIR moves it, so a CI workflow can cache a folder
   * that `npm ci` does not delete, and the benchmark can time a build with an empty cache.
   */
  readonly root: string;
  /** The build states (one per output folder, see build-command.ts), and `dev/` and its state. */
  readonly site: string;
  /** The island bundles, the site's stylesheet and each kind of page's cut of it, by fingerprint (memo-by-sources.ts). */
  readonly bundles: string;
  /** Every encoded picture, by its source's content hash, and pictures.json (picture-memory.ts). */
  readonly images: string;
  /** The folder `site dev` builds into and serves, and its builder's state. */
  readonly devSite: string;
  readonly devState: string;
}

/** The cache's folders, under `root`: SITE_CACHE_DIR, or else the project's node_modules/.cache. */
export function cacheFolders(root = process.env.SITE_CACHE_DIR ? path.resolve(process.env.SITE_CACHE_DIR) : PROJECT_CACHE): CacheFolders {
  const site = path.join(root, 'site');
  return {
    root,
    site,
    bundles: path.join(site, 'bundles'),
    images: path.join(root, 'site-images'),
    devSite: path.join(site, 'dev'),
    devState: path.join(site, 'dev-state.json'),
  };
}

/**
 * Where a worker's code bundled from the TypeScript sources goes (src/runtime/bundled-entry.ts):
 * always the project's own node_modules/.cache/site/, whatever SITE_CACHE_DIR says. The bundles
 * import the packages, which Node finds from the bundle's own folder upwards, so they must sit
 * inside the project; they are code, not what a build leaves, and no CI cache needs them.
 */
export const WORKER_CODE_FOLDER = path.join(PROJECT_CACHE, 'site');

/** A page kept as a template between builds of one process (see RenderedPage.template). */
export type PageTemplate = { readonly html: string; readonly fingerprint: string };

/** An image's variants as this process last described them, frozen, and their JSON to compare. */
export type RememberedImage = { readonly json: string; readonly image: PreparedImage };

/** What memoBySources made, and where it keeps it on disk for the next process. */
export interface BundleMemory {
  readonly folder: string;
  readonly made: BuildMemo<string, { readonly fingerprint: string; readonly value: Promise<unknown> }>;
}

export interface BuildCacheOptions {
  /** The cache's folder instead of SITE_CACHE_DIR or node_modules/.cache. */
  readonly root?: string;
  /** What earlier builds left (see BuildState); without it, nothing about the pages is recorded for a next build (--no-cache). */
  readonly state?: BuildState;
  /** Keep pages as templates between builds (`site dev`; see RenderedPage.template). */
  readonly templates?: boolean;
}

/**
 * The build's memory between runs, in one object: the state a build reads and leaves (validated
 * content, each page's fingerprint, the output folder's files, the search shards, the listing card
 * data files), what the builds of one process keep in memory (routes, image variants, rendered cards, card
 * data, bundles, page templates) and what reading the pictures taught. `site build` makes one per
 * process, the dev builder one for its worker's life; a build given none makes a fresh one, so two
 * builds share nothing unless they are handed the same cache. After each build that succeeded,
 * the entries for things that no longer exist are dropped (finishBuild).
 */
export class BuildCache {
  readonly folders: CacheFolders;
  /**
   * Read by a build when its code version is this process's, replaced by a build that succeeded;
   * undefined: every page is rendered and nothing is recorded.
   */
  state: BuildState | undefined;
  /** Pages kept as templates, by output file: only `site dev` keeps them (they cost memory). */
  readonly templates: Map<string, PageTemplate> | undefined;
  /** The routes of the last route table, by address (see build/reuse-routes.ts). */
  readonly routes = new BuildMemo<string, Route>();
  /** The card data files made in this process, by list (see listing-data.ts). */
  readonly listingFiles = new BuildMemo<string, MadeListingFile>();
  /**
   * Markup the renderer made once for many pages (a product's card, see render/fragment-memo.ts),
   * kept from build to build of this process: `site dev` renders again only the cards whose
   * product, picture or words changed. Held by product, weakly: a product gone from the site
   * takes its cards with it.
   */
  readonly fragments: FragmentMemo = createFragmentMemo();
  /** Each image's variants as the last build described them, by image (see prepare-images.ts). */
  readonly preparedImages = new BuildMemo<string, RememberedImage>();
  readonly bundles: BundleMemory;
  private pictureMemory: Promise<PictureMemory> | undefined;

  constructor(options: BuildCacheOptions = {}) {
    this.folders = cacheFolders(options.root);
    this.state = options.state;
    this.templates = options.templates ? new Map() : undefined;
    this.bundles = { folder: this.folders.bundles, made: new BuildMemo() };
  }

  /**
   * What earlier builds learnt from each source picture (pictures.json in the image folder), read
   * once, and shared by the content check (which inspects every picture) and the image step.
   */
  pictures(): Promise<PictureMemory> {
    this.pictureMemory ??= PictureMemory.load(this.folders.images);
    return this.pictureMemory;
  }

  private memos(): BuildMemo<unknown, unknown>[] {
    return [this.routes, this.listingFiles, this.preparedImages, this.bundles.made] as BuildMemo<unknown, unknown>[];
  }

  /** A build starts: it has used nothing yet. */
  async startBuild(): Promise<void> {
    for (const memo of this.memos()) memo.begin();
    (await this.pictureMemory)?.startBuild();
  }

  /**
   * A build succeeded with this state and these routes: the state becomes the cache's (only a build
   * that succeeded updates it: a failed one must not describe files that were never put in place),
   * and what the build did not use (a renamed product's route, a deleted image's variants) and the
   * templates of pages that are gone are dropped. Returns the state the cache now holds, or the
   * build's own when the cache keeps none.
   */
  finishBuild(state: BuildState, routes: readonly Route[]): BuildState {
    if (this.state && this.state !== state) Object.assign(this.state, state);
    for (const memo of this.memos()) memo.prune();
    if (this.templates) {
      const files = new Set(routes.map((route) => route.file));
      for (const file of [...this.templates.keys()]) if (!files.has(file)) this.templates.delete(file);
    }
    return this.state ?? state;
  }
}
