import { useSite } from '../../src/page-api/page-context.ts';
import { pageWindow } from '../../src/shared/listing-state.ts';
import { useStylesheet } from '../../src/page-api/stylesheets.ts';

/** Plain page links, so every page of a listing is reachable without JavaScript. */
export function Pagination({ page, pageCount, href, label }: { page: number; pageCount: number; href: (page: number) => string; label: string }) {
  useStylesheet(import.meta.url);
  const { labels } = useSite();
  if (pageCount <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <ul>
        {page > 1 && (
          <li>
            <a href={href(page - 1)} rel="prev">
              {labels.previous}
            </a>
          </li>
        )}
        {pageWindow(page, pageCount).map((number, index) => (
          <li key={number ?? `gap-${index}`}>
            {number === null ? (
              <span className="pagination__gap">…</span>
            ) : number === page ? (
              <span aria-current="page">{number}</span>
            ) : (
              <a href={href(number)} aria-label={`${labels.page} ${number}`}>
                {number}
              </a>
            )}
          </li>
        ))}
        {page < pageCount && (
          <li>
            <a href={href(page + 1)} rel="next">
              {labels.next}
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
