import type { IslandWords } from '../../shared/island-words.ts';

/**
 * The owner's words the islands write alike on every page (src/shared/island-words.ts), one export
 * per key. The build puts the site's own in place of this module when it bundles the islands
 * (build-islands.ts); this one is never run.
 */
const replaced = (): never => {
  throw new Error('island-words.ts is replaced by the site’s words when the islands are bundled');
};

export const sizeRun: IslandWords['sizeRun'] = replaced();
export const orders: IslandWords['orders'] = replaced();
export const orderNote: IslandWords['orderNote'] = replaced();
export const listing: IslandWords['listing'] = replaced();
