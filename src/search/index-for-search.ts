import * as pagefind from 'pagefind';
import type { SearchRecord } from './search-records.ts';

/**
 * Writes the Pagefind search index for the given records into {siteDir}/pagefind. The browser loads
 * its small chunks only when the search dialog opens. https://pagefind.app/docs/node-api/
 */
export async function indexForSearch(records: readonly SearchRecord[], siteDir: string): Promise<{ records: number }> {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  try {
    const BATCH = 500;
    for (let start = 0; start < records.length; start += BATCH) {
      const added = await Promise.all(
        records.slice(start, start + BATCH).map((record) => index.addCustomRecord({ url: record.url, content: record.content, language: 'en', meta: { ...record.meta } })),
      );
      const failed = added.flatMap((result) => result.errors);
      if (failed.length > 0) throw new Error(`Pagefind could not index a record: ${failed.join('; ')}`);
    }
    const written = await index.writeFiles({ outputPath: `${siteDir}/pagefind` });
    if (written.errors.length > 0) throw new Error(`Pagefind could not write its index: ${written.errors.join('; ')}`);
    return { records: records.length };
  } finally {
    await pagefind.close();
  }
}
