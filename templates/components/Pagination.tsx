/** Plain page links, so every page of a listing is reachable without JavaScript. */
export function Pagination({ page, pageCount, href, label }: { page: number; pageCount: number; href: (page: number) => string; label: string }) {
  if (pageCount <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <ul>
        {page > 1 && (
          <li>
            <a href={href(page - 1)} rel="prev">Previous</a>
          </li>
        )}
        {Array.from({ length: pageCount }, (_, index) => index + 1).map((number) => (
          <li key={number}>
            {number === page ? (
              <span aria-current="page">{number}</span>
            ) : (
              <a href={href(number)} aria-label={`Page ${number}`}>{number}</a>
            )}
          </li>
        ))}
        {page < pageCount && (
          <li>
            <a href={href(page + 1)} rel="next">Next</a>
          </li>
        )}
      </ul>
    </nav>
  );
}
