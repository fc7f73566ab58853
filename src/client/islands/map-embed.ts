import { onIslandParsed } from '../lib/on-island-parsed.ts';

/**
 * The map loads only when the visitor asks for it: before the click, nothing is requested from the
 * map provider and no cookie can be set.
 */
onIslandParsed('map-embed', (root) => {
  const button = root.querySelector<HTMLButtonElement>('button[data-map-src]');
  if (!button) return;
  button.disabled = false;
  button.removeAttribute('aria-busy');
  button.addEventListener('click', () => {
    const frame = document.createElement('iframe');
    frame.src = button.dataset.mapSrc ?? '';
    frame.title = button.dataset.mapTitle ?? 'Map';
    frame.loading = 'lazy';
    frame.referrerPolicy = 'no-referrer-when-downgrade';
    frame.className = 'map-embed__frame';
    root.querySelector('.map-embed__placeholder')?.replaceWith(frame);
    frame.focus();
  });
  // Read by `npm run bench -- --controls` and the tests.
  root.dataset.ready = 'true';
});
