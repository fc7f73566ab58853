import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.ts';
import { previewCommand } from '../../src/cli/preview-command.ts';
import { buildInto } from '../helpers/built-site.ts';
import { copyFixture, removeTemporaryFolders, tempDir } from '../helpers/fixture-site.ts';

afterAll(removeTemporaryFolders);

describe('site preview', () => {
  it('serves a folder built for /shop-site/ under that path, with its _headers and its 404 page', async () => {
    const built = await buildInto(await copyFixture(), { basePath: '/shop-site/', search: false });
    const lines: string[] = [];
    let stop: () => void = () => undefined;
    const stopped = new Promise<void>((resolve) => (stop = resolve));
    const running = previewCommand({ out: built.out, port: 0 }, (line) => lines.push(line), stopped);
    await expect.poll(() => lines.length).toBe(1);
    const url = /at (http:\/\/127\.0\.0\.1:\d+\/shop-site\/) /.exec(lines[0]!)?.[1];
    expect(url, lines[0]).toBeDefined();
    const page = await fetch(`${url}about/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toMatch(/^default-src 'self'/);
    const missing = await fetch(`${url}no-such-page/`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Page Not Found');
    expect((await fetch(new URL('/about/', url))).status).toBe(404);
    stop();
    await running;
  });

  it('says so, with exit code 2, when the folder holds no built site', async () => {
    const err: string[] = [];
    const empty = path.join(await tempDir(), 'nothing');
    expect(await main(['preview', '--out', empty], { out: () => undefined, err: (line) => err.push(line) })).toBe(2);
    expect(err.at(-1)).toBe(`Error: ${empty}/ holds no built site; run \`npm run build\` first`);
  });
});
