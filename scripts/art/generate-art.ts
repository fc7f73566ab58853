/**
 * Entry point: npx tsx scripts/art/generate-art.ts (run from the project root).
 *
 * Writes an SVG for every image path referenced in content/, plus the logo
 * and favicons in public/. Output depends only on the content, so running it
 * twice gives byte-identical files; unchanged files are not rewritten.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Canvas } from './svg.js';
import { readContent, type ImageRef } from './read-content.js';
import { drawProduct, viewFromPath } from './products.js';
import { drawPortrait } from './portraits.js';
import { partnerLogo, logoSvg, faviconSvg, faviconIco } from './brand.js';
import * as S from './scenes.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const contentDir = join(root, 'content');
const publicDir = join(root, 'public');

const str = (ref: ImageRef, key: string): string => {
  const v = ref.row[key];
  return typeof v === 'string' ? v : '';
};

/** Readable name for a portrait or logo when the row lacks one: derived from the file name. */
const nameFromFile = (p: string): string =>
  (p.split('/').pop() ?? '')
    .replace(/\.svg$/, '')
    .replace(/[-_]+/g, ' ')
    .replace(/\b\w/g, (m) => m.toUpperCase());

interface Drawn {
  svg: string;
  mapped: boolean;
  kind: 'product' | 'scene' | 'portrait' | 'logo';
  /** Set when a product's back or close-up was asked for and its front was drawn instead. */
  frontInstead?: string;
}

function draw(ref: ImageRef): Drawn {
  const folder = ref.path.split('/')[1] ?? '';
  const scene = (w: number, h: number, f: (c: Canvas) => { svg: string; mapped: boolean }): Drawn => {
    const c = new Canvas(w, h, ref.path);
    const out = f(c);
    return { svg: c.render(out.svg), mapped: out.mapped, kind: 'scene' };
  };
  switch (folder) {
    case 'products': {
      const c = new Canvas(800, 800, ref.path);
      const view = viewFromPath(ref.path);
      // The file name is the Article No (and the view), which alone picks the garment when the row is unreadable.
      const name = str(ref, 'name') || (ref.path.split('/').pop() ?? '').replace(/(-back|-detail)?\.svg$/i, '').toUpperCase();
      const drawn = drawProduct(c, { ...ref.row, name }, view);
      const frontInstead =
        drawn.view === view ? undefined : `no ${view === 'back' ? 'back view' : 'close-up'} is drawn for ${drawn.kind ?? 'this'} products yet`;
      return { svg: drawn.svg, mapped: drawn.kind !== null, kind: 'product', frontInstead };
    }
    case 'banners':
      return scene(1600, 900, (c) => ({ svg: S.banner(c, ref.row), mapped: true }));
    case 'services':
      return scene(1200, 800, (c) => S.service(c, ref.row, ref.path));
    case 'techniques':
      return scene(800, 800, (c) => S.technique(c, ref.row, ref.path));
    case 'projects':
      return scene(1200, 800, (c) => S.project(c, ref.row, ref.path));
    case 'blog':
      return scene(1200, 800, (c) => S.blog(c, ref.row, ref.path));
    case 'process':
      return scene(800, 800, (c) => S.processStep(c, ref.row, ref.path));
    case 'gallery':
      return scene(800, 800, (c) => S.gallery(c, ref.row, ref.path));
    case 'collections':
      return scene(800, 800, (c) => S.collection(c, ref.row, ref.path));
    case 'about':
      return scene(1200, 800, (c) => S.about(c, ref.path));
    case 'team':
    case 'people': {
      const size = folder === 'team' ? 600 : 400;
      const c = new Canvas(size, size, ref.path);
      const name = str(ref, 'name') || nameFromFile(ref.path);
      return { svg: c.render(drawPortrait(c, ref.path, name, `${str(ref, 'bio')} ${str(ref, 'text')}`)), mapped: true, kind: 'portrait' };
    }
    case 'partners': {
      const c = new Canvas(400, 160, ref.path);
      const name = str(ref, 'name') || nameFromFile(ref.path);
      return { svg: c.render(partnerLogo(name)), mapped: true, kind: 'logo' };
    }
    default:
      return scene(1200, 800, (c) => ({ svg: S.generic(c, ref.path, ref.row), mapped: false }));
  }
}

/** Writes only when the bytes differ, so reruns leave timestamps (and watchers) alone. */
function write(file: string, data: string | Buffer): boolean {
  const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
  if (existsSync(file) && readFileSync(file).equals(bytes)) return false;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, bytes);
  return true;
}

function main(): void {
  if (!existsSync(contentDir)) {
    console.error(`art: no content directory at ${contentDir}`);
    process.exit(1);
  }
  const scan = readContent(contentDir);
  const seen = new Map<string, ImageRef>();
  for (const ref of scan.refs) if (!seen.has(ref.path)) seen.set(ref.path, ref);

  const counts = { product: 0, scene: 0, portrait: 0, logo: 0 };
  const unmapped: string[] = [];
  const frontInstead: string[] = [];
  let changed = 0;
  let largest = { path: '', bytes: 0 };
  for (const ref of [...seen.values()].sort((a, b) => a.path.localeCompare(b.path))) {
    const out = draw(ref);
    counts[out.kind]++;
    if (!out.mapped) unmapped.push(`${ref.path} (from ${ref.source})`);
    if (out.frontInstead) frontInstead.push(`${ref.path} (from ${ref.source}): ${out.frontInstead}`);
    const bytes = Buffer.byteLength(out.svg);
    if (bytes > largest.bytes) largest = { path: ref.path, bytes };
    if (write(join(contentDir, ref.path), out.svg)) changed++;
  }
  const brand: Array<[string, string | Buffer]> = [
    ['logo.svg', logoSvg()],
    ['favicon.svg', faviconSvg()],
    ['favicon.ico', faviconIco()],
  ];
  for (const [name, data] of brand) if (write(join(publicDir, name), data)) changed++;

  for (const w of scan.warnings) console.error(`art: warning: ${w}`);
  for (const r of scan.rejected) console.error(`art: cannot generate ${r.value} (from ${r.source}): only images/**/*.svg paths are drawn`);
  for (const u of unmapped) console.error(`art: no specific drawing for ${u}; used a generic fallback (plain T-shirt for products, workshop scene otherwise)`);
  for (const f of frontInstead) console.error(`art: drew the front for ${f} (add one in backCompositionFor or closeUpCompositionFor, scripts/art/products.ts)`);

  const total = seen.size + brand.length;
  console.log(
    `art: ${total} files (${counts.product} products, ${counts.scene} scenes, ${counts.portrait} portraits, ${counts.logo} partner logos, ${brand.length} brand files), ` +
      `${changed} written, ${total - changed} unchanged, ${unmapped.length} unmapped, ${scan.rejected.length} rejected; largest ${(largest.bytes / 1024).toFixed(1)} KB (${largest.path || 'n/a'})`,
  );
}

main();
