/**
 * "Save" (wishlist) and "Add to enquiry" (the list sent from /checkout/). They need the browser's
 * storage, so they stay hidden until the list-buttons island runs (CSS: .has-lists), and that
 * island draws them (src/client/lib/list-buttons-markup.ts): the page carries only this wrapper
 * with the product's data, not two buttons a card that no one without JavaScript sees. Their icons
 * are drawn by CSS (cards.css). The minimum order quantity (data-minimum) is where a new enquiry
 * line starts.
 */
export function ListButtons({ name, title, minimum, className = 'list-buttons' }: { name: string; title: string; minimum: number; className?: string }) {
  return <div className={className} data-article={name} data-title={title} data-minimum={minimum} />;
}
