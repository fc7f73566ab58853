import type { Product } from '../../src/page-api/site-model.ts';
import { toListingProduct } from '../../src/page-api/listing-product.ts';
import { usePage } from '../../src/page-api/page-context.ts';
import { productEnquiry } from '../../src/page-api/product-enquiry.ts';
import { useStylesheet } from '../../src/page-api/stylesheets.ts';
import { useFieldStyles } from './Fields.tsx';
import { fillWords } from '../../src/shared/fill-words.ts';
import { mailtoLink } from '../../src/shared/mailto-link.ts';
import { lineProductOf } from '../../src/shared/product-copies.ts';
import type { SizeRunPageProps } from '../../src/shared/size-run-props.ts';
import { Icon } from './Icon.tsx';
import { Island } from './Island.tsx';
import { Repeated } from './Repeated.tsx';
import { Roster } from './Roster.tsx';

/**
 * A product's size run: a box per size with the running total against the minimum order, the
 * decoration and where it goes, a note and a needed-by date, and for a team kit the roster. It is
 * a mailto form (RFC 6068, text/plain), so without JavaScript the boxes, the fields and a free box
 * for sizes and names go to the owner as one e-mail; with it, the size-run island counts as the
 * buyer types and "Add to enquiry" keeps the whole order in the enquiry list.
 */
export function SizeRun({ product }: { product: Product }) {
  useStylesheet(import.meta.url);
  useFieldStyles();
  const { site, images } = usePage();
  const { labels, settings } = site;
  const { greeting, subject } = productEnquiry(product, labels);
  // The words the island writes come with its code (src/shared/island-words.ts), not with each page.
  const props: SizeRunPageProps = {
    product: lineProductOf(toListingProduct(product, images, site.paths)),
    colour: product.color,
    sizes: product.sizes,
    minimum: product.quantity,
    enquiry: { phone: settings.phone, email: settings.email, greeting, subject },
  };
  return (
    <Island name="size-run" as="section" className="size-run container section" props={{ ...props }} aria-labelledby="size-run-title">
      <form className="size-run__form" method="post" action={mailtoLink(settings.email, { subject })} encType="text/plain">
        <h2 id="size-run-title" className="size-run__title">
          {labels['size-run-title']}
        </h2>
        <input type="hidden" name={labels['roster-product']} value={`${product.title} (${labels['article-no']} ${product.name})`} />
        <SizeBoxes product={product} />
        <OrderFields product={product} />
        {product.personalisation && <Roster product={product} />}
        <div className="field size-run__names">
          <label htmlFor="size-run-names">{labels['size-run-names']}</label>
          <textarea id="size-run-names" name={labels['size-run-names']} rows={5} placeholder={labels['size-run-names-example']} />
        </div>
        <div className="size-run__actions">
          {/* Both buttons submit: a press before the island's code has arrived is held until it has
              (load-form-on-first-use.ts), and without JavaScript the e-mail button sends the form. */}
          <button type="submit" className="button size-run__add" value="add" data-size-run-add>
            {labels['add-to-enquiry']}
          </button>
          <button type="submit" className="button size-run__send">
            <Icon name="mail" size={18} /> {labels['enquiry-send-email']}
          </button>
        </div>
      </form>
    </Island>
  );
}

/** A box per size, in the product's order, and the total against the minimum order. */
function SizeBoxes({ product }: { product: Product }) {
  const { labels } = usePage().site;
  const { sizes, quantity } = product;
  return (
    <Repeated
      as="fieldset"
      className="size-run__sizes"
      aria-describedby="size-run-total"
      repeatKey={`size-boxes${JSON.stringify([quantity, sizes])}`}
      inputs={[labels]}
      content={() => <SizeBoxesContent sizes={sizes} minimum={quantity} />}
    />
  );
}

function SizeBoxesContent({ sizes, minimum }: { sizes: readonly string[]; minimum: number }) {
  const { labels } = usePage().site;
  return (
    <>
      <legend>{labels['size-run-legend']}</legend>
      <div className="size-run__grid">
        {sizes.map((size, index) => (
          <div className="size-run__size" key={size}>
            <label htmlFor={`size-run-${index}`}>{size}</label>
            <input id={`size-run-${index}`} name={size} type="number" inputMode="numeric" min={0} max={10000} step={1} placeholder="0" data-size={size} />
          </div>
        ))}
      </div>
      <p className="size-run__from-roster" data-from-roster hidden>
        {labels['size-run-from-roster']}
      </p>
      <p id="size-run-total" className="size-run__total" data-size-total aria-live="polite">
        <strong data-total-text>{fillWords(labels['size-run-total'], { total: 0, minimum })}</strong>{' '}
        <span data-minimum-text>{fillWords(labels['size-run-below'], { missing: minimum })}</span>
      </p>
    </>
  );
}

/** The decoration (one of the product's), where it goes, the date it is needed by and a note. */
function OrderFields({ product }: { product: Product }) {
  const { labels } = usePage().site;
  const { decorations } = product;
  return (
    <Repeated
      as="div"
      className="field-grid size-run__fields"
      repeatKey={`order-fields${JSON.stringify(decorations)}`}
      inputs={[labels]}
      content={() => <OrderFieldsContent decorations={decorations} />}
    />
  );
}

function OrderFieldsContent({ decorations }: { decorations: readonly string[] }) {
  const { labels } = usePage().site;
  return (
    <>
      {decorations.length > 0 && (
        <div className="field">
          <label htmlFor="size-run-decoration">{labels['roster-decoration']}</label>
          <select id="size-run-decoration" name={labels['roster-decoration']} data-order="decoration">
            <option value="">{labels['order-no-decoration']}</option>
            {decorations.map((decoration) => (
              <option key={decoration}>{decoration}</option>
            ))}
          </select>
        </div>
      )}
      <div className="field">
        <label htmlFor="size-run-placement">{labels['order-placement']}</label>
        <input id="size-run-placement" name={labels['order-placement']} type="text" placeholder={labels['order-placement-example']} data-order="placement" />
      </div>
      <div className="field">
        <label htmlFor="size-run-needed-by">{labels['order-needed-by']}</label>
        <input id="size-run-needed-by" name={labels['order-needed-by']} type="date" data-order="neededBy" />
      </div>
      <div className="field field--wide">
        <label htmlFor="size-run-note">{labels['order-note']}</label>
        <textarea id="size-run-note" name={labels['order-note']} rows={3} data-order="note" />
      </div>
    </>
  );
}
