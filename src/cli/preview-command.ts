import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { UsageError } from '../errors/content-error.ts';
import { serveStatic } from '../serve/serve-static.ts';
import { normalizeBasePath, type BasePath } from '../shared/url-paths.ts';

export interface PreviewCommandOptions {
  out: string;
  port: number;
}

/**
 * `site preview`: serves the built folder as a static host would, with the headers of its own
 * `_headers` file and under the base path it was built for, until Ctrl+C.
 */
export async function previewCommand(options: PreviewCommandOptions, log: (line: string) => void, stop: Promise<void> = untilInterrupted()): Promise<void> {
  const root = path.resolve(options.out);
  if (!existsSync(path.join(root, 'index.html'))) throw new UsageError(`${options.out}/ holds no built site; run \`npm run build\` first`);
  const server = await serveStatic({ root, basePath: builtBasePath(root), port: options.port });
  log(`Serving ${options.out}/ at ${server.url} with the headers of its _headers file. Press Ctrl+C to stop.`);
  await stop;
  await server.close();
}

/** The base path a folder was built for: the scope of its web manifest (see seo/web-manifest.ts). */
export function builtBasePath(root: string): BasePath {
  try {
    const manifest = JSON.parse(readFileSync(path.join(root, 'site.webmanifest'), 'utf8')) as { scope?: unknown };
    return typeof manifest.scope === 'string' ? normalizeBasePath(manifest.scope) : '/';
  } catch {
    return '/';
  }
}

function untilInterrupted(): Promise<void> {
  return new Promise((resolve) => {
    process.once('SIGINT', () => resolve());
    process.once('SIGTERM', () => resolve());
  });
}
