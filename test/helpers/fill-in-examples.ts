import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { EXAMPLE_LISTS, starterExamples } from '../../src/content/known-examples.ts';

/**
 * Does to a folder made by `site init` what its owner does before publishing: their own phone,
 * e-mail, address and web address in site.json (and no example social links), their own rows in
 * place of every example (renamed here, as an owner overwrites a row), their own post, their own
 * picture where the placeholder was, their own addresses in the texts.
 */
export async function fillInTheExamples(dir: string): Promise<void> {
  const settingsFile = path.join(dir, 'site.json');
  const settings = JSON.parse(await readFile(settingsFile, 'utf8')) as Record<string, unknown>;
  Object.assign(settings, {
    // Ofcom keeps 020 7946 0000-0999 for drama: a number that can never ring anyone.
    phone: '+44 20 7946 0321',
    email: 'orders@acmekits.co.uk',
    address: 'Unit 3, Canal Wharf, Leeds LS11 5PS, United Kingdom',
    mapsQuery: 'Canal Wharf, Leeds',
    baseUrl: 'https://www.acmekits.co.uk',
  });
  delete settings.social;
  await writeFile(settingsFile, JSON.stringify(settings, null, 2));

  const starter = await starterExamples();
  const renames: [string, string][] = [];
  for (const list of EXAMPLE_LISTS)
    for (const key of starter.rows.get(list.key) ?? []) renames.push([key, key.startsWith('TT-') ? `AK-${key.slice(3)}` : `own-${key}`]);
  const [post] = [...starter.posts];
  if (post) {
    renames.push([post, `our-${post}`]);
    await rename(path.join(dir, 'blog', `${post}.md`), path.join(dir, 'blog', `our-${post}.md`));
  }
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(csv|md)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    let text = await readFile(file, 'utf8');
    for (const [from, to] of renames) text = text.replaceAll(from, to);
    text = text.replace(/[\w-]+\.example\b/g, 'acmekits.co.uk').replaceAll('+92 300 1234567', '+44 20 7946 0321');
    await writeFile(file, text);
  }
  await writeFile(
    path.join(dir, 'images', 'sample.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300"><rect width="400" height="300" fill="#7A1F2B"/></svg>\n',
  );
}
