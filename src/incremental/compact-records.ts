import type { OutputEntry } from './output-entry.ts';
import type { RouteRecord } from './route-record.ts';

/**
 * The pages' records as the state file stores them: column arrays, and each distinct list of
 * dependencies and islands once. At 10,000 products the 11,000 pages read only about a hundred
 * distinct lists, and the records as objects were 4 MB of JSON that took a tenth of a second to
 * read and as much to write; as columns they are a fifth of that.
 */
export interface StoredRoutes<Reads = unknown> {
  readonly files: string[];
  readonly fingerprints: string[];
  /** Per page, its template's fingerprint and count of addresses, or null (RouteRecord.template). */
  readonly templates: ([string, number] | null)[];
  /** Per page, its index into `shapes`. */
  readonly shapeOf: number[];
  /** Each distinct set of dependencies, islands and stylesheets. */
  readonly shapes: Pick<RouteRecord<Reads>, 'dependencies' | 'islands' | 'stylesheets'>[];
}

export function storeRoutes<Reads>(routes: ReadonlyMap<string, RouteRecord<Reads>>): StoredRoutes<Reads> {
  const stored: StoredRoutes<Reads> = { files: [], fingerprints: [], templates: [], shapeOf: [], shapes: [] };
  const known = new Map<string, number>();
  for (const [file, { fingerprint, dependencies, islands, template, stylesheets }] of routes) {
    const text = JSON.stringify([dependencies, islands, stylesheets]);
    let shape = known.get(text);
    if (shape === undefined) {
      shape = stored.shapes.push({ dependencies, islands, stylesheets }) - 1;
      known.set(text, shape);
    }
    stored.files.push(file);
    stored.fingerprints.push(fingerprint);
    stored.templates.push(template ? [template.fingerprint, template.addresses] : null);
    stored.shapeOf.push(shape);
  }
  return stored;
}

/** Throws on columns that do not fit together (a damaged file): the caller then starts afresh. */
export function readRoutes<Reads>(stored: StoredRoutes<Reads>): Map<string, RouteRecord<Reads>> {
  const { files, fingerprints, templates, shapeOf, shapes } = stored;
  if ([fingerprints, templates, shapeOf].some((column) => column?.length !== files.length)) throw new Error('The page records do not fit together');
  const routes = new Map<string, RouteRecord<Reads>>();
  files.forEach((file, index) => {
    const shape = shapes[shapeOf[index]!];
    if (!shape?.stylesheets || typeof fingerprints[index] !== 'string') throw new Error(`The record of ${file} is damaged`);
    const template = templates[index];
    routes.set(file, {
      fingerprint: fingerprints[index],
      dependencies: shape.dependencies,
      islands: shape.islands,
      stylesheets: shape.stylesheets,
      ...(template ? { template: { fingerprint: template[0], addresses: template[1] } } : {}),
    });
  });
  return routes;
}

/** The output folder's files as columns (22,000 of them at 10,000 products). */
export interface StoredOutputs {
  readonly files: string[];
  readonly sizes: number[];
  readonly times: number[];
  /** Only `site dev` records the bytes' fingerprints; null where there is none. */
  readonly hashes: (string | null)[];
}

export function storeOutputs(outputs: ReadonlyMap<string, OutputEntry>): StoredOutputs {
  const stored: StoredOutputs = { files: [], sizes: [], times: [], hashes: [] };
  for (const [file, { size, mtimeMs, hash }] of outputs) {
    stored.files.push(file);
    stored.sizes.push(size);
    stored.times.push(mtimeMs);
    stored.hashes.push(hash ?? null);
  }
  return stored;
}

export function readOutputs(stored: StoredOutputs): Map<string, OutputEntry> {
  const { files, sizes, times, hashes } = stored;
  if (sizes.length !== files.length || times.length !== files.length || hashes.length !== files.length)
    throw new Error('The output records do not fit together');
  const outputs = new Map<string, OutputEntry>();
  files.forEach((file, index) => {
    const hash = hashes[index];
    outputs.set(
      file,
      hash === null || hash === undefined ? { size: sizes[index]!, mtimeMs: times[index]! } : { size: sizes[index]!, mtimeMs: times[index]!, hash },
    );
  });
  return outputs;
}
