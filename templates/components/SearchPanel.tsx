import { useSite } from '../../src/page-api/page-context.ts';
import { Icon } from './Icon.tsx';
import { useStylesheet } from '../../src/page-api/stylesheets.ts';
import { useFieldStyles } from './Fields.tsx';

/**
 * The search's modal dialog: the field, the status line and the results. It stays shut until the
 * site-search island opens it, so it is never part of the first view: SearchDialog renders it
 * <HiddenAtFirst>, and its rules come with the page's other stylesheet rather than in the head.
 */
export function SearchPanel() {
  useStylesheet(import.meta.url);
  useFieldStyles();
  const { labels } = useSite();
  return (
    <dialog id="search-dialog" className="search-dialog" aria-label={labels['search-site']}>
      <div className="search-dialog__bar">
        <Icon name="search" size={22} />
        <label htmlFor="search-input" className="visually-hidden">
          {labels['search-label']}
        </label>
        <input id="search-input" type="search" placeholder={labels['search-example']} autoComplete="off" spellCheck={false} />
        <button type="button" className="icon-button search-dialog__close" aria-label={labels['close-search']}>
          <Icon name="close" size={22} />
        </button>
      </div>
      <p className="search-dialog__status" role="status" data-search-status>
        {labels['search-start']}
      </p>
      <ul className="search-dialog__results" data-search-results />
    </dialog>
  );
}
