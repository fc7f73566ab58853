import path from 'node:path';
import { publishSite } from '../publish/publish-site.ts';
import type { ProgressOutput } from './progress-line.ts';

export interface PublishCommandOptions {
  content: string;
  /** The environment Git runs with (tests give it a home and identity of their own); process.env by default. */
  env?: NodeJS.ProcessEnv;
  /** The clock that names the kept-aside folder. */
  now?: () => Date;
}

/**
 * `site publish` (npm run publish): checks the content and sends the content folder to the
 * repository online, so the host builds it. Every failure is a PublishError, one sentence the CLI
 * prints before exiting 1.
 */
export async function publishCommand(options: PublishCommandOptions, log: (line: string) => void, progressOutput?: ProgressOutput): Promise<void> {
  const { description, watch } = await publishSite({
    contentDir: path.resolve(options.content),
    env: options.env ?? process.env,
    now: options.now ?? (() => new Date()),
    ...(progressOutput ? { progress: progressOutput } : {}),
    log,
  });
  log(description === '' ? 'Published the changes saved earlier on this computer.' : `Published: ${description}.`);
  log(`The host builds the site now; watch it at ${watch}`);
}
