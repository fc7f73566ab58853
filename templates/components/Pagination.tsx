import type { ReactNode } from 'react';
import { useSite } from '../../src/page-api/page-context.ts';
import { PAGINATION_KINDS, pageLinkLabel, paginationItems, type PaginationItem } from '../../src/shared/pagination-items.ts';
import { useStylesheet } from '../../src/page-api/stylesheets.ts';

/**
 * Plain page links, so every page of a listing is reachable without JavaScript. The listing island
 * redraws them from PaginationTemplate, the same markup, so the server's links and the browser's
 * cannot drift apart (they once did: the browser's lost rel="prev" and rel="next").
 */
export function Pagination({ page, pageCount, href, label }: { page: number; pageCount: number; href: (page: number) => string; label: string }) {
  useStylesheet(import.meta.url);
  const items = paginationItems(page, pageCount);
  if (items.length === 0) return null;
  return (
    <PaginationNav label={label}>
      {items.map((item, index) => (
        <PaginationEntry key={item.page === undefined ? `gap-${index}` : `${item.kind}-${item.page}`} item={item} href={item.page ? href(item.page) : ''} />
      ))}
    </PaginationNav>
  );
}

/**
 * The blank the listing island copies its page links from (src/client/lib/pagination-links.ts): the
 * nav and one item of each kind, marked with data-kind, which the island takes off its copies.
 */
export function PaginationTemplate({ label }: { label: string }) {
  useStylesheet(import.meta.url);
  return (
    <template data-pagination>
      <PaginationNav label={label}>
        {PAGINATION_KINDS.map((kind) => (
          <PaginationEntry key={kind} item={kind === 'gap' ? { kind } : { kind, page: 1 }} href="" kind={kind} />
        ))}
      </PaginationNav>
    </template>
  );
}

function PaginationNav({ label, children }: { label: string; children: ReactNode }) {
  return (
    <nav className="pagination" aria-label={label}>
      <ul>{children}</ul>
    </nav>
  );
}

/** One page link, the current page or a gap. data-page is what the listing island reads on a click. */
function PaginationEntry({ item, href, kind }: { item: PaginationItem; href: string; kind?: string }) {
  const { labels } = useSite();
  const entry = (() => {
    switch (item.kind) {
      case 'previous':
      case 'next':
        return (
          <a href={href} rel={item.kind === 'previous' ? 'prev' : 'next'} data-page={item.page}>
            {labels[item.kind]}
          </a>
        );
      case 'number':
        return (
          <a href={href} aria-label={pageLinkLabel(labels.page, item.page)} data-page={item.page}>
            {item.page}
          </a>
        );
      case 'current':
        return <span aria-current="page">{item.page}</span>;
      case 'gap':
        return <span className="pagination__gap">…</span>;
    }
  })();
  return <li data-kind={kind}>{entry}</li>;
}
