import { existsSync, readdirSync } from 'node:fs';
import { rename } from 'node:fs/promises';
import path from 'node:path';
import { displayPath } from '../content/read/display-path.ts';
import { UsageError } from '../errors/content-error.ts';
import { firstChangeFromSample, readSampleFingerprint, type SampleFingerprint } from '../new-site/sample-fingerprint.ts';
import { writeStarter } from '../new-site/write-starter.ts';

export interface InitOptions {
  /** The business name; asked for when it is missing and a person is at the terminal. */
  readonly name?: string;
  /** The site's content folder, which every other command uses by default. */
  readonly content: string;
  /** Asks the person at the terminal (none in a pipe or a test that gives the name). */
  readonly ask?: (question: string) => Promise<string>;
  /** The sample as it ships (sample-fingerprint.json); tests give another. */
  readonly sample?: SampleFingerprint;
}

/** Where the sample goes when a new site takes its place: beside it, under a name that says what it is. */
export const SAMPLE_ASIDE = 'sample-content';

/**
 * `site init` (`npm run new-site`): a new site for the owner's business, which builds as it is.
 * Without a folder it starts the site in the content folder itself, so that check, verify, dev,
 * build and publish use it with nothing moved by hand; the sample that was there, untouched, is
 * moved aside, and anything else there (the owner's own site, or a sample they edited) is never
 * written over. With a folder it writes a new content folder there, as a second site.
 */
export async function initCommand(dir: string | undefined, options: InitOptions, log: (line: string) => void): Promise<void> {
  const name = (options.name ?? (await askForName(options.ask))).trim();
  if (!name) throw new UsageError('give the business name: run npm run new-site and type it when asked');
  if (name.length > 60) throw new UsageError(`the business name is ${name.length} characters long; keep it under 60`);
  if (dir !== undefined) return startIn(path.resolve(dir), name, log);

  const target = path.resolve(options.content);
  const shown = displayPath(target);
  let aside: string | undefined;
  if (existsSync(target) && readdirSync(target).length > 0) {
    const changed = await firstChangeFromSample(target, options.sample ?? (await readSampleFingerprint()));
    if (changed !== undefined) {
      throw new UsageError(
        `${shown}/ already holds a site that is not the untouched sample (${shown}/${changed} differs from it), and new-site never writes over one: to start a new site anyway, rename the folder ${shown} (for example to old-content), then run npm run new-site again`,
      );
    }
    aside = freeNameBeside(target, SAMPLE_ASIDE);
    await rename(target, aside);
  }
  const { files } = await writeStarter(target, name);
  log(`Started the site of ${name} in ${shown}/ (${files} files)${aside ? `; the sample site is kept in ${displayPath(aside)}/` : ''}.`);
  log(`Next: write your phone, e-mail, address and web address in ${shown}/site.json, and put your logo in ${shown}/images/ (docs/owner/brand.md).`);
  log('Then see the site with: npm run dev');
}

/** A second site, in a folder of its own: the way to try a site beside the one that is published. */
async function startIn(target: string, name: string, log: (line: string) => void): Promise<void> {
  const shown = displayPath(target);
  if (existsSync(target) && readdirSync(target).length > 0) {
    throw new UsageError(`${shown} already holds files; name a new folder, or move that one away first`);
  }
  const { files } = await writeStarter(target, name);
  log(`Wrote ${files} files for ${name} into ${shown}/.`);
  log(`Next: write your phone, e-mail, address and web address in ${shown}/site.json, then see it with: node bin/site.js dev --content ${shown}`);
}

async function askForName(ask: InitOptions['ask']): Promise<string> {
  if (!ask) throw new UsageError('give the business name: run npm run new-site in a terminal and type it when asked, or add --name "Acme Kits"');
  return ask('What is your business called? ');
}

/** `sample-content`, or `sample-content-2` when that is taken: nothing is ever moved onto another folder. */
function freeNameBeside(target: string, base: string): string {
  for (let index = 1; ; index += 1) {
    const candidate = path.join(path.dirname(target), index === 1 ? base : `${base}-${index}`);
    if (!existsSync(candidate)) return candidate;
  }
}
