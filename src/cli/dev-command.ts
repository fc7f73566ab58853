import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startDevServer } from '../dev/start-dev-server.ts';
import { cacheFolders } from '../incremental/build-cache.ts';

const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface DevCommandOptions {
  content: string;
  port: number;
  open: boolean;
  baseUrl?: string;
  basePath?: string;
}

/**
 * `site dev`: builds the site, serves it with live reload on this machine and rebuilds it on every
 * save in content/, public/, templates/ and src/, until Ctrl+C.
 */
export async function devCommand(options: DevCommandOptions, log: (line: string) => void, stop: Promise<void> = untilInterrupted()): Promise<void> {
  const folders = cacheFolders();
  const server = await startDevServer({
    contentDir: path.resolve(options.content),
    publicDir: path.join(PROJECT_ROOT, 'public'),
    // The dev site folder: in the project's cache, out of the way of dist/ (which `dev` never touches).
    outDir: folders.devSite,
    // What the builder knew after the last build, so the next `npm run dev` starts warm.
    stateFile: folders.devState,
    projectRoot: PROJECT_ROOT,
    codeDirs: [path.join(PROJECT_ROOT, 'templates'), path.join(PROJECT_ROOT, 'src')],
    port: options.port,
    ...(options.baseUrl !== undefined ? { baseUrl: options.baseUrl } : {}),
    ...(options.basePath !== undefined ? { basePath: options.basePath } : {}),
    log,
  });
  if (options.open) openInBrowser(server.url);
  await stop;
  await server.close();
}

/** Opens the address in the system's browser; a machine without one just keeps the printed address. */
function openInBrowser(url: string): void {
  const [command, args]: [string, string[]] =
    process.platform === 'darwin' ? ['open', [url]] : process.platform === 'win32' ? ['cmd', ['/c', 'start', '""', url]] : ['xdg-open', [url]];
  try {
    const child = spawn(command, args, { stdio: 'ignore', detached: true });
    child.on('error', () => undefined);
    child.unref();
  } catch {
    // Opening a browser is a convenience; the address is printed above.
  }
}

function untilInterrupted(): Promise<void> {
  return new Promise((resolve) => {
    process.once('SIGINT', () => resolve());
    process.once('SIGTERM', () => resolve());
  });
}
