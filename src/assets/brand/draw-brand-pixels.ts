import { loadSharp } from '../images/load-sharp.ts';

/** The files drawn from the brand's pictures, by name. */
export interface BrandPixels {
  readonly ico?: Buffer;
  readonly 'apple-touch'?: Buffer;
  readonly 'icon-192'?: Buffer;
  readonly 'icon-512'?: Buffer;
  readonly card?: Buffer;
}

interface Source {
  readonly file: string;
  readonly svg: boolean;
  /** The picture's own size (a drawing's as its file gives it). */
  readonly image: { readonly width: number; readonly height: number };
}

/** The sizes a favicon.ico holds: tabs and bookmarks (16), taskbars (32), Windows' desktop (48). */
const ICO_SIZES = [16, 32, 48];
/** Link previews: what Facebook, LinkedIn and WhatsApp show best; the logo fills the middle of it. */
const CARD = { width: 1200, height: 630, logoWidth: 840, logoHeight: 360 };
const WHITE = { r: 255, g: 255, b: 255, alpha: 1 };
const CLEAR = { r: 0, g: 0, b: 0, alpha: 0 };

/**
 * Draws the icons (from the favicon) or the link-preview card (from the logo). The picture is
 * fitted whole into each square or box, centred, never cut; nothing but the pixels is written.
 */
export async function drawBrandPixels(source: Source, kind: 'icons' | 'card'): Promise<BrandPixels> {
  const sharp = await loadSharp();
  if (kind === 'card') {
    const logo = await fitted(source, CARD.logoWidth, CARD.logoHeight);
    const card = await sharp({ create: { width: CARD.width, height: CARD.height, channels: 3, background: WHITE } })
      .composite([{ input: logo, gravity: 'centre' }])
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
    return { card };
  }
  const master = await fitted(source, 512, 512);
  const png = (size: number) => sharp(master).resize(size, size).png({ compressionLevel: 9 }).toBuffer();
  const { default: pngToIco } = await import('png-to-ico');
  const [icon192, appleTouch, ...icoSizes] = await Promise.all([
    png(192),
    sharp(master).resize(180, 180).flatten({ background: WHITE }).png({ compressionLevel: 9 }).toBuffer(),
    ...ICO_SIZES.map(png),
  ]);
  return {
    'icon-512': await sharp(master).png({ compressionLevel: 9 }).toBuffer(),
    'icon-192': icon192,
    'apple-touch': appleTouch,
    ico: await pngToIco(icoSizes),
  };
}

/** The picture as a PNG of exactly width × height, fitted whole and centred on a clear ground. */
async function fitted(source: Source, width: number, height: number): Promise<Buffer> {
  const sharp = await loadSharp();
  const scale = Math.max(width / Math.max(1, source.image.width), height / Math.max(1, source.image.height));
  // A drawing is drawn at the resolution the box needs (72 dpi draws it at the size its file gives),
  // so its edges stay sharp instead of being a small picture enlarged.
  const input = source.svg ? sharp(source.file, { density: Math.min(2400, Math.max(1, 72 * scale)) }) : sharp(source.file).rotate();
  return input.resize(width, height, { fit: 'contain', background: CLEAR }).png().toBuffer();
}
