import type { Category, Product } from '../../src/content/site-model.ts';
import { paths, type ListingSegment } from '../../src/shared/url-paths.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { Pagination } from '../components/Pagination.tsx';
import { ProductCard } from '../components/ProductCard.tsx';

export interface ListingPageProps {
  segment: ListingSegment;
  title: string;
  /** The products of this page only: a listing must not grow with the catalogue. */
  products: readonly Product[];
  total: number;
  page: number;
  pageCount: number;
  /** Categories with counts for the sidebar; empty for the single-category listings. */
  categories: readonly Category[];
}

export function ListingPage({ segment, title, products, total, page, pageCount, categories }: ListingPageProps) {
  return (
    <>
      <PageHeader title={title} trail={page > 1 ? [{ label: title, href: paths.listing(segment) }, { label: `Page ${page}` }] : [{ label: title }]} />
      <div className="container section listing">
        <aside className="listing__sidebar" aria-labelledby="listing-categories">
          <h2 id="listing-categories">{categories.length > 0 ? 'Categories' : title}</h2>
          {categories.length > 0 && (
            <ul>
              {categories.map((category) => (
                <li key={`${category.list}-${category.slug}`}>
                  {category.name} <span className="count">({category.count})</span>
                </li>
              ))}
            </ul>
          )}
        </aside>
        <div className="listing__main">
          <p className="listing__count">
            Showing {products.length} of {total} products
          </p>
          <div className="product-grid">
            {products.map((product) => (
              <ProductCard key={product.name} product={product} headingLevel={2} />
            ))}
          </div>
          <Pagination page={page} pageCount={pageCount} href={(number) => paths.listing(segment, number)} label={`${title} pages`} />
        </div>
      </div>
    </>
  );
}
