import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SAMPLE_BUSINESS } from '../../src/content/known-examples.ts';
import { checkSampleFingerprint } from '../../src/new-site/check-sample-fingerprint.ts';
import { fingerprintOf } from '../../src/new-site/sample-fingerprint.ts';
import { removeTemporaryFolders, tempDir } from '../helpers/fixture-site.ts';

afterAll(removeTemporaryFolders);

async function folderNamed(name: string): Promise<string> {
  const dir = await tempDir('fingerprint-');
  await writeFile(path.join(dir, 'site.json'), JSON.stringify({ name }));
  await writeFile(path.join(dir, 'products.csv'), 'id,name\n1,Polo\n');
  return dir;
}

describe('the sample fingerprint check (.ci/run)', () => {
  it('passes on the sample as fingerprinted, and names the changed file once it differs', async () => {
    const dir = await folderNamed(SAMPLE_BUSINESS.name);
    const written = await fingerprintOf(dir);
    expect(await checkSampleFingerprint(dir, written)).toMatchObject({ ok: true });
    await writeFile(path.join(dir, 'products.csv'), 'id,name\n1,Polo shirt\n');
    const check = await checkSampleFingerprint(dir, written);
    expect(check.ok).toBe(false);
    expect(check.message).toContain('products.csv');
    expect(check.message).toContain('npm run sample:fingerprint');
  });

  it("does not hold an owner's own site to the sample's fingerprint", async () => {
    const dir = await folderNamed('Sialkot Stitch Works');
    const written = await fingerprintOf(await folderNamed(SAMPLE_BUSINESS.name));
    const check = await checkSampleFingerprint(dir, written);
    expect(check.ok).toBe(true);
    expect(check.message).toContain('Sialkot Stitch Works');
  });
});
