import { onIslandParsed } from '../lib/on-island-parsed.ts';
import { islandProps } from '../lib/island-props.ts';

interface PostEntry {
  title: string;
  description: string;
  tags: string[];
  href: string;
  date: string;
}

const normalise = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');

/** Searches the posts' titles, descriptions and tags as the visitor types, and lists the matches. */
onIslandParsed('blog-search', (root) => {
  // The owner's words for the result line (labels.csv); {count} is filled in here.
  const { posts, words: said } = islandProps<{ posts: PostEntry[]; words: { none: string; one: string; many: string } }>(root);
  const input = root.querySelector<HTMLInputElement>('input[type="search"]');
  const results = root.querySelector<HTMLElement>('[data-search-results]');
  const status = root.querySelector<HTMLElement>('[data-search-status]');
  if (!input || !results || !status) return;
  root.querySelector('form')?.classList.add('is-ready');
  root.querySelector('form')?.addEventListener('submit', (event) => event.preventDefault());
  const search = () => {
    const words = normalise(input.value).split(/\s+/).filter(Boolean);
    if (words.length === 0) {
      results.replaceChildren();
      status.textContent = '';
      return;
    }
    const matches = posts.filter((post) => {
      const text = normalise(`${post.title} ${post.description} ${post.tags.join(' ')}`);
      return words.every((word) => text.includes(word));
    });
    results.replaceChildren(
      ...matches.map((post) => {
        const item = document.createElement('li');
        const link = document.createElement('a');
        link.href = post.href;
        link.textContent = post.title;
        item.append(link);
        return item;
      }),
    );
    const line = matches.length === 0 ? said.none : matches.length === 1 ? said.one : said.many;
    status.textContent = line.replaceAll('{count}', String(matches.length));
  };
  input.addEventListener('input', search);
  // What was typed before this script arrived is searched at once.
  search();
  root.dataset.ready = 'true';
});
