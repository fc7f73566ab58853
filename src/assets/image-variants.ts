/** What the pipeline knows about one image after preparing it: its intrinsic size and its files. */
export interface PreparedImage {
  /**
   * Site-absolute URL of the fallback file: the drawing itself for an SVG; for a photo a JPEG (a
   * PNG where it has transparent parts) at most 1,600 px wide. The original is never published.
   */
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
  /**
   * The picture made for link previews, for images a page shares: a JPEG at most 1,200 px wide and
   * 300 KB (WhatsApp shows no picture above about 300 KB), drawings rasterised.
   */
  readonly share?: SharedImage;
}

export interface SharedImage {
  /** Site-absolute URL. */
  readonly src: string;
  readonly width: number;
  readonly height: number;
}

export type ImageVariants = ReadonlyMap<string, PreparedImage>;
