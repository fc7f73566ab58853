import { usePage } from '../../src/page-api/page-context.ts';

interface ImgProps {
  /** Path relative to content/ or public/, as written in the content files. */
  src: string;
  alt: string;
  /** Layout width hint for responsive sources, e.g. "(min-width: 992px) 25vw, 50vw". */
  sizes?: string;
  /** Images above the fold load at once; every other image is lazy. */
  priority?: boolean;
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
export function Img({ src, alt, sizes = '100vw', priority = false, inline = true, className }: ImgProps) {
  const { images, site } = usePage();
  const prepared = images.get(src);
  const width = prepared?.width ?? 800;
  const height = prepared?.height ?? 800;
  const img = (
    <img
      src={(priority && inline ? prepared?.inline : undefined) ?? prepared?.src ?? site.paths.asset(src)}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      className={className}
    />
  );
  if (!prepared || prepared.sources.length === 0) return img;
  return (
    <picture>
      {prepared.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
