import type { ColourScheme } from './colour-scheme.ts';

/** What a garment is drawn in: its colours, and the seed text (the Article No) that picks its details. */
export interface Look extends ColourScheme {
  key: string;
}
