// Writes the sample content's fingerprint (src/new-site/sample-fingerprint.json), which lets
// `npm run new-site` tell the untouched sample from an owner's site. With --check, says whether it
// is current instead (.ci/run runs that on a clean clone, where content/ is the sample).
import { writeFile } from 'node:fs/promises';
import { fingerprintOf, readSampleFingerprint, SAMPLE_FINGERPRINT_FILE } from '../src/new-site/sample-fingerprint.ts';

const now = await fingerprintOf('content');
const text = `${JSON.stringify(now, null, 2)}\n`;
if (process.argv.includes('--check')) {
  const written = JSON.stringify(await readSampleFingerprint().catch(() => ({})));
  if (written !== JSON.stringify(now)) {
    console.error(`${SAMPLE_FINGERPRINT_FILE} does not match content/: run npm run sample:fingerprint after changing the sample, and commit it.`);
    process.exit(1);
  }
  console.log('The sample fingerprint matches content/.');
} else {
  await writeFile(SAMPLE_FINGERPRINT_FILE, text);
  console.log(`Wrote the fingerprint of ${Object.keys(now).length} sample files into ${SAMPLE_FINGERPRINT_FILE}.`);
}
