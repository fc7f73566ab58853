import { usePage } from '../../src/page-api/page-context.ts';
import { useStylesheet } from '../../src/page-api/stylesheets.ts';
import { facetData, type ListingFacets as Facets } from '../../src/shared/listing-facets.ts';

/**
 * The listing's colour, size, fabric and decoration filters: one collapsible group each, closed.
 * Their values wait in a template after the cards (ListingFacetOptions), from which the
 * product-listing island draws them into the groups (src/client/lib/facet-controls.ts): a catalogue's
 * values (a fabric per product, say) would otherwise be bytes ahead of the first card, and since
 * the groups start closed, filling them moves nothing on the page. Without JavaScript they are not
 * shown, as they could not work.
 */
export function ListingFacets({ facets }: { facets: Facets }) {
  useStylesheet(import.meta.url);
  const { labels } = usePage().site;
  if (facets.length === 0) return null;
  return (
    <div className="listing-facets" data-listing-facets>
      {facets.map(({ name }) => (
        <details key={name} className="listing-facets__facet">
          <summary>{labels[`filter-${name}`]}</summary>
          <fieldset data-facet-group={name}>
            <legend className="visually-hidden">{labels[`filter-${name}`]}</legend>
          </fieldset>
        </details>
      ))}
    </div>
  );
}

/**
 * Every value of each facet with the listing's count, for the island to put into the groups above
 * (src/client/lib/facet-controls.ts): the values as data (FacetData) and one blank of a checkbox
 * and of each kind of colour dot, which it copies for each value. As markup, a checkbox and its dot
 * per value were 25 KB of a listing's HTML (1.8 KB gzip), all of it parsed before the page was
 * whole; as data they are a sixth of that.
 */
export function ListingFacetOptions({ facets }: { facets: Facets }) {
  if (facets.length === 0) return null;
  return (
    <template data-facet-options={JSON.stringify(facetData(facets))}>
      <label className="listing-facets__option">
        <input type="checkbox" />
        <span className="listing-facets__name" /> <span data-facet-count />
      </label>
      <Swatch tones={1} />
      <Swatch tones={2} />
    </template>
  );
}

/**
 * A colour's dot, drawn as SVG whose fills are presentation attributes, which the island sets: the
 * Content-Security-Policy refuses inline style attributes, not these, so the owner's hex codes need
 * no stylesheet of their own. Two tones are the dot's two halves. The name beside it says the
 * colour; the dot only helps.
 */
function Swatch({ tones }: { tones: 1 | 2 }) {
  return (
    <svg className="listing-facets__swatch" viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false" data-swatch={tones}>
      {tones === 2 ? (
        <>
          <path d="M10 1a9 9 0 0 0 0 18z" data-tone="0" />
          <path d="M10 1a9 9 0 0 1 0 18z" data-tone="1" />
        </>
      ) : (
        <circle cx="10" cy="10" r="9" data-tone="0" />
      )}
      <circle cx="10" cy="10" r="9" fill="none" stroke="currentColor" strokeOpacity="0.45" />
    </svg>
  );
}
