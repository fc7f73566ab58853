import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { builtBasePath } from '../cli/preview-command.ts';
import { UsageError } from '../errors/content-error.ts';
import type { BuildOutcome } from './create-builder.ts';
import { basePathOf, normalizeBasePath, type BasePath } from '../shared/url-paths.ts';
import { createBuilderHost } from './create-builder-host.ts';
import { bundleDevClient } from './bundle-dev-client.ts';
import { createChangeBatcher } from './create-change-batcher.ts';
import { createDevHandler } from './create-dev-handler.ts';
import { createEventStream } from './create-event-stream.ts';
import type { DevMessage } from './dev-message.ts';
import { messageForOutcome } from './message-for-outcome.ts';
import { reportBuild } from './report-build.ts';
import { watchFolders } from './watch-folders.ts';

export interface DevServerOptions {
  readonly contentDir: string;
  readonly publicDir: string;
  /** The dev site folder, kept up to date in place by the builder. */
  readonly outDir: string;
  /** Where templates/, src/ and tsconfig.json are. */
  readonly projectRoot: string;
  /**
   * Code folders to watch besides content and public: templates/ and src/ for the CLI. Tests pass
   * none, so edits elsewhere in the project never rebuild under them.
   */
  readonly codeDirs: readonly string[];
  /** 0 picks a free port. */
  readonly port: number;
  readonly host?: string;
  readonly baseUrl?: string;
  readonly basePath?: string;
  readonly search?: boolean;
  /** Where the builder keeps its state between runs of `dev` (see BuilderOptions.stateFile). */
  readonly stateFile?: string;
  readonly log: (line: string) => void;
  /** How long a burst of saves may settle before the rebuild (see createChangeBatcher). */
  readonly quietMs?: number;
  readonly maxWaitMs?: number;
}

export interface DevServer {
  /** e.g. http://127.0.0.1:8080 */
  readonly origin: string;
  /** The site's home: origin + base path. */
  readonly url: string;
  /** The first build, started at once; later ones follow saves. */
  readonly firstBuild: Promise<BuildOutcome>;
  /** The outcome of the next build to finish. */
  nextBuild(): Promise<BuildOutcome>;
  /** Good builds since start: the version pages compare on reconnection. */
  readonly siteVersion: number;
  /** Tabs listening for messages. */
  readonly clients: number;
  /** Sends a message to every open tab; for tests of the client (a synthetic stylesheet swap). */
  broadcast(message: DevMessage): void;
  close(): Promise<void>;
}

/**
 * `site dev` without the command line: serves the dev site folder with live reload, builds it at
 * once, and rebuilds it in a worker thread after every save in the watched folders. A failed
 * build keeps the last good site served and tells the terminal and every open tab why.
 */
export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const outDir = path.resolve(options.outDir);
  const serverId = randomUUID();
  let basePath = initialBasePath(options);
  let version = 0;
  let lastFailure: DevMessage | undefined;
  let waiters: ((outcome: BuildOutcome) => void)[] = [];

  const client = await bundleDevClient();
  let firstBuildDone: () => void = () => undefined;
  const events = createEventStream({
    greeting: () => [{ type: 'hello', server: serverId, version }, ...(lastFailure ? [lastFailure] : [])],
    ready: new Promise<void>((resolve) => (firstBuildDone = resolve)),
  });
  const host = builderHostFor(options, outDir);

  const rebuild = async (changed: readonly string[]): Promise<BuildOutcome> => {
    const started = performance.now();
    const outcome = await host.build(changed);
    const milliseconds = Math.round(performance.now() - started);
    if (outcome.ok) {
      version += 1;
      lastFailure = undefined;
      basePath = followBasePath(outDir, basePath, origin, options.log);
    }
    const message = messageForOutcome(outcome, version);
    if (!outcome.ok) lastFailure = message;
    events.send(message);
    for (const line of reportBuild(outcome, milliseconds, changed.length === 0)) options.log(line);
    const waiting = waiters;
    waiters = [];
    for (const resolve of waiting) resolve(outcome);
    return outcome;
  };

  // Watch before the first build, so a save during it is not lost: it goes into the next build.
  const batcher = createChangeBatcher({
    ...(options.quietMs !== undefined ? { quietMs: options.quietMs } : {}),
    ...(options.maxWaitMs !== undefined ? { maxWaitMs: options.maxWaitMs } : {}),
    run: async (changed) => {
      await firstBuild;
      await rebuild(changed);
    },
  });
  const watch = await watchSaves(options, (file) => batcher.add(file));
  const handler = createDevHandler({ root: outDir, basePath: () => basePath, client, events, state: () => ({ server: serverId, version }) });
  const server = http.createServer((req, res) => void handler(req, res));
  const origin = await listen(server, options.port, options.host ?? '127.0.0.1').catch(async (error: unknown) => {
    await Promise.all([batcher.close(), watch.close(), host.close()]);
    events.close();
    throw error;
  });
  options.log(`Serving the site at ${origin}${basePath} and rebuilding it on every save. Press Ctrl+C to stop.`);
  const firstBuild = rebuild([]);
  void firstBuild.then(firstBuildDone);

  return {
    origin,
    get url() {
      return `${origin}${basePath}`;
    },
    firstBuild,
    nextBuild: () => new Promise((resolve) => waiters.push(resolve)),
    get siteVersion() {
      return version;
    },
    get clients() {
      return events.clients;
    },
    broadcast: (message) => events.send(message),
    async close() {
      await batcher.close();
      await firstBuild;
      await watch.close();
      events.close();
      await closeServer(server);
      await host.close();
    },
  };
}

/** The worker thread that builds, with the folders and addresses of these options. */
function builderHostFor(options: DevServerOptions, outDir: string): ReturnType<typeof createBuilderHost> {
  return createBuilderHost({
    projectRoot: options.projectRoot,
    builder: {
      contentDir: path.resolve(options.contentDir),
      publicDir: path.resolve(options.publicDir),
      outDir,
      ...(options.baseUrl !== undefined ? { baseUrl: options.baseUrl } : {}),
      ...(options.basePath !== undefined ? { basePath: options.basePath } : {}),
      ...(options.search !== undefined ? { search: options.search } : {}),
      ...(options.stateFile !== undefined ? { stateFile: options.stateFile } : {}),
    },
  });
}

/** Watches content, public and the code folders; the dev client's own sources are bundled, not watched. */
function watchSaves(options: DevServerOptions, onChange: (file: string) => void): ReturnType<typeof watchFolders> {
  return watchFolders({
    folders: [options.contentDir, options.publicDir, ...options.codeDirs],
    skip: [path.join(options.projectRoot, 'src', 'dev', 'client')],
    onChange,
    onError: (error) => options.log(`Watching the files failed: ${error.message}`),
  });
}

/** Stops the server, the open event streams with it. */
function closeServer(server: http.Server): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeAllConnections();
  });
}

/** The base path to serve under before anything is built: the options', or that of site.json's address. */
function initialBasePath(options: DevServerOptions): BasePath {
  if (options.basePath !== undefined) return normalizeBasePath(options.basePath);
  if (options.baseUrl !== undefined) return basePathOf(options.baseUrl);
  try {
    const settings = JSON.parse(readFileSync(path.join(options.contentDir, 'site.json'), 'utf8')) as { baseUrl?: unknown };
    return typeof settings.baseUrl === 'string' ? basePathOf(settings.baseUrl) : '/';
  } catch {
    // A broken site.json is the first build's to report, in the owner's words.
    return '/';
  }
}

/** The owner may move the site (baseUrl in site.json) while it is served: follow the built folder. */
function followBasePath(outDir: string, current: BasePath, origin: string, log: (line: string) => void): BasePath {
  const built = builtBasePath(outDir);
  if (built !== current) log(`The site moved to ${origin}${built}`);
  return built;
}

async function listen(server: http.Server, port: number, host: string): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? new UsageError(`port ${port} is in use; choose another with --port (0 picks a free one)`) : error);
    });
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}
