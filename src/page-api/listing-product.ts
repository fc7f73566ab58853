/**
 * A product's record as the listing island and the list buttons read it (toListingProduct): what
 * the "Save" and "Add to enquiry" buttons keep a copy of. From its own module, not listing-data.ts,
 * which writes the card data files: a template reaches no code that writes files.
 */
export { toListingProduct } from '../listing/to-listing-product.ts';
