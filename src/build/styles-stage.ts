import { cutPageStyles, type BuiltStylesheet, type PageStyles, type StylesheetNames } from '../assets/build-styles.ts';
import { firstViewIslands } from '../assets/page-stylesheets.ts';
import type { Site } from '../content/site-model.ts';
import type { BuildCache } from '../incremental/build-cache.ts';
import type { RouteRecord } from '../incremental/build-state.ts';
import { hashText } from '../incremental/digest.ts';
import { memoByFingerprint } from '../incremental/memo-by-sources.ts';
import type { OutputSink } from '../output/output-sink.ts';
import { splitNames } from '../render/page-style-names.ts';
import { policyMetaOf } from '../render/render-route.ts';
import type { StyleFill } from '../render/style-slots.ts';
import type { Route } from '../routes/route.ts';
import { ISLAND_STYLE_NAMES } from '../shared/island-style-names.ts';
import type { IslandName } from '../shared/island-names.ts';

/** Each kind of page's CSS, what fills the pages' slots, and the digest of what each page is filled with. */
export interface CutStyles {
  readonly styles: ReadonlyMap<string, PageStyles>;
  readonly fill: StyleFill;
  /** By stylesheet: changes when its rules (and so its policy) or its address do. */
  readonly digests: ReadonlyMap<string, string>;
}

/**
 * Cuts each kind of page's CSS from the site's stylesheet by the names its rendered pages hold
 * (their records: page-style-names.ts) and those the islands they use add in the browser
 * (island-style-names.ts), and writes the files. A cut is remade only when its names or the site's
 * stylesheet changed (memoByFingerprint, in the cache's bundles).
 */
export async function cutStyles(
  site: Site,
  full: BuiltStylesheet,
  routes: readonly Route[],
  records: ReadonlyMap<string, Pick<RouteRecord, 'styleNames' | 'islands'>>,
  cache: BuildCache,
  sink: OutputSink,
): Promise<CutStyles> {
  const styles = new Map<string, PageStyles>();
  for (const sheet of namesByStylesheet(routes, records)) {
    // Cutting costs a tenth of a second a sheet: a build whose pages hold the same names as the
    // last one's takes the cut it made (in this process, or on disk from an earlier one).
    const fingerprint = hashText([full.href, site.paths.base, [...sheet.first].sort().join(' '), [...sheet.all].sort().join(' ')].join('\n'));
    styles.set(
      sheet.name,
      await memoByFingerprint(cache.bundles, `page-styles-${sheet.name}`, fingerprint, async () => cutPageStyles(full, site.paths, sheet)),
    );
  }
  // Kinds of page that share their first view share its file: each file is written once.
  const files = new Map([...styles.values()].flatMap(({ first, rest }) => [first, rest]).map((file) => [file.file, file]));
  await Promise.all([...files.values()].map((file) => sink.write(file.file, file.contents)));
  const fill: StyleFill = {
    styles: new Map([...styles].map(([name, { inline, rest, hash }]) => [name, { inline, rest: rest.href, policy: policyMetaOf(site, hash) }])),
  };
  const digests = new Map([...fill.styles].map(([name, { policy, rest }]) => [name, hashText([policy, rest].join('\n'))]));
  return { styles, fill, digests };
}

/**
 * What each kind of page can select on. Its first view: the names the pages' first views hold, and
 * those a whole-page island adds, which runs before the rest of the CSS arrives (page-stylesheets.ts).
 * All of it: the names the pages hold, and those every island they use adds, at once or later.
 */
export function namesByStylesheet(routes: readonly Route[], records: ReadonlyMap<string, Pick<RouteRecord, 'styleNames' | 'islands'>>): StylesheetNames[] {
  const sheets = new Map<string, { first: NamesRead; all: NamesRead; islands: Set<IslandName> }>();
  for (const route of routes) {
    const record = records.get(route.file);
    if (!record) throw new Error(`No page was made for ${route.file}`);
    let sheet = sheets.get(route.stylesheet);
    if (!sheet) {
      sheet = { first: new NamesRead(), all: new NamesRead(), islands: new Set() };
      for (const island of firstViewIslands(route.stylesheet)) addIsland(sheet.first.names, island, false);
      sheets.set(route.stylesheet, sheet);
    }
    sheet.first.add(record.styleNames.first);
    sheet.all.add(record.styleNames.all);
    for (const island of record.islands) {
      if (sheet.islands.has(island)) continue;
      sheet.islands.add(island);
      addIsland(sheet.all.names, island, true);
    }
  }
  return [...sheets]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, { first, all }]) => ({ name, first: first.names, all: new Set([...all.names, ...first.names]) }));
}

/** Names gathered from pages' lists: thousands of pages share a few lists, and each distinct one is read once. */
class NamesRead {
  readonly names = new Set<string>();
  private readonly lists = new Set<string>();

  add(list: string): void {
    if (this.lists.has(list)) return;
    this.lists.add(list);
    for (const name of splitNames(list)) this.names.add(name);
  }
}

function addIsland(into: Set<string>, island: IslandName, later: boolean): void {
  const declared = ISLAND_STYLE_NAMES[island];
  for (const name of declared.names) into.add(name);
  for (const element of declared.elements ?? []) into.add(`<${element}`);
  if (later) for (const name of declared.later ?? []) into.add(name);
}
