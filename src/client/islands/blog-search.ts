import type { BlogSearchEntry } from '../../shared/blog-search.ts';
import { fetchJson } from '../lib/fetch-json.ts';
import { loadOnce } from '../lib/load-once.ts';
import said from 'island-words:blogSearch';
import { islandProps } from '../lib/island-props.ts';
import { loadProblem } from '../lib/load-problem.ts';
import { onIslandParsed } from '../lib/on-island-parsed.ts';

interface Props {
  /** Where the posts it looks through are (src/seo/blog-search-data.ts). */
  source: string;
}

const normalise = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');

/**
 * Searches the posts' titles, descriptions and tags as the visitor types, and lists the matches.
 * The posts are fetched when the search box is first focused or typed into, so reading a post
 * costs nothing for them.
 */
onIslandParsed('blog-search', (root) => {
  const { source } = islandProps<Props>(root);
  const input = root.querySelector<HTMLInputElement>('input[type="search"]');
  const results = root.querySelector<HTMLElement>('[data-search-results]');
  const status = root.querySelector<HTMLElement>('[data-search-status]');
  if (!input || !results || !status) return;
  const posts = loadOnce(() => fetchJson<readonly BlogSearchEntry[]>(source));
  const problem = loadProblem((region) => status.after(region), 'the posts cannot be searched yet', 'the posts');
  root.querySelector('form')?.classList.add('is-ready');
  root.querySelector('form')?.addEventListener('submit', (event) => event.preventDefault());
  const show = (matches: readonly BlogSearchEntry[]) => {
    results.replaceChildren(...matches.map(resultItem));
    const line = matches.length === 0 ? said.none : matches.length === 1 ? said.one : said.many;
    status.textContent = line.replaceAll('{count}', String(matches.length));
  };
  const search = async () => {
    const typed = input.value;
    const words = normalise(typed).split(/\s+/).filter(Boolean);
    if (words.length === 0) {
      results.replaceChildren();
      status.textContent = '';
      return;
    }
    const all = await posts.load().catch(() => undefined);
    // Typed on while the posts were on their way: that later search shows its own result.
    if (input.value !== typed) return;
    if (!all) {
      problem.show(() => void search());
      return;
    }
    problem.hide();
    show(all.filter((post) => words.every((word) => normalise(`${post.title} ${post.description} ${post.tags.join(' ')}`).includes(word))));
  };
  input.addEventListener('focus', () => void posts.load().catch(() => undefined), { once: true });
  input.addEventListener('input', () => void search());
  // What was typed before this script arrived is searched at once.
  void search();
  root.dataset.ready = 'true';
});

function resultItem(post: BlogSearchEntry): HTMLLIElement {
  const item = document.createElement('li');
  const link = document.createElement('a');
  link.href = post.href;
  link.textContent = post.title;
  item.append(link);
  return item;
}
