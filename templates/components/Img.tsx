import { usePage } from '../../src/page-api/page-context.ts';

interface ImgProps {
  /** Path relative to content/ or public/, as written in the content files. */
  src: string;
  alt: string;
  /** Layout width hint for responsive sources, e.g. "(min-width: 992px) 25vw, 50vw". */
  sizes?: string;
  /** The first view's picture, the page's largest paint: loaded at once, first, and drawn with the page. */
  priority?: boolean;
  /**
   * Another picture of the first view (the rest of a listing's first row): asked for as soon as the
   * page is read, at the browser's usual priority. A lazy picture is asked for only once the page is
   * laid out, and a picture of the same size as the first then becomes the largest paint, later.
   */
  eager?: boolean;
  /**
   * A priority image that is a small drawing comes inside the page (see svg-data-url.ts); false
   * keeps its file. Products' pictures keep their files: one page per catalogue row made the
   * 10,000-product build 0.6 s slower and its output 100 MB larger, and Lighthouse's LCP of the
   * product page did not move (1.01 s with the file, 1.04 s inside).
   */
  inline?: boolean;
  className?: string;
}

/**
 * Every image has its intrinsic width and height, so nothing shifts while it loads. A priority
 * image (the first view's picture) that is a small drawing comes inside the page as a data: URL,
 * unless `inline` is false: it is then drawn with the page's first bytes instead of a round trip
 * after them.
 */
export function Img({ src, alt, sizes = '100vw', priority = false, eager = false, inline = true, className }: ImgProps) {
  const { images, site } = usePage();
  const prepared = images.get(src);
  return (
    <Picture
      src={(priority && inline ? prepared?.inline : undefined) ?? prepared?.src ?? site.paths.asset(src)}
      alt={alt}
      width={prepared?.width ?? 800}
      height={prepared?.height ?? 800}
      sources={prepared?.sources ?? []}
      sizes={sizes}
      priority={priority}
      eager={eager}
      className={className}
    />
  );
}

interface PictureProps {
  /** Left out with alt, width, height and the sources' types and srcsets: a template's blank picture (ProductCard.tsx). */
  src?: string;
  alt?: string;
  width?: number;
  height?: number;
  /** A photo's variants, best type first; none for a drawing, which is a plain <img>. */
  sources: readonly { readonly type?: string; readonly srcset?: string }[];
  sizes: string;
  priority: boolean;
  eager?: boolean;
  className?: string;
}

/** The markup of an image, from its files and measures: Img's, and the blank of a template the browser fills. */
export function Picture({ src, alt, width, height, sources, sizes, priority, eager = false, className }: PictureProps) {
  const img = (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority || eager ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      className={className}
    />
  );
  if (sources.length === 0) return img;
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type ?? ''} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
