import { usePage } from '../../src/page-api/page-context.ts';
import { useStylesheet } from '../../src/page-api/stylesheets.ts';
import type { FacetName, FacetOption, ListingFacets as Facets } from '../../src/shared/listing-facets.ts';
import { swatchTones } from '../../src/shared/colour-swatch.ts';
import { Repeated } from './Repeated.tsx';

/**
 * The listing's colour, size, fabric and decoration filters: one collapsible group each, closed.
 * Their checkboxes wait in a template after the cards (ListingFacetOptions), which the
 * product-listing island moves into the groups (src/client/lib/facet-controls.ts): a catalogue's
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
 * Every value of each facet with the listing's count, for the island to put into the groups above.
 * The same on every page of the listing: rendered once for its facets (Repeated).
 */
export function ListingFacetOptions({ facets }: { facets: Facets }) {
  if (facets.length === 0) return null;
  return <Repeated as="template" data-facet-options owner={facets} repeatKey="facet-options" inputs={[]} content={() => <FacetLists facets={facets} />} />;
}

function FacetLists({ facets }: { facets: Facets }) {
  return (
    <>
      {facets.map(({ name, options }) => (
        <ul key={name} data-facet-list={name}>
          {options.map((option) => (
            <li key={option.slug}>
              <FacetCheckbox name={name} option={option} />
            </li>
          ))}
        </ul>
      ))}
    </>
  );
}

function FacetCheckbox({ name, option }: { name: FacetName; option: FacetOption }) {
  return (
    <label className="listing-facets__option">
      <input type="checkbox" name={name} value={option.slug} data-facet={name} data-name={option.name} />
      {option.swatch && <Swatch swatch={option.swatch} />}
      <span className="listing-facets__name">{option.name}</span> <span data-facet-count>({option.count})</span>
    </label>
  );
}

/**
 * A colour's dot, drawn as SVG whose fills are presentation attributes: the Content-Security-Policy
 * refuses inline style attributes, not these, so the owner's hex codes need no stylesheet of their own.
 * Two tones are the dot's two halves. The name beside it says the colour; the dot only helps.
 */
function Swatch({ swatch }: { swatch: string }) {
  const [first, second] = swatchTones(swatch);
  return (
    <svg className="listing-facets__swatch" viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
      {second ? (
        <>
          <path d="M10 1a9 9 0 0 0 0 18z" fill={first} />
          <path d="M10 1a9 9 0 0 1 0 18z" fill={second} />
        </>
      ) : (
        <circle cx="10" cy="10" r="9" fill={first} />
      )}
      <circle cx="10" cy="10" r="9" fill="none" stroke="currentColor" strokeOpacity="0.45" />
    </svg>
  );
}
