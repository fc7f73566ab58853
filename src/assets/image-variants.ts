/** What the pipeline knows about one image after preparing it: its intrinsic size and its files. */
export interface PreparedImage {
  /** Site-absolute URL of the fallback file (the original, or the largest JPEG/PNG/SVG). */
  readonly src: string;
  readonly width: number;
  readonly height: number;
  /** Responsive sources for raster images; empty for SVG, which scales by itself. */
  readonly sources: readonly { readonly type: 'image/avif' | 'image/webp'; readonly srcset: string }[];
  /**
   * The drawing itself as a data: URL, for an SVG small enough to travel inside the page (see
   * svg-data-url.ts). A page whose first picture is this drawing shows it with its first bytes,
   * without a request of its own; being part of this description, a change to the drawing also
   * rebuilds the pages that carry it.
   */
  readonly inline?: string;
}

export type ImageVariants = ReadonlyMap<string, PreparedImage>;
