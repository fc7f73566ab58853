/**
 * A soft ring that trails the mouse pointer. Only for a fine pointer (a mouse), never on touch
 * screens, and never for visitors who asked for less motion: the chrome bundle checks both and
 * loads this only then, when the browser is idle, since it is decoration.
 */
export function followPointer(follower: HTMLElement): void {
  let x = -100;
  let y = -100;
  let shownX = x;
  let shownY = y;
  let frame = 0;
  const step = () => {
    // Ease towards the pointer: a fraction of the distance per frame.
    shownX += (x - shownX) * 0.2;
    shownY += (y - shownY) * 0.2;
    follower.style.transform = `translate3d(${shownX}px, ${shownY}px, 0)`;
    frame = Math.abs(x - shownX) + Math.abs(y - shownY) > 0.5 ? requestAnimationFrame(step) : 0;
  };
  window.addEventListener(
    'pointermove',
    (event) => {
      if (event.pointerType !== 'mouse') return;
      x = event.clientX;
      y = event.clientY;
      follower.classList.add('is-active');
      const overLink = (event.target as Element).closest('a, button, summary, input, select, textarea, label');
      follower.classList.toggle('is-over-link', overLink !== null);
      if (!frame) frame = requestAnimationFrame(step);
    },
    { passive: true },
  );
  document.documentElement.addEventListener('pointerleave', () => follower.classList.remove('is-active'));
}
