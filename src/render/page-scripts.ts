import { isMainIsland, type IslandName } from '../shared/island-names.ts';

export interface IslandAsset {
  /** URL of the island's entry module. */
  readonly src: string;
  /** URLs of the shared chunks it imports, preloaded so they download in parallel. */
  readonly imports: readonly string[];
  /** A classic script with all it imports (a main island: see build-islands.ts), not an ES module. */
  readonly classic: boolean;
}

/** When each of a page's island scripts loads (see planScripts). */
export interface ScriptPlan {
  /** For the head: the scripts that run at once with their chunks, and the others with theirs (Head.tsx). */
  readonly scripts: { now: readonly string[]; preloads: readonly string[]; later: readonly string[]; laterChunks: readonly string[] };
  /** The main islands' scripts, asked for from the head at high priority. */
  readonly mainPreloads: string;
  /** The main islands' scripts, run from the start of <main> (placeScripts). */
  readonly main: readonly string[];
}

/**
 * What the visitor can use in the first view runs at once: the chrome, and an island whose markup
 * is in the first view (the home banner's bullets). A page's main island (MAIN_ISLANDS) runs as soon
 * as the parser has passed its controls. The others wait for the load event, and the chrome, which
 * loads them, comes first.
 */
export function planScripts(used: readonly IslandName[], firstView: readonly string[], islands: ReadonlyMap<IslandName, IslandAsset>): ScriptPlan {
  const bundle = (name: IslandName) => {
    const asset = islands.get(name);
    if (!asset) throw new Error(`The island "${name}" has no bundle; add src/client/islands/${name}.ts`);
    return asset;
  };
  // The first view comes in parts (the chrome's, the main part's): joined, every page would copy the chrome's markup once more.
  const waits = (name: IslandName) => name !== 'chrome' && used.includes('chrome') && !firstView.some((part) => part.includes(`data-island="${name}"`));
  const soon = used.filter(isMainIsland);
  const now = [...used.filter((name) => name === 'chrome'), ...used.filter((name) => name !== 'chrome' && !isMainIsland(name) && !waits(name))];
  const later = used.filter((name) => waits(name) && !isMainIsland(name));
  const chunksOf = (names: readonly IslandName[]) => new Set(names.flatMap((name) => bundle(name).imports));
  const preloads = chunksOf(now);
  // A main island's script is asked for from the head, at high priority, so it downloads while the
  // page is parsed; it runs from an async script at the start of <main>. It is a classic script with
  // all its code (see build-islands.ts: a module runs later).
  const mainPreloads = soon
    .map((name) => {
      if (!bundle(name).classic) throw new Error(`The main island "${name}" was built as a module; build-islands.ts makes main islands classic scripts`);
      return `<link rel="preload" as="script" href="${bundle(name).src}" fetchpriority="high"/>`;
    })
    .join('');
  return {
    scripts: {
      now: now.map((name) => bundle(name).src),
      preloads: [...preloads],
      later: later.map((name) => bundle(name).src),
      laterChunks: [...chunksOf(later)].filter((chunk) => !preloads.has(chunk)),
    },
    mainPreloads,
    main: soon.map((name) => bundle(name).src),
  };
}

/**
 * Puts the main islands' script elements at the start of <main>. An async script runs once it has
 * arrived and the browser has a moment for it; from there, that wait overlaps the parsing of the
 * markup the island enhances, and the island takes it once it is parsed (client/lib/on-island-parsed.ts).
 */
export function placeScripts(body: string, scripts: readonly string[]): string {
  if (scripts.length === 0) return body;
  const elements = scripts.map((src) => `<script async="" src="${src}"></script>`).join('');
  const main = /<main\b[^>]*>/.exec(body);
  if (!main) throw new Error('A page with a main island must have a <main> element for its script');
  const at = main.index + main[0].length;
  return `${body.slice(0, at)}${elements}${body.slice(at)}`;
}
