import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { SAMPLE_BUSINESS } from '../content/known-examples.ts';
import { SITE_SETTINGS_FILE } from '../content/schemas/site-settings.ts';
import { firstChangeFromSample, type SampleFingerprint } from './sample-fingerprint.ts';

export interface FingerprintCheck {
  readonly ok: boolean;
  readonly message: string;
}

/**
 * Whether the written fingerprint still describes the content folder. Only a folder that still
 * calls itself the sample (site.json carries the sample business's name) is held to it: in the
 * engine's repository that is the sample, and a change to it without a new fingerprint would make
 * `new-site` take the untouched sample for an owner's site. An owner's site, in an owner's copy of
 * the repository, is theirs to change, and must not fail the checks for it.
 */
export async function checkSampleFingerprint(dir: string, written: SampleFingerprint): Promise<FingerprintCheck> {
  const name = await businessName(dir);
  if (name !== SAMPLE_BUSINESS.name) {
    return {
      ok: true,
      message: `${dir}/ is an owner's site (its ${SITE_SETTINGS_FILE} names "${name ?? 'no business'}"), not the sample: there is no sample fingerprint to check.`,
    };
  }
  const changed = await firstChangeFromSample(dir, written);
  if (changed === undefined) return { ok: true, message: `The sample fingerprint matches ${dir}/.` };
  return {
    ok: false,
    message: `${dir}/${changed} differs from the sample's fingerprint (src/new-site/sample-fingerprint.json): after changing the sample, run npm run sample:fingerprint and commit it; on your own site, write your business's name in ${SITE_SETTINGS_FILE} first.`,
  };
}

async function businessName(dir: string): Promise<string | undefined> {
  try {
    const settings = JSON.parse(await readFile(path.join(dir, SITE_SETTINGS_FILE), 'utf8')) as { name?: unknown };
    return typeof settings.name === 'string' ? settings.name : undefined;
  } catch {
    return undefined;
  }
}
