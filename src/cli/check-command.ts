import path from 'node:path';
import { checkSite } from '../build.ts';

/** `site check`: validate the content and the page map without writing anything. */
export async function checkCommand(options: { content: string }, log: (line: string) => void): Promise<void> {
  const { site, routes } = await checkSite({ contentDir: path.resolve(options.content) });
  log(`The content is valid: ${site.products.length} products, ${site.blogPosts.length} posts, ${routes.length} pages.`);
}
