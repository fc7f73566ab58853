import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildIslands } from '../assets/build-islands.ts';
import { buildPageStyles } from '../assets/build-styles.ts';
import { CssUsage } from '../assets/css-usage.ts';
import { firstViewOf } from '../assets/page-stylesheets.ts';
import { copyPublic, listPublic } from '../assets/copy-public.ts';
import { buildFonts } from '../assets/fonts.ts';
import { buildIconSprite } from '../assets/build-icon-sprite.ts';
import { ImageProblems } from '../assets/images/image-problems.ts';
import { prepareImages } from '../assets/prepare-images.ts';
import { SITE_LOGO } from '../assets/site-logo.ts';
import { imageIssue } from '../content/check-images.ts';
import { imageReferences } from '../content/image-references.ts';
import type { RawContent } from '../content/load-collections.ts';
import { displayPath } from '../content/read/display-path.ts';
import type { Site } from '../content/site-model.ts';
import { ContentError } from '../errors/content-error.ts';
import type { BuildState } from '../incremental/build-state.ts';
import { memoBySources } from '../incremental/memo-by-sources.ts';
import { writeListingData } from '../listing/listing-data.ts';
import type { OutputSink } from '../output/output-sink.ts';
import type { PageAssets } from '../render/render-route.ts';
import type { Route } from '../routes/route.ts';
import type { StageOptions } from './build-options.ts';
import { currentCodeVersion, lockfile, PROJECT_ROOT } from './project.ts';

/**
 * Everything the pages name besides themselves: fonts, each kind of page's stylesheets, the island
 * bundles, the images, public/, the listing card data and the icon sprite. With the card data
 * files as the state records them (listingFiles).
 */
export async function buildAssets(
  site: Site,
  routes: readonly Route[],
  imageList: readonly string[],
  options: StageOptions,
  sink: OutputSink,
  state: BuildState,
): Promise<Omit<PageAssets, 'searchShards'> & { listingFiles: BuildState['listingData'] }> {
  const { paths } = site;
  const { cache } = options;
  const stylesDir = options.stylesDir ?? path.join(PROJECT_ROOT, 'templates', 'styles');
  const clientDir = options.clientDir ?? path.join(PROJECT_ROOT, 'src', 'client');
  const templatesDir = path.join(PROJECT_ROOT, 'templates');
  const fonts = await buildFonts(sink, paths);
  // One stylesheet per kind of page, cut from the site's stylesheet by the names its templates and
  // browser code can use (see assets/css-usage.ts): the page waits only for the CSS it needs.
  const components = path.join(templatesDir, 'components');
  const layout = path.join(templatesDir, 'layouts', 'SiteLayout.tsx');
  // The first view: the header, then the home page's banner or the title band. The floating
  // buttons come after <main>, behind the rest of the CSS, so their rules need not be in the head.
  const chrome = [path.join(components, 'Header.tsx')];
  const templates = [...new Set(routes.map((route) => route.stylesheet))].sort().map((name) => {
    const firstView = firstViewOf(name, templatesDir);
    if (!existsSync(firstView.page)) throw new Error(`The stylesheet "${name}" names ${firstView.page}, which does not exist (src/assets/page-stylesheets.ts)`);
    return {
      name,
      entries: [firstView.page, layout],
      firstView: [...chrome, ...firstView.modules],
      alone: [layout],
      templatesDir,
      shut: [path.join(components, 'SearchPanel.tsx'), ...firstView.after],
      firstViewIslands: firstView.islands,
    };
  });
  const publicFiles = await listPublic(options.publicDir);
  const pictures = await cache.pictures();
  const [stylesheets, islands, images] = await Promise.all([
    // Packages' own files (toastify's CSS, swiper) come with the lockfile, which is an input too, and
    // the code that makes the bundles with the code version.
    memoBySources(
      cache.bundles,
      'styles',
      [stylesDir, templatesDir, clientDir, path.join(clientDir, '..', 'shared')],
      // Each kind of page's parts (its first view, what its islands add) as well as its name: what
      // decides its two stylesheets is an input, not only the code that reads it.
      [currentCodeVersion(), site.settings.accent, paths.base, fonts.fallbackCss, lockfile(), templates],
      () => buildPageStyles(stylesDir, site.settings, paths, fonts.fallbackCss, templates, new CssUsage(PROJECT_ROOT, clientDir)),
    ),
    memoBySources(cache.bundles, 'islands', [clientDir, path.join(clientDir, '..', 'shared')], [currentCodeVersion(), paths.base, lockfile()], () =>
      buildIslands(clientDir, paths),
    ),
    prepareImages(existsSync(path.join(options.publicDir, SITE_LOGO)) ? [...imageList, SITE_LOGO] : imageList, sink, {
      contentDir: options.contentDir,
      publicDir: options.publicDir,
      cacheDir: cache.folders.images,
      memory: pictures,
      prepared: cache.preparedImages,
      paths,
      shared: sharedImages(site, routes),
      republish: publicFiles.photos,
      onProgress: (done, total) => options.onProgress?.({ phase: 'images', done, total }),
    }),
    copyPublic(options.publicDir, publicFiles.verbatim, sink),
  ]);
  // Kinds of page that share their first view share its file: each file is written once.
  const sheets = new Map([...stylesheets.values()].flatMap(({ first, rest }) => [first, rest]).map((sheet) => [sheet.file, sheet]));
  await Promise.all([...sheets.values()].map((sheet) => sink.write(sheet.file, sheet.contents)));
  await Promise.all(islands.files.map((file) => sink.write(file.file, file.contents)));
  const [listingFiles, iconSprite] = await Promise.all([
    writeListingData(site, images, sink, state.listingData, cache.listingFiles),
    buildIconSprite(sink, paths),
  ]);
  const listingData = new Map([...listingFiles].map(([key, { url }]) => [key, url]));
  return {
    styles: new Map([...stylesheets].map(([name, { inline, hash, first, rest }]) => [name, { inline, hash, first: first.href, rest: rest.href }])),
    webFonts: fonts.stylesheet,
    islands: islands.islands,
    images,
    listingData,
    iconSprite,
    listingFiles,
  };
}

/** The pictures link previews show: each page's own, and the site's default for the others. */
function sharedImages(site: Site, routes: readonly Route[]): Set<string> {
  const shared = new Set(routes.flatMap((route) => (route.meta.image ? [route.meta.image] : [])));
  if (site.settings.shareImage) shared.add(site.settings.shareImage.image);
  return shared;
}

/** A picture the build could not prepare becomes a sentence at the cell (or field) that names it. */
export async function locateImageProblems<T>(work: Promise<T>, content: RawContent, contentDir: string, publicDir: string): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (!(error instanceof ImageProblems)) throw error;
    const references = imageReferences(content, contentDir);
    throw new ContentError(
      error.problems.flatMap(({ image, problem }) => {
        const naming = references.filter((reference) => reference.image === image);
        // A photo of public/ that no cell names: the file itself is the place.
        if (naming.length === 0) return [{ code: problem.code, file: displayPath(path.join(publicDir, image)), message: `the image ${problem.message}` }];
        return naming.map((reference) => imageIssue(reference, problem));
      }),
    );
  }
}
