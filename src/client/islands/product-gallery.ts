import { onIslandParsed } from '../lib/on-island-parsed.ts';
import { modalDialog } from '../lib/modal-dialog.ts';

/**
 * The product page's photos (templates/components/ProductGallery.tsx). The track, its thumbnails
 * and the larger view are laid out by CSS from the first paint, and swiping works without this
 * code (CSS scroll snap); this wires the rest:
 *
 * - a thumbnail shows its photo; the thumbnails follow the photo on screen however it got there;
 * - on the focused track, ArrowLeft and ArrowRight step through the photos, Home and End go to the
 *   first and last, Enter opens the larger view;
 * - a click on the photo or the "view larger" button opens the larger view: a modal <dialog>
 *   (modal-dialog.ts: Escape, Tab kept inside, focus back where it was), with previous and next
 *   buttons and the arrow keys, which wrap around. Closing it leaves the track on the photo it showed.
 *
 * Scrolls ask for the behaviour the CSS gives the tracks: smooth, unless the visitor asked for
 * less motion (pages.css), so this code never animates against that wish.
 */
onIslandParsed('product-gallery', start);

function start(root: HTMLElement) {
  const track = root.querySelector<HTMLElement>('.product-gallery__track');
  const thumbRow = root.querySelector<HTMLElement>('.product-gallery__thumbs');
  const thumbs = [...root.querySelectorAll<HTMLButtonElement>('.product-gallery__thumb')];
  const dialog = root.querySelector<HTMLDialogElement>('.product-gallery__dialog');
  const large = dialog?.querySelector<HTMLElement>('.product-gallery__dialog-track');
  const closeButton = dialog?.querySelector<HTMLButtonElement>('.product-gallery__close');
  const number = dialog?.querySelector<HTMLElement>('.product-gallery__number');
  if (!track || !thumbRow || !dialog || !large || !closeButton || !number) return;
  const count = thumbs.length;
  if (count < 2) return;

  const photos = photoTrack(track, thumbRow, thumbs);
  const open = largerView({ dialog, large, closeButton, number, count }, photos);
  track.addEventListener('keydown', (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const current = photos.current();
    const step: Record<string, number> = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: count - 1 };
    const index = step[event.key];
    if (index !== undefined) {
      event.preventDefault();
      photos.show(index);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      open();
    }
  });
  track.addEventListener('click', (event) => {
    if ((event.target as Element).closest('.product-gallery__slide')) open();
  });
  root.querySelector('.product-gallery__zoom')?.addEventListener('click', open);

  // The other photos are lazy; once the visitor reaches for the gallery, the next swipe should not wait for them.
  const wake = () => {
    for (const image of root.querySelectorAll<HTMLImageElement>('.product-gallery__slide img')) image.loading = 'eager';
  };
  for (const type of ['pointerenter', 'touchstart', 'focusin'] as const) root.addEventListener(type, wake, { once: true, passive: true });
  root.dataset.ready = 'true';
}

/** The photo a track shows: the one nearest its scroll position. */
function shownIn(scroller: HTMLElement, count: number): number {
  return Math.min(count - 1, Math.max(0, Math.round(scroller.scrollLeft / Math.max(1, scroller.clientWidth))));
}

interface PhotoTrack {
  /** The photo the track shows (or is scrolling to). */
  current(): number;
  /** Scrolls the track to a photo, and marks its thumbnail. */
  show(index: number): void;
  /** Puts the track on a photo at once, as the larger view closes on it. */
  jumpTo(index: number): void;
}

/** The track of photos and its thumbnails, which follow the photo on screen however it got there. */
function photoTrack(track: HTMLElement, thumbRow: HTMLElement, thumbs: HTMLButtonElement[]): PhotoTrack {
  const count = thumbs.length;
  let current = 0;
  /** Where a scroll this code started is going; the thumbnails wait for it rather than step through the photos passed. */
  let heading: number | undefined;
  const mark = (index: number) => {
    if (index === current) return;
    thumbs[current]?.removeAttribute('aria-current');
    thumbs[index]?.setAttribute('aria-current', 'true');
    current = index;
    keepInView(thumbRow, thumbs[index]);
  };
  const show = (index: number) => {
    const target = Math.min(count - 1, Math.max(0, index));
    heading = target;
    mark(target);
    track.scrollTo({ left: target * track.clientWidth });
  };
  onScrollFrame(track, () => {
    const index = shownIn(track, count);
    if (heading !== undefined && index !== heading) return;
    heading = undefined;
    mark(index);
  });
  // A finger or a wheel takes over from a scroll this code started.
  for (const type of ['pointerdown', 'touchstart', 'wheel'] as const) track.addEventListener(type, () => (heading = undefined), { passive: true });
  thumbRow.addEventListener('click', (event) => {
    const thumb = (event.target as Element).closest<HTMLButtonElement>('.product-gallery__thumb');
    const index = thumb ? thumbs.indexOf(thumb) : -1;
    if (index >= 0) show(index);
  });
  const jumpTo = (index: number) => {
    heading = undefined;
    mark(index);
    track.scrollTo({ left: index * track.clientWidth, behavior: 'instant' });
  };
  return { current: () => current, show, jumpTo };
}

interface LargerViewParts {
  dialog: HTMLDialogElement;
  large: HTMLElement;
  closeButton: HTMLButtonElement;
  number: HTMLElement;
  count: number;
}

/**
 * The larger view: a modal dialog with previous and next buttons and the arrow keys, which wrap
 * around. It opens on the track's photo and leaves the track on the photo it showed. Returns what opens it.
 */
function largerView({ dialog, large, closeButton, number, count }: LargerViewParts, photos: PhotoTrack): () => void {
  const modal = modalDialog(dialog, closeButton, 'button');
  let largeShown = 0;
  /** Where a step this code started is scrolling the larger view: a frame of the scroll before it must not undo the step. */
  let largeHeading: number | undefined;
  const showLarge = (index: number, instant = false) => {
    largeShown = (index + count) % count;
    largeHeading = largeShown;
    number.textContent = String(largeShown + 1);
    large.scrollTo({ left: largeShown * large.clientWidth, ...(instant ? { behavior: 'instant' as const } : {}) });
  };
  for (const type of ['pointerdown', 'touchstart', 'wheel'] as const) large.addEventListener(type, () => (largeHeading = undefined), { passive: true });
  dialog.querySelector('.product-gallery__prev')?.addEventListener('click', () => showLarge(largeShown - 1));
  dialog.querySelector('.product-gallery__next')?.addEventListener('click', () => showLarge(largeShown + 1));
  dialog.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    showLarge(largeShown + (event.key === 'ArrowRight' ? 1 : -1));
  });
  onScrollFrame(large, () => {
    // A swipe in the larger view: the counter follows it (a button's scroll set it already).
    const index = shownIn(large, count);
    if (Math.abs(large.scrollLeft - index * large.clientWidth) > 1) return;
    // A frame left over from the last step (the view still at its photo) while the next step has begun.
    if (largeHeading !== undefined && index !== largeHeading) return;
    largeHeading = undefined;
    largeShown = index;
    number.textContent = String(index + 1);
  });
  dialog.addEventListener('close', () => photos.jumpTo(largeShown));
  return () => {
    modal.show(closeButton);
    for (const image of large.querySelectorAll('img')) image.loading = 'eager';
    showLarge(photos.current(), true);
  };
}

/** Runs `update` once per frame while the element scrolls, not once per scroll event. */
function onScrollFrame(element: HTMLElement, update: () => void) {
  let frame = 0;
  element.addEventListener(
    'scroll',
    () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(update);
    },
    { passive: true },
  );
}

/**
 * Scrolls a row of thumbnails sideways, and only sideways, so the given one is in it (scrollIntoView
 * would scroll the page too). The row is positioned, so a thumbnail's offsetLeft is within it.
 */
function keepInView(row: HTMLElement, item: HTMLElement | undefined) {
  if (!item || row.scrollWidth <= row.clientWidth) return;
  const start = item.offsetLeft;
  const end = start + item.offsetWidth;
  if (start < row.scrollLeft) row.scrollTo({ left: start });
  else if (end > row.scrollLeft + row.clientWidth) row.scrollTo({ left: end - row.clientWidth });
}
