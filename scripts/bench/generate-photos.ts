// Writes N phone photos for the image benchmark: 4032×3024 JPEGs of 1.3–2.4 MB (1.8 on average), as a 12 MP
// Android camera writes them at quality 90. Each is one of the sample's product drawings, large,
// on a table against a wall, with a vignette, a soft mottle and fine sensor grain, so it compresses
// like a photo (neither flat colour nor pure noise). Each carries the EXIF a phone writes: Make,
// Model, the time taken and GPS; one in five was taken upright, so its pixels are stored sideways
// with Orientation 6 or 8, as a phone stores them.
// The photos depend on their number alone (seeded), and are kept in .bench/photos/v1/ and reused;
// change PHOTO_VERSION when the pictures change.
// Usage: tsx scripts/bench/generate-photos.ts N
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const PHOTO_VERSION = 'v1';
const SEED = 20;
const LONG = 4032;
const SHORT = 3024;
const GRAIN_TILE = 1009;
const DRAWINGS = path.resolve('content', 'images', 'products');
const PHONES = [
  { Make: 'samsung', Model: 'SM-S911B' },
  { Make: 'Google', Model: 'Pixel 7' },
  { Make: 'Xiaomi', Model: '2201117TG' },
  { Make: 'OPPO', Model: 'CPH2247' },
] as const;
const TABLES = ['#6b5644', '#8a7560', '#5d6066', '#a49a8c', '#3f3a36'];
const WALLS = ['#d9d4cc', '#e6e2da', '#c9cdd2', '#ddd6c4', '#bfc4bd'];

export const photoFolder = path.resolve('.bench', 'photos', PHOTO_VERSION);

/** The paths of photos 1 to `count`, making those not yet on disk. */
export async function generatePhotos(count: number, log: (line: string) => void = () => undefined): Promise<string[]> {
  await mkdir(photoFolder, { recursive: true });
  const drawings = readdirSync(DRAWINGS)
    .filter((name) => name.endsWith('.svg'))
    .sort();
  const files: string[] = [];
  for (let number = 1; number <= count; number += 1) {
    const file = path.join(photoFolder, `photo-${String(number).padStart(4, '0')}.jpg`);
    if (!existsSync(file)) {
      const started = performance.now();
      const bytes = await makePhoto(number, path.join(DRAWINGS, drawings[(number - 1) % drawings.length]!));
      // Written aside and renamed, so that a stopped run leaves no half photo to be reused, and two
      // runs making the same photo at once do not write into one file.
      const part = `${file}.${process.pid}.part`;
      await writeFile(part, bytes);
      await rename(part, file);
      log(`photo ${number}/${count}: ${(bytes.length / 1024 / 1024).toFixed(2)} MiB in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    files.push(file);
  }
  return files;
}

async function makePhoto(number: number, drawing: string): Promise<Buffer> {
  const random = mulberry32(SEED * 1_000_003 + number);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  // One in five held upright: the scene is portrait, the sensor still landscape.
  const upright = number % 5 === 3;
  const orientation = upright ? (number % 10 === 3 ? 6 : 8) : 1;
  const width = upright ? SHORT : LONG;
  const height = upright ? LONG : SHORT;

  const size = Math.round(Math.min(width, height) * (0.62 + random() * 0.22));
  // librsvg takes many seconds per drawing at photo size (their blur filters): draw at 1,024 px, then
  // enlarge in a second pipeline (in one, sharp would draw the SVG at the final size). Raw pixels
  // between the steps: PNG-compressing 12 MP costs more than the drawing.
  const drawn = await sharp(await readFile(drawing), { density: (72 * 1024) / 800 })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const product = await sharp(drawn.data, { raw: drawn.info })
    .resize(size, size)
    .rotate((random() - 0.5) * 14, { background: '#0000' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const left = Math.round((width - product.info.width) * (0.3 + random() * 0.4));
  const top = Math.round((height - product.info.height) * (0.35 + random() * 0.4));
  const edge = 0.45 + random() * 0.3;
  const room = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs>` +
      `<linearGradient id="room" x1="0" y1="0" x2="${(random() * 0.4).toFixed(2)}" y2="1">` +
      `<stop offset="0" stop-color="${pick(WALLS)}"/><stop offset="${edge.toFixed(2)}" stop-color="${pick(WALLS)}"/>` +
      `<stop offset="${(edge + 0.01).toFixed(2)}" stop-color="${pick(TABLES)}"/><stop offset="1" stop-color="${pick(TABLES)}"/></linearGradient>` +
      `</defs><rect width="100%" height="100%" fill="url(#room)"/></svg>`,
  );
  const { data, info } = await sharp(room)
    .composite([
      { input: product.data, raw: product.info, left, top },
      { input: await light(random, width, height), raw: { width, height, channels: 3 }, blend: 'soft-light' },
      { input: grain(random, GRAIN_TILE, 14 + random() * 6), raw: { width: GRAIN_TILE, height: GRAIN_TILE, channels: 3 }, tile: true, blend: 'overlay' },
    ])
    // The room covers the whole picture; composite adds an alpha channel all the same.
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const taken = new Date(Date.UTC(2025, 0, 1) + Math.floor(random() * 300 * 86_400_000));
  const stamp = taken.toISOString().slice(0, 19).replace(/-/g, ':').replace('T', ' ');
  // Near the workshop in Sialkot (32.49° N, 74.53° E), as degrees, minutes and seconds (EXIF 2.32, GPSLatitude).
  const [latitude, longitude] = [32.49 + (random() - 0.5) * 0.02, 74.53 + (random() - 0.5) * 0.02];
  return (
    sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
      // An upright photo's pixels lie on their side: Orientation 6 turns them a quarter clockwise to show them, 8 anticlockwise.
      .rotate(orientation === 6 ? 270 : orientation === 8 ? 90 : 0)
      .jpeg({ quality: 90, chromaSubsampling: '4:2:0' })
      .withExif({
        IFD0: { ...pick(PHONES), DateTime: stamp, Software: 'bench photo generator' },
        IFD2: { DateTimeOriginal: stamp },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: degrees(latitude), GPSLongitudeRef: 'E', GPSLongitude: degrees(longitude) },
      })
      .withMetadata({ orientation })
      .toBuffer()
  );
}

/**
 * The light of a room, made 16 times smaller and blown up: darker towards the corners, away from
 * a window, and uneven like the weave of cloth. Around mid-grey, for a soft-light blend.
 */
async function light(random: () => number, width: number, height: number): Promise<Buffer> {
  const [columns, rows] = [Math.ceil(width / 16), Math.ceil(height / 16)];
  const [centreX, centreY, strength] = [0.3 + random() * 0.4, 0.3 + random() * 0.3, 0.3 + random() * 0.25];
  const field = Buffer.alloc(columns * rows);
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      const distance = Math.hypot(column / columns - centreX, row / rows - centreY) / 0.8;
      const shade = strength * Math.min(1, Math.max(0, (distance - 0.45) / 0.55)) ** 2;
      field[row * columns + column] = Math.round(128 * (1 - shade) + (random() - 0.5) * 24);
    }
  }
  return sharp(field, { raw: { width: columns, height: rows, channels: 1 } })
    .resize(width, height, { kernel: 'cubic' })
    .toColourspace('srgb')
    .raw()
    .toBuffer();
}

/**
 * Sensor grain around mid-grey, mostly in brightness, a little in colour: a square that the
 * composite repeats across the photo. A whole photo's worth took longer to make than the rest.
 */
function grain(random: () => number, side: number, amount: number): Buffer {
  const pixels = Buffer.alloc(side * side * 3);
  for (let index = 0; index < side * side; index += 1) {
    const bits = Math.floor(random() * 0x1_0000_0000);
    const light = ((bits & 255) + ((bits >>> 8) & 255) - 255) / 255;
    pixels[index * 3] = 128 + amount * (light + (((bits >>> 16) & 255) - 128) / 512);
    pixels[index * 3 + 1] = 128 + amount * light;
    pixels[index * 3 + 2] = 128 + amount * (light + (((bits >>> 24) & 255) - 128) / 512);
  }
  return pixels;
}

function degrees(value: number): string {
  const whole = Math.floor(value);
  const minutes = Math.floor((value - whole) * 60);
  const seconds = Math.round(((value - whole) * 60 - minutes) * 60 * 100);
  return `${whole}/1 ${minutes}/1 ${seconds}/100`;
}

/** A small seeded generator (mulberry32): the same photo on every machine. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 0x1_0000_0000;
  };
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const files = await generatePhotos(Number(process.argv[2] ?? 83), console.log);
  console.log(`${files.length} photos in ${photoFolder}/`);
}
