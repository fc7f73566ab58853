import siteSearch from 'island-words:siteSearch';
import { islandProps } from '../lib/island-props.ts';

interface PagefindResult {
  data(): Promise<{ url: string; excerpt: string; meta: { title?: string } }>;
}
interface Pagefind {
  options(options: { baseUrl?: string }): Promise<void>;
  mergeIndex(indexPath: string, options?: { baseUrl?: string }): Promise<void>;
  search(query: string): Promise<{ results: PagefindResult[] } | null>;
}

/**
 * The search in the dialog: Pagefind, the results as you type, and the arrow keys through them. The
 * chrome bundle opens and closes the dialog itself, at once (see chrome.ts), and loads this when the
 * dialog first opens; Pagefind's script and index start loading right then. What was typed before
 * this arrived is searched straight away.
 */
export function mountSearch(root: HTMLElement): void {
  const dialog = root.querySelector<HTMLDialogElement>('dialog');
  const input = root.querySelector<HTMLInputElement>('#search-input');
  const results = root.querySelector<HTMLElement>('[data-search-results]');
  const status = root.querySelector<HTMLElement>('[data-search-status]');
  if (!dialog || !input || !results || !status) return;
  // From the server, with the site's base path; in a variable, so the bundler leaves it for the
  // browser: the file exists only in dist/. `shards` lists the other parts of a sharded index.
  const { pagefind: PAGEFIND, shards = [] } = islandProps<{ pagefind: string; shards?: string[] }>(root);
  // Our index records hold full addresses, base path included; without this Pagefind would put the
  // folder above its own script (the base path) in front of them a second time. A merged index
  // takes its own options, and would otherwise guess its base from its folder in the same way.
  // All shards are merged before the first search, so its results come from all of them, ranked
  // together by Pagefind (https://pagefind.app/docs/multisite/).
  const pagefind = import(/* @vite-ignore */ PAGEFIND).then(async (engine: Pagefind) => {
    await engine.options({ baseUrl: '/' });
    await Promise.all(shards.map((shard) => engine.mergeIndex(shard, { baseUrl: '/' })));
    return engine;
  });
  // The download starts now; a failure is reported by the search that awaits it.
  pagefind.catch(() => undefined);

  let latest = 0;
  const search = async () => {
    const query = input.value.trim();
    const ticket = ++latest;
    if (query === '') {
      results.replaceChildren();
      status.textContent = siteSearch.start;
      return;
    }
    status.textContent = siteSearch.searching;
    let found: Awaited<ReturnType<Pagefind['search']>>;
    let data: Awaited<ReturnType<PagefindResult['data']>>[];
    try {
      const engine = await pagefind;
      found = await engine.search(query);
      if (ticket !== latest || !found) return;
      data = await Promise.all(found.results.slice(0, 10).map((result) => result.data()));
    } catch (error) {
      // A missing or broken index file (one shard of a half-published site): say so instead of
      // "Searching…" forever, and keep the cause for the console.
      console.error('The search index could not be loaded', error);
      if (ticket === latest) status.textContent = siteSearch.unavailable;
      return;
    }
    if (ticket !== latest) return;
    results.replaceChildren(...data.map(resultItem));
    // The owner's words (labels.csv), carried by the markup; {count} and {query} are filled in here.
    const words = found.results.length === 0 ? siteSearch.none : found.results.length === 1 ? siteSearch.one : siteSearch.many;
    // Functions, so that a query holding $& or $1 is written as typed (a string would be a replacement pattern).
    status.textContent = words.replaceAll('{count}', () => String(found.results.length)).replaceAll('{query}', () => query);
    dialog.dataset.query = query;
  };
  input.addEventListener('input', () => void search());
  if (input.value.trim() !== '') void search();

  // Arrow keys move between the input and the result links.
  dialog.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = [...results.querySelectorAll<HTMLAnchorElement>('a')];
    if (links.length === 0) return;
    event.preventDefault();
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    const next = event.key === 'ArrowDown' ? Math.min(index + 1, links.length - 1) : index - 1;
    if (next < 0) input.focus();
    else links[next]?.focus();
  });
}

/** A result: its title and Pagefind's excerpt, with only the <mark> highlights kept as markup. */
function resultItem(data: { url: string; excerpt: string; meta: { title?: string } }): HTMLLIElement {
  const item = document.createElement('li');
  const link = document.createElement('a');
  link.href = data.url;
  link.className = 'search-result';
  const title = document.createElement('span');
  title.className = 'search-result__title';
  title.textContent = data.meta.title ?? data.url;
  const excerpt = document.createElement('span');
  excerpt.className = 'search-result__excerpt';
  const parsed = new DOMParser().parseFromString(data.excerpt, 'text/html');
  for (const node of parsed.body.childNodes) {
    if (node.nodeName === 'MARK') {
      const mark = document.createElement('mark');
      mark.textContent = node.textContent;
      excerpt.append(mark);
    } else {
      excerpt.append(node.textContent ?? '');
    }
  }
  link.append(title, excerpt);
  item.append(link);
  return item;
}
