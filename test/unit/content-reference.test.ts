import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_REFERENCE_FILE, contentReference, withContentReference } from '../../src/content/content-reference.ts';
import { csvCollections } from '../../src/content/schemas/index.ts';
import { ROOT } from '../helpers/fixture-site.ts';

describe('the content reference', () => {
  it('documents every CSV file and every column the build accepts', () => {
    const reference = contentReference();
    for (const collection of Object.values(csvCollections)) {
      expect(reference).toContain(`## \`content/${collection.file}\``);
      for (const column of Object.keys(collection.fields)) expect(reference).toContain(`| \`${column}\` |`);
    }
  });

  it(`is up to date in ${CONTENT_REFERENCE_FILE} (run \`npm run docs:content\` after changing a schema)`, async () => {
    const page = await readFile(path.join(ROOT, CONTENT_REFERENCE_FILE), 'utf8');
    expect(withContentReference(page)).toBe(page);
  });

  it('is no longer kept in README.md, which links to it', async () => {
    const readme = await readFile(path.join(ROOT, 'README.md'), 'utf8');
    expect(readme).not.toContain('content-reference:start');
    expect(readme).toContain(`](${CONTENT_REFERENCE_FILE})`);
  });
});
