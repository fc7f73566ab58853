// Regenerates the content reference, docs/owner/content-reference.md, from the zod schemas.
import { readFile, writeFile } from 'node:fs/promises';
import { CONTENT_REFERENCE_FILE, withContentReference } from '../src/content/content-reference.ts';

const page = await readFile(CONTENT_REFERENCE_FILE, 'utf8');
const updated = withContentReference(page);
if (updated !== page) await writeFile(CONTENT_REFERENCE_FILE, updated);
console.log(`${CONTENT_REFERENCE_FILE} ${updated === page ? 'is up to date' : 'updated'}.`);
