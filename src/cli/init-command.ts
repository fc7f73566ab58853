import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { displayPath } from '../content/read/display-path.ts';
import { UsageError } from '../errors/content-error.ts';
import { writeStarter } from '../new-site/write-starter.ts';

/** `site init DIR --name NAME`: a new content folder that builds as it is, for the owner to make their own. */
export async function initCommand(dir: string, options: { name: string }, log: (line: string) => void): Promise<void> {
  const name = options.name.trim();
  if (!name) throw new UsageError('give the business name, e.g. --name "Acme Kits"');
  if (name.length > 60) throw new UsageError(`the business name is ${name.length} characters long; keep it under 60`);
  const target = path.resolve(dir);
  if (existsSync(target) && readdirSync(target).length > 0) {
    throw new UsageError(
      `${displayPath(target)} already holds files; name a new folder (e.g. npm run new-site -- --name "${name}" my-site), or move that one away first`,
    );
  }
  const { files } = await writeStarter(target, name);
  const shown = displayPath(target);
  log(`Wrote ${files} files for ${name} into ${shown}/.`);
  log(`Next: set your e-mail, phone, address and web address in ${shown}/site.json, replace the example rows, then build it with`);
  log(`  npm run build -- --content ${shown}`);
  log('When it is the site you want, make it the content/ folder (the publishing recipes build content/).');
}
