import { parentPort, workerData } from 'node:worker_threads';
import { buildSiteModel, type Site, type SiteModelOptions } from '../content/site-model.ts';
import type { RawContent } from '../content/load-collections.ts';
import type { SiteSettings } from '../content/schemas/site-settings.ts';
import { DirectorySink } from '../output/output-sink.ts';
import { buildRouteTable } from '../routes/route-table.ts';
import type { Route } from '../routes/route.ts';
import { createRenderer, type PageAssets } from './render-route.ts';
import type { RenderJob, RenderedFile, WorkerMessage } from './render-pool.ts';

/**
 * One thread of the render pool. It makes the same Site model and route table as the main thread
 * from the same validated content (both are pure functions of it), renders the pages it is sent,
 * and writes them straight into the output folder, so only small records travel back.
 */
/** The first job: the content the main thread checked, to make the same model and routes from. */
interface ModelSetup {
  readonly content: RawContent & { settings: SiteSettings };
  readonly model: { readonly now: string; readonly base?: SiteModelOptions['base'] };
  readonly codeVersion: string;
  readonly root: string;
  readonly record: boolean;
}

/** The second: the assets the main thread made, which the renderer links. */
interface AssetsSetup {
  readonly assets: PageAssets;
}

interface Model {
  readonly site: Site;
  readonly routes: ReadonlyMap<string, Route>;
  readonly setup: ModelSetup;
}

const port = parentPort;
if (!port) throw new Error('render-worker.ts runs as a worker thread');
port.postMessage({ type: 'ready' } satisfies WorkerMessage);

let model: Model | undefined;
let render: ((file: string) => RenderedFile) | undefined;

port.on('message', (job: RenderJob) => {
  try {
    if (job.type === 'model') {
      model = modelOf(job.setup as ModelSetup);
      port.postMessage({ type: 'ready' } satisfies WorkerMessage);
    } else if (job.type === 'assets') {
      if (!model) throw new Error('render-worker: assets before the model');
      render = renderer(model, (job.setup as AssetsSetup).assets);
      port.postMessage({ type: 'ready' } satisfies WorkerMessage);
    } else {
      const page = render;
      if (!page) throw new Error('render-worker: render before setup');
      port.postMessage({ type: 'rendered', files: job.files.map((file) => page(file)) } satisfies WorkerMessage);
    }
  } catch (error) {
    const failure = error instanceof Error ? error : new Error(String(error));
    port.postMessage({ type: 'failed', message: failure.message, stack: failure.stack ?? failure.message } satisfies WorkerMessage);
  }
});

function modelOf(setup: ModelSetup): Model {
  const site = buildSiteModel(setup.content, { now: new Date(setup.model.now), ...(setup.model.base ? { base: setup.model.base } : {}) });
  return { site, routes: new Map(buildRouteTable(site).map((route) => [route.file, route])), setup };
}

function renderer({ site, routes, setup }: Model, assets: PageAssets): (file: string) => RenderedFile {
  const sink = new DirectorySink(setup.root);
  const pages = createRenderer(site, assets, setup.codeVersion, { record: setup.record });
  return (file) => {
    const route = routes.get(file);
    if (!route) throw new Error(`render-worker: no route writes ${file}`);
    const page = pages.render(route);
    const entry = sink.put(file, page.html);
    return {
      file,
      fingerprint: page.fingerprint,
      dependencies: page.dependencies,
      islands: page.islands,
      stylesheets: page.stylesheets,
      entry,
      ...(page.template ? { template: page.template } : {}),
    };
  };
}

void workerData;
