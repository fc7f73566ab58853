/** What the pipeline knows about one image after preparing it: its intrinsic size and its files. */
export interface PreparedImage {
  /** Site-absolute URL of the fallback file (the original, or the largest JPEG/PNG/SVG). */
  readonly src: string;
  readonly width: number;
  readonly height: number;
  /** Responsive sources for raster images; empty for SVG, which scales by itself. */
  readonly sources: readonly { readonly type: 'image/avif' | 'image/webp'; readonly srcset: string }[];
}

export type ImageVariants = ReadonlyMap<string, PreparedImage>;
