/**
 * "Save" (wishlist) and "Add to enquiry" (the list sent from /checkout/). They need the browser's
 * storage, so they stay hidden until the list-buttons island runs (CSS: .has-lists). Their icons
 * are drawn by CSS (cards.css). "Add to enquiry" carries the product's minimum order quantity
 * (data-minimum), where the new enquiry line starts.
 */
import { useSite } from '../../src/render/page-context.ts';

export function ListButtons({ name, title, minimum, className = 'list-buttons' }: { name: string; title: string; minimum: number; className?: string }) {
  const { labels } = useSite();
  return (
    <div className={className}>
      <button type="button" className="list-button" data-list-action="save" data-article={name} data-title={title} aria-pressed="false">
        {labels.save}<span className="visually-hidden"> {title}</span>
      </button>
      <button type="button" className="list-button list-button--add" data-list-action="add" data-article={name} data-title={title} data-minimum={minimum} aria-pressed="false">
        {labels['add-to-enquiry']}<span className="visually-hidden">: {title}</span>
      </button>
    </div>
  );
}
