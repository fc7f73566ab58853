import { readFile, writeFile } from 'node:fs/promises';
import sharp from 'sharp';

/** What a phone writes into a photo about its owner: none of it may reach the published site. */
export const PRIVATE = {
  make: 'FixtureCam',
  model: 'Pocket 12 Pro',
  artist: 'Owner Private Name',
  xmp: 'xmp-owner-secret',
  iptc: 'iptc-owner-secret',
  /** Where a drawing program last exported the file: the owner's home folder. */
  folder: '/home/owner-private/Desktop',
} as const;

/** An SVG as Inkscape saves it: its maker in RDF metadata, the file's name and export path in editor attributes. */
export function inkscapeDrawing(): string {
  return `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!-- Created with Inkscape (http://www.inkscape.org/) by ${PRIVATE.artist} -->
<svg width="400" height="300" viewBox="0 0 400 300" version="1.1" xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:cc="http://creativecommons.org/ns#" xmlns:dc="http://purl.org/dc/elements/1.1/" sodipodi:docname="badge.svg" inkscape:export-filename="${PRIVATE.folder}/badge.png" inkscape:export-xdpi="96">
  <sodipodi:namedview id="namedview1" pagecolor="#ffffff" inkscape:zoom="1.2" inkscape:current-layer="layer1"/>
  <metadata id="metadata1"><rdf:RDF><cc:Work rdf:about=""><dc:creator><cc:Agent><dc:title>${PRIVATE.artist}</dc:title></cc:Agent></dc:creator></cc:Work></rdf:RDF></metadata>
  <g inkscape:label="Layer 1" inkscape:groupmode="layer" id="layer1">
    <rect x="20" y="20" width="360" height="260" rx="24" fill="#0B3279"/>
    <circle cx="200" cy="150" r="80" fill="#0FAB5B"/>
  </g>
</svg>
`;
}

export interface PhotoOptions {
  width: number;
  height: number;
  /** The phone's EXIF (camera, owner, GPS position), XMP and IPTC blocks. */
  private?: boolean;
  /** The EXIF orientation tag: 6 and 8 mean the stored pixels lie on their side. */
  orientation?: number;
  format?: 'jpeg' | 'png';
  /** A PNG with a transparent border. */
  transparent?: boolean;
  /** Grain strength 0–255: photos are noisy, and noise is what makes them heavy. */
  grain?: number;
  colourspace?: 'cmyk' | 'rgb16';
}

/**
 * A photo-like picture: its stored top half warm red, its bottom half blue, with grain, so a test
 * can tell which way up it is displayed and its files weigh what a photo's do.
 */
export async function makePhoto(file: string, options: PhotoOptions): Promise<void> {
  const { width, height, grain = 24 } = options;
  const channels = options.transparent ? 4 : 3;
  const pixels = Buffer.alloc(width * height * channels);
  let seed = width * 31 + height;
  for (let y = 0; y < height; y += 1) {
    const top = y < height / 2;
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * channels;
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const noise = ((seed >> 16) % (grain + 1)) - grain / 2;
      const shade = (x / width) * 40;
      pixels[at] = clamp((top ? 200 : 30) + shade + noise);
      pixels[at + 1] = clamp((top ? 40 : 70) + shade + noise);
      pixels[at + 2] = clamp((top ? 30 : 190) + shade + noise);
      if (channels === 4) pixels[at + 3] = x < width / 10 ? 0 : 255;
    }
  }
  let image = sharp(pixels, { raw: { width, height, channels } });
  if (options.colourspace) image = image.toColourspace(options.colourspace);
  if (options.private) {
    image = image
      .withExif({
        IFD0: { Make: PRIVATE.make, Model: PRIVATE.model, Artist: PRIVATE.artist, Copyright: PRIVATE.artist },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '32/1 29/1 4/1', GPSLongitudeRef: 'E', GPSLongitude: '74/1 31/1 5/1' },
      })
      .withXmp(
        `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>${PRIVATE.xmp}</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>`,
      );
  }
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  await (options.format === 'png' ? image.png() : image.jpeg({ quality: 92 })).toFile(file);
  if (options.private && options.format !== 'png') await writeFile(file, withIptc(await readFile(file), PRIVATE.iptc));
}

function clamp(value: number): number {
  return Math.max(0, Math.min(255, Math.round(value)));
}

/**
 * Puts an IPTC By-line into a JPEG as Photoshop and photo agencies write it (an APP13 segment after
 * the start marker): sharp reads IPTC but cannot write it.
 */
function withIptc(jpeg: Buffer, byline: string): Buffer {
  const text = Buffer.from(byline, 'latin1');
  const dataset = Buffer.concat([Buffer.from([0x1c, 0x02, 0x50, text.length >> 8, text.length & 0xff]), text]);
  const padded = dataset.length % 2 === 0 ? dataset : Buffer.concat([dataset, Buffer.from([0])]);
  const size = Buffer.alloc(4);
  size.writeUInt32BE(dataset.length);
  const resource = Buffer.concat([Buffer.from('8BIM', 'latin1'), Buffer.from([0x04, 0x04, 0x00, 0x00]), size, padded]);
  const body = Buffer.concat([Buffer.from('Photoshop 3.0\0', 'latin1'), resource]);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(body.length + 2);
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xed]), length, body, jpeg.subarray(2)]);
}
