import { Parser } from 'htmlparser2';

/** One address a built file names, and where (element and attribute), for test messages. */
export interface Reference {
  readonly url: string;
  readonly where: string;
}

/** Attributes that hold one address. */
const SINGLE = new Set(['href', 'src', 'action', 'poster', 'data', 'data-icon-sprite', 'data-map-src']);
/** Attributes that hold a list of "address width" candidates. */
const LIST = new Set(['srcset', 'imagesrcset']);
/** Link previews and canonical addresses are absolute; they are checked like links. */
const ABSOLUTE_META = new Set(['og:url', 'og:image']);

/**
 * Every address an HTML page names: links, scripts, stylesheets, preloads, images and their
 * srcsets, form actions, icon sprite uses, link-preview addresses, and the addresses inside island
 * props (the listing data, the search bundle, the enquiry list's links). Parsed with htmlparser2,
 * so attribute escaping and quoting are handled as a browser does.
 */
export function referencesInHtml(html: string): Reference[] {
  const found: Reference[] = [];
  const parser = new Parser(
    {
      onopentag(tag, attributes) {
        for (const [name, value] of Object.entries(attributes)) {
          if (SINGLE.has(name)) found.push({ url: value, where: `<${tag} ${name}>` });
          if (LIST.has(name)) {
            for (const candidate of value.split(',')) {
              const url = candidate.trim().split(/\s+/)[0];
              if (url) found.push({ url, where: `<${tag} ${name}>` });
            }
          }
          if (name === 'data-props') {
            const { shards, ...props } = JSON.parse(value) as { shards?: string[] };
            for (const url of addressesIn(props)) found.push({ url, where: `<${tag} data-props>` });
            // The search index's other shards are folders; what the browser fetches first is their entry file.
            for (const shard of shards ?? []) found.push({ url: `${shard}pagefind-entry.json`, where: `<${tag} data-props> shards` });
          }
        }
        if (tag === 'meta' && ABSOLUTE_META.has(attributes.property ?? ''))
          found.push({ url: attributes.content ?? '', where: `<meta property="${attributes.property}">` });
      },
    },
    { decodeEntities: true, lowerCaseAttributeNames: false },
  );
  parser.write(html);
  parser.end();
  return found;
}

/** The url() references of a stylesheet, as written (relative ones resolve against the stylesheet). */
export function referencesInCss(css: string): string[] {
  return [...css.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g)].map((match) => match[2] ?? '').filter((url) => !url.startsWith('data:'));
}

/** Strings in a JSON value that are site addresses (they start with one slash). */
export function addressesIn(value: unknown): string[] {
  if (typeof value === 'string') return /^\/(?!\/)/.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(addressesIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(addressesIn);
  return [];
}

/**
 * The path of an address if it points into this site (a root-relative path, or an absolute address
 * on the site's origin), else undefined: mail, phone, other sites, fragments of the same page.
 */
export function internalPath(url: string, origin: string): string | undefined {
  if (/^\/(?!\/)/.test(url)) return new URL(url, origin).pathname;
  if (url.startsWith(`${origin}/`) || url === origin) return new URL(url).pathname;
  return undefined;
}

/** An internal address found in a built site, and the first place that names it. */
export interface InternalReference {
  readonly pathname: string;
  readonly where: string;
}

/**
 * Every internal address a built folder names: in its pages, in the island data (listing JSON),
 * in the web manifest and in stylesheets (their url()s resolved against the stylesheet's address).
 * `base` is the base path the folder was built for; `origin` the site's published origin, so the
 * absolute canonical and link-preview addresses count as internal too. Each address once.
 */
export async function internalReferences(root: string, origin: string, base = '/'): Promise<InternalReference[]> {
  const { readdir, readFile } = await import('node:fs/promises');
  const path = await import('node:path');
  const files = (await readdir(root, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  const read = (file: string) => readFile(path.join(root, file), 'utf8');
  const found = new Map<string, string>();
  const add = (url: string, where: string) => {
    const pathname = internalPath(url, origin);
    if (pathname !== undefined && !found.has(pathname)) found.set(pathname, where);
  };
  for (const file of files.filter((name) => name.endsWith('.html'))) {
    for (const reference of referencesInHtml(await read(file))) add(reference.url, `${file} ${reference.where}`);
  }
  for (const file of files.filter((name) => /^assets\/data\/.*\.json$/.test(name) || name === 'site.webmanifest')) {
    for (const url of addressesIn(JSON.parse(await read(file)))) add(url, file);
  }
  for (const file of files.filter((name) => name.endsWith('.css'))) {
    for (const url of referencesInCss(await read(file))) add(new URL(url, `${origin}${base}${file}`).href, `${file} url()`);
  }
  return [...found].map(([pathname, where]) => ({ pathname, where }));
}
