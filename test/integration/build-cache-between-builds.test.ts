import { copyFile, readFile, unlink } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { BuildCache } from '../../src/incremental/build-cache.ts';
import { emptyState } from '../../src/incremental/build-state.ts';
import { currentCodeVersion } from '../../src/build/project.ts';
import { buildInto } from '../helpers/built-site.ts';
import { copyFixture, removeTemporaryFolders, setCell, tempDir } from '../helpers/fixture-site.ts';

afterAll(removeTemporaryFolders);

describe('a BuildCache kept between builds', () => {
  it('forgets a renamed product’s route, and a picture no product names any more, after the next build', async () => {
    const content = await copyFixture();
    // A cache folder of its own: the pictures it remembers are this test's alone. With a state, as
    // `site dev` keeps one: a build without one keeps nothing for the next (content-stage.ts).
    const cache = new BuildCache({ root: await tempDir('site-cache-'), state: emptyState(currentCodeVersion()) });
    await copyFile(path.join(content, 'images', 'sample.svg'), path.join(content, 'images', 'vest.svg'));
    await setCell(content, 'products/safety.csv', 2, 'image', 'images/vest.svg');
    await buildInto(content, { cache, search: false });
    const vest = '/shop/hi-vis-mesh-safety-vest/';
    const shopRoutes = () => cache.routes.keys().filter((address) => address.startsWith('/shop/')).length;
    const shopPages = shopRoutes();
    expect(cache.routes.has(vest)).toBe(true);
    expect(cache.preparedImages.has('images/vest.svg')).toBe(true);
    const pictures = path.join(cache.folders.images, 'pictures.json');
    expect(await readFile(pictures, 'utf8')).toContain('vest.svg');

    // A build that fails (a price that is no number) forgets nothing.
    await setCell(content, 'products/safety.csv', 2, 'price', '4.5o');
    await expect(buildInto(content, { cache, search: false })).rejects.toThrow(/problem/);
    expect(cache.routes.has(vest)).toBe(true);
    await setCell(content, 'products/safety.csv', 2, 'price', '4.50');

    // The product gets another address, and its picture back; the other picture is deleted.
    await setCell(content, 'products/safety.csv', 2, 'slug', 'hi-vis-mesh-vest');
    await setCell(content, 'products/safety.csv', 2, 'image', 'images/sample.svg');
    await unlink(path.join(content, 'images', 'vest.svg'));
    await buildInto(content, { cache, search: false });
    expect(cache.routes.has('/shop/hi-vis-mesh-vest/')).toBe(true);
    expect(cache.routes.has(vest)).toBe(false);
    expect(shopRoutes()).toBe(shopPages);
    expect(cache.preparedImages.has('images/vest.svg')).toBe(false);
    expect(await readFile(pictures, 'utf8')).not.toContain('vest.svg');
  });

  it('keeps the product cards’ markup from build to build: the next build renders only the edited product’s cards', async () => {
    const content = await copyFixture();
    const cache = new BuildCache({ root: await tempDir('site-cache-'), state: emptyState(currentCodeVersion()) });
    const rendered: string[] = [];
    let asked = 0;
    const markup = cache.fragments.markup.bind(cache.fragments);
    vi.spyOn(cache.fragments, 'markup').mockImplementation((page, owner, key, inputs, element) => {
      asked += 1;
      return markup(page, owner, key, inputs, () => {
        // A product owns its cards; other owners (a size run's parts, a listing's facet values) are not cards.
        const { name } = owner as { name?: unknown };
        if (typeof name === 'string') rendered.push(name);
        return element();
      });
    });
    await buildInto(content, { cache, search: false });
    expect(rendered.length).toBeGreaterThan(1);
    // A new price: that product's pages and the listings that show its card render again.
    rendered.length = 0;
    asked = 0;
    await setCell(content, 'products/safety.csv', 2, 'price', '4.75');
    await buildInto(content, { cache, search: false });
    expect(new Set(rendered).size).toBe(1);
    expect(asked).toBeGreaterThan(rendered.length);
  });
});
