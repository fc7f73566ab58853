/** How wide a product card's picture is shown, for the browser to pick a variant: on the server's cards and the listing island's alike. */
export const PRODUCT_CARD_SIZES = '(min-width: 1200px) 22vw, (min-width: 576px) 30vw, 50vw';
