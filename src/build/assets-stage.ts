import path from 'node:path';
import { buildIslands } from '../assets/build-islands.ts';
import { islandWords } from '../page-api/island-words.ts';
import { buildStylesheetCatalogue, STYLESHEET_FOLDERS } from '../assets/styles/stylesheet-catalogue.ts';
import { copyPublic, listPublic } from '../assets/copy-public.ts';
import { buildFonts } from '../assets/fonts.ts';
import { buildIconSprite } from '../assets/build-icon-sprite.ts';
import { ImageProblems } from '../assets/images/image-problems.ts';
import { locateImage } from '../assets/images/locate-image.ts';
import { prepareImages } from '../assets/prepare-images.ts';
import { writeBrandFiles } from '../assets/brand/brand-files.ts';
import { imageIssue } from '../content/check-images.ts';
import { imageReferences } from '../content/image-references.ts';
import type { RawContent } from '../content/load-collections.ts';
import { displayPath } from '../content/read/display-path.ts';
import type { Site } from '../content/site-model.ts';
import { ContentError } from '../errors/content-error.ts';
import { memoBySources } from '../incremental/memo-by-sources.ts';
import { writeListingData } from '../listing/listing-data.ts';
import type { OutputSink } from '../output/output-sink.ts';
import type { PageAssets } from '../render/render-route.ts';
import type { Route } from '../routes/route.ts';
import type { StageOptions } from './build-options.ts';
import type { SiteState } from './site-state.ts';
import { currentCodeVersion, lockfile, PROJECT_ROOT } from './project.ts';

/**
 * Everything the pages name besides themselves: fonts, every component's and island's stylesheet
 * (each page's CSS is put together from those it used), the island bundles, the images, public/, the
 * listing card data and the icon sprite. With the card data files as the state records them (listingFiles).
 */
export async function buildAssets(
  site: Site,
  routes: readonly Route[],
  imageList: readonly string[],
  options: StageOptions,
  sink: OutputSink,
  state: SiteState,
): Promise<Omit<PageAssets, 'searchShards'> & { listingFiles: SiteState['listingData'] }> {
  const { paths } = site;
  const { cache } = options;
  const stylesRoot = options.stylesRoot ?? PROJECT_ROOT;
  const clientDir = options.clientDir ?? path.join(PROJECT_ROOT, 'src', 'client');
  const fonts = await buildFonts(sink, paths);
  const publicFiles = await listPublic(options.publicDir);
  const pictures = await cache.pictures();
  // The islands' bundles carry the words they write alike on every page (island-words.ts).
  const words = islandWords(site.labels);
  const [stylesheets, islands, images] = await Promise.all([
    // Packages' own files (toastify's CSS, swiper) come with the lockfile, which is an input too, and
    // the code that makes the bundles with the code version.
    memoBySources(
      cache.bundles,
      'stylesheets',
      STYLESHEET_FOLDERS.map((folder) => path.join(stylesRoot, folder)),
      [currentCodeVersion(), site.settings.accent, fonts.fallbackCss, lockfile()],
      () => buildStylesheetCatalogue(stylesRoot, site.settings, fonts.fallbackCss),
    ),
    memoBySources(
      cache.bundles,
      'islands',
      [clientDir, path.join(clientDir, '..', 'shared')],
      [currentCodeVersion(), paths.base, JSON.stringify(words), lockfile()],
      () => buildIslands(clientDir, paths, words),
    ),
    prepareImages(imageList, sink, {
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
  await Promise.all(islands.files.map((file) => sink.write(file.file, file.contents)));
  const brandSource = async (image: string) => {
    const located = await locateImage(image, options.contentDir, options.publicDir);
    const prepared = images.get(image);
    if (!located || !prepared) throw new Error(`the brand picture ${image} was not prepared`);
    return { file: located.file, image: prepared, svg: /\.svg$/i.test(image) };
  };
  const { brand: brandImages } = site.settings;
  const [favicon, logo] = await Promise.all([brandSource(brandImages.favicon), brandSource(brandImages.logo)]);
  const [listingFiles, iconSprite, brand] = await Promise.all([
    writeListingData(site, images, sink, state.listingData, cache.listingFiles),
    buildIconSprite(sink, paths),
    writeBrandFiles({ favicon, logo }, sink, cache.folders.images, paths, pictures),
  ]);
  const listingData = new Map([...listingFiles].map(([key, { url }]) => [key, url]));
  return {
    webFonts: fonts.stylesheet,
    islands: islands.islands,
    images,
    listingData,
    iconSprite,
    brand,
    listingFiles,
    stylesheets,
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
