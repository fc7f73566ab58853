import type { BuildState } from '../incremental/build-state.ts';
import type { ListingFile } from '../listing/listing-data.ts';
import type { RouteDependencies } from '../render/dependency-tracking.ts';

/**
 * The build state of this site's build: the generic BuildState (src/incremental/), which keeps the
 * stages' records as they are, with the records named: what each page read (the renderer's
 * RouteDependencies) and each list's card data file (listing-data.ts).
 */
export type SiteState = BuildState<RouteDependencies, ListingFile>;
