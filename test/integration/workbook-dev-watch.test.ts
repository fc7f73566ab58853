import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createChangeBatcher } from '../../src/dev/create-change-batcher.ts';
import { startDevServer } from '../../src/dev/start-dev-server.ts';
import { watchFolders } from '../../src/dev/watch-folders.ts';
import { copyFixture, removeTemporaryFolders, ROOT, tempDir } from '../helpers/fixture-site.ts';
import { cellAt, editWorkbook, sheet, workbookCopy } from '../helpers/workbook-site.ts';

afterAll(removeTemporaryFolders);

describe('site dev with the catalogue in a workbook', () => {
  it("an Excel save of the workbook (its owner file, its temporary copy, the file written twice) is one rebuild of the workbook's path", async () => {
    const content = await tempDir('dev-workbook-watch-');
    const runs: string[][] = [];
    const batcher = createChangeBatcher({ quietMs: 60, maxWaitMs: 300, run: async (changed) => void runs.push([...changed].sort()) });
    const watch = await watchFolders({ folders: [content], onChange: (file) => batcher.add(file), onError: (error) => runs.push([`error: ${error.message}`]) });
    const workbook = path.join(content, 'catalogue.xlsx');
    await writeFile(path.join(content, '~$catalogue.xlsx'), 'owner');
    await writeFile(path.join(content, '5A3CF100'), 'the new workbook, before Excel renames it');
    await writeFile(path.join(content, '.~lock.catalogue.xlsx#'), 'lock');
    await writeFile(workbook, 'PK first');
    await writeFile(workbook, 'PK second');
    await expect.poll(() => runs.length, { timeout: 3000 }).toBe(1);
    // One more save, after that rebuild: its event comes after every event of the Excel save, so
    // once it has had its own rebuild, a late event of that save would have shown by then.
    const marker = path.join(content, 'marker.csv');
    await writeFile(marker, 'id\n');
    await expect.poll(() => runs.length, { timeout: 3000 }).toBe(2);
    expect(runs).toEqual([[workbook], [marker]]);
    await watch.close();
    await batcher.close();
  });

  it('a saved edit to a workbook cell rebuilds the dev site with it; a mistake in it shows its located sentence', async () => {
    const content = await workbookCopy(await copyFixture());
    const workbook = path.join(content, 'catalogue.xlsx');
    const outDir = path.join(await tempDir('dev-workbook-'), 'site');
    const lines: string[] = [];
    const server = await startDevServer({
      contentDir: content,
      publicDir: path.join(ROOT, 'public'),
      outDir,
      projectRoot: ROOT,
      codeDirs: [],
      port: 0,
      search: false,
      log: (line) => lines.push(line),
    });
    try {
      expect((await server.firstBuild).ok, lines.join('\n')).toBe(true);
      const page = path.join(outDir, 'product', 'sports-ware', '1', 'index.html');
      expect(await readFile(page, 'utf8')).not.toContain('Renamed Kit');

      const renamed = server.nextBuild();
      await editWorkbook(workbook, (book) => void (cellAt(sheet(book, 'sports'), 2, 'title').value = 'Renamed Kit'));
      expect((await renamed).ok, lines.join('\n')).toBe(true);
      expect(await readFile(page, 'utf8')).toContain('Renamed Kit');

      const broken = server.nextBuild();
      await editWorkbook(workbook, (book) => void (cellAt(sheet(book, 'sports'), 2, 'price').value = '14o'));
      const outcome = await broken;
      expect(outcome).toEqual({
        ok: false,
        kind: 'content',
        problems: [expect.stringMatching(/catalogue\.xlsx, sheet "sports", row 2, column "price" \(G\): expected a number, got "14o"$/)],
      });
      // The last good site stays served.
      expect(await readFile(page, 'utf8')).toContain('Renamed Kit');
    } finally {
      await server.close();
    }
  }, 120_000);
});
