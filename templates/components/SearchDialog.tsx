import { usePage } from '../../src/page-api/page-context.ts';
import { searchShardFolder } from '../../src/shared/url-paths.ts';
import { Icon } from './Icon.tsx';
import { Island } from './Island.tsx';
import { SearchPanel } from './SearchPanel.tsx';
import { useStylesheet } from '../../src/page-api/stylesheets.ts';
import { HiddenAtFirst } from '../../src/page-api/first-view.tsx';

/**
 * The site search: a button in the header (shown once the script runs; "/" or Ctrl+K also open it)
 * and a modal dialog that searches products, posts, services and techniques with Pagefind. The
 * index may be in several shards (see src/search/plan-search-shards.ts): the dialog loads Pagefind
 * from the first and merges the others. A site built without an index shows no search at all.
 */
export function SearchDialog() {
  useStylesheet(import.meta.url);
  const page = usePage();
  const { paths, labels } = page.site;
  const count = page.searchShards;
  if (count === 0) return null;
  // The addresses of the other shards' indexes, under the base path, for Pagefind's mergeIndex.
  const others = Array.from({ length: Math.max(0, count - 1) }, (_, index) => paths.asset(`${searchShardFolder(index + 1)}/`));
  return (
    <Island
      name="site-search"
      as="div"
      className="site-search"
      props={{ pagefind: `${paths.pagefind}pagefind.js`, ...(others.length > 0 ? { shards: others } : {}) }}
    >
      <button type="button" className="icon-button site-search__open" aria-haspopup="dialog" aria-controls="search-dialog" aria-keyshortcuts="/ Control+K">
        <Icon name="search" size={22} />
        <span className="visually-hidden">{labels.search}</span>
      </button>
      <HiddenAtFirst>
        <SearchPanel />
      </HiddenAtFirst>
    </Island>
  );
}
