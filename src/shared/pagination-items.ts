import { pageWindow } from './listing-state.ts';

/**
 * The page links of a listing, as data: the server renders them (Pagination.tsx) and the listing
 * island draws them again after a change from copies of the server's blank of each kind
 * (PaginationTemplate), so both write the same markup, `rel="prev"` and `rel="next"` included.
 */
export type PaginationItem =
  | { readonly kind: 'previous' | 'next' | 'number' | 'current'; readonly page: number }
  | { readonly kind: 'gap'; readonly page?: undefined };

export type PaginationKind = PaginationItem['kind'];

/** Every kind, in the order a blank of each is written into PaginationTemplate. */
export const PAGINATION_KINDS: readonly PaginationKind[] = ['previous', 'number', 'current', 'gap', 'next'];

/** The links for `page` of `pageCount`: none when there is one page only. */
export function paginationItems(page: number, pageCount: number): PaginationItem[] {
  if (pageCount <= 1) return [];
  const numbers = pageWindow(page, pageCount).map((number): PaginationItem => {
    if (number === null) return { kind: 'gap' };
    return { kind: number === page ? 'current' : 'number', page: number };
  });
  return [
    ...(page > 1 ? [{ kind: 'previous', page: page - 1 } as const] : []),
    ...numbers,
    ...(page < pageCount ? [{ kind: 'next', page: page + 1 } as const] : []),
  ];
}

/** "Page 3", what a numbered link is read as: the owner's word for a page and the number. */
export function pageLinkLabel(pageWord: string, page: number): string {
  return `${pageWord} ${page}`;
}
