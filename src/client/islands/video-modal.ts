import { islandProps } from '../lib/island-props.ts';

/**
 * Opens the "watch how we make it" video in a modal. The iframe is made on click and removed on
 * close (so the video stops); Escape, the close button and a click outside close it, and focus
 * returns to the link.
 */
for (const root of document.querySelectorAll<HTMLElement>('[data-island="video-modal"]')) {
  const { id, title } = islandProps<{ id: string; title: string }>(root);
  const link = root.querySelector<HTMLAnchorElement>('.video-link__open');
  const dialog = root.querySelector<HTMLDialogElement>('dialog');
  const frameHolder = root.querySelector<HTMLElement>('[data-video-frame]');
  if (!link || !dialog || !frameHolder) continue;
  link.addEventListener('click', (event) => {
    event.preventDefault();
    const frame = document.createElement('iframe');
    frame.src = `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1&rel=0`;
    // The frame's name is the owner's words (the video-title label), given by the server in the props.
    frame.title = title;
    frame.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen';
    frame.referrerPolicy = 'strict-origin-when-cross-origin';
    frameHolder.replaceChildren(frame);
    dialog.showModal();
    dialog.querySelector<HTMLButtonElement>('.video-dialog__close')?.focus();
  });
  dialog.querySelector('.video-dialog__close')?.addEventListener('click', () => dialog.close());
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  dialog.addEventListener('close', () => {
    frameHolder.replaceChildren();
    link.focus();
  });
}
