// Regenerates the content reference in README.md from the zod schemas.
import { readFile, writeFile } from 'node:fs/promises';
import { withContentReference } from '../src/content/content-reference.ts';

const readme = await readFile('README.md', 'utf8');
const updated = withContentReference(readme);
if (updated !== readme) await writeFile('README.md', updated);
console.log(updated === readme ? 'README.md content reference is up to date.' : 'README.md content reference updated.');
