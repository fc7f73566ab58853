/**
 * The build pipeline's entry points. The pipeline itself is in src/build/, one module per stage:
 * build-site.ts runs content-stage.ts, assets-stage.ts, pages-stage.ts, seo-stage.ts and
 * search-stage.ts in turn; output-stage.ts puts `site build`'s folder in place. What a build
 * keeps for the next one is its BuildCache (src/incremental/build-cache.ts).
 */
export { buildSite } from './build/build-site.ts';
export { checkSite } from './build/content-stage.ts';
export { writeSite } from './build/output-stage.ts';
export { currentCodeVersion, PROJECT_ROOT } from './build/project.ts';
export type { BuildOptions, BuildPhase, BuildProgress, BuildResult, CheckResult } from './build/build-options.ts';
