// Writes the sample content's fingerprint (src/new-site/sample-fingerprint.json), which lets
// `npm run new-site` tell the untouched sample from an owner's site. With --check, says whether it
// is current instead (.ci/run runs that on a clean clone; an owner's own site is not held to it).
import { writeFile } from 'node:fs/promises';
import { checkSampleFingerprint } from '../src/new-site/check-sample-fingerprint.ts';
import { fingerprintOf, readSampleFingerprint, SAMPLE_FINGERPRINT_FILE } from '../src/new-site/sample-fingerprint.ts';

if (process.argv.includes('--check')) {
  const { ok, message } = await checkSampleFingerprint('content', await readSampleFingerprint().catch(() => ({})));
  (ok ? console.log : console.error)(message);
  if (!ok) process.exit(1);
} else {
  const now = await fingerprintOf('content');
  const text = `${JSON.stringify(now, null, 2)}\n`;
  await writeFile(SAMPLE_FINGERPRINT_FILE, text);
  console.log(`Wrote the fingerprint of ${Object.keys(now).length} sample files into ${SAMPLE_FINGERPRINT_FILE}.`);
}
