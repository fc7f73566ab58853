import { usePage } from '../../src/render/page-context.ts';
import { searchShardFolder } from '../../src/shared/url-paths.ts';
import { Icon } from './Icon.tsx';
import { Island } from './Island.tsx';

/**
 * The site search: a button in the header (shown once the script runs; "/" or Ctrl+K also open it)
 * and a modal dialog that searches products, posts, services and techniques with Pagefind. The
 * index may be in several shards (see src/search/plan-search-shards.ts): the dialog loads Pagefind
 * from the first and merges the others. A site built without an index shows no search at all.
 */
export function SearchDialog() {
  const page = usePage();
  const { paths, labels } = page.site;
  const count = page.searchShards;
  if (count === 0) return null;
  // The addresses of the other shards' indexes, under the base path, for Pagefind's mergeIndex.
  const others = Array.from({ length: Math.max(0, count - 1) }, (_, index) => paths.asset(`${searchShardFolder(index + 1)}/`));
  return (
    <Island name="site-search" as="div" className="site-search" props={{ pagefind: `${paths.pagefind}pagefind.js`, ...(others.length > 0 ? { shards: others } : {}) }}>
      <button type="button" className="icon-button site-search__open" aria-haspopup="dialog" aria-controls="search-dialog" aria-keyshortcuts="/ Control+K">
        <Icon name="search" size={22} />
        <span className="visually-hidden">{labels.search}</span>
      </button>
      <dialog id="search-dialog" className="search-dialog" aria-label="Search the site">
        <div className="search-dialog__bar">
          <Icon name="search" size={22} />
          <label htmlFor="search-input" className="visually-hidden">{labels['search-label']}</label>
          <input id="search-input" type="search" placeholder={labels['search-example']} autoComplete="off" spellCheck={false} />
          <button type="button" className="icon-button search-dialog__close" aria-label="Close search">
            <Icon name="close" size={22} />
          </button>
        </div>
        <p className="search-dialog__status" role="status" data-search-status data-start={labels['search-start']} data-unavailable={labels['search-unavailable']}
          data-searching={labels.searching}
          data-none={labels['search-none']}
          data-one={labels['search-one']}
          data-many={labels['search-many']}
        >
          {labels['search-start']}
        </p>
        <ul className="search-dialog__results" data-search-results />
      </dialog>
    </Island>
  );
}
