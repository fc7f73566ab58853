import { answerEarlyToggles } from '../lib/early-toggles.ts';
import { loadFormOnFirstUse } from '../lib/load-form-on-first-use.ts';
import { loadIslandsAfterLoad } from '../lib/load-islands.ts';
import { loadWebFontsAfterLoad } from '../lib/load-web-fonts.ts';
import { hasFinePointer, prefersReducedMotion } from '../lib/media.ts';
import { modalDialog } from '../lib/modal-dialog.ts';
import { onIdle } from '../lib/on-idle.ts';
import { toast } from '../lib/toast.ts';
import { showCurrentYear } from './copyright-year.ts';
// "Save" and "Add to enquiry", and the list counts in the header, which are in view at once.
import { startListButtons } from './list-buttons.ts';
import { nextTask } from '../lib/next-task.ts';
import { enhanceHeader } from './site-header.ts';

/*
 * The one bundle of the chrome every page carries (CHROME_PARTS in src/shared/island-names.ts), so a
 * page with nothing else interactive links one script. What the visitor can use at once is set up at
 * once: the header's menu and dropdowns, the list counts, the year, the search button and its
 * shortcuts. When the page has loaded, it loads the page's other islands and then links the web
 * fonts (the islands are what the visitor may use; the fonts only change how text looks). The
 * chrome's other parts load with import() when first needed, each a chunk that esbuild splits off
 * and the browser fetches only then:
 *
 * - the search, when the dialog first opens (the dialog itself opens at once, see below);
 * - "back to top", on the first scroll, since it shows only on a scrolled page;
 * - the cursor follower, when the browser is idle, and only for a mouse without reduced motion;
 * - the newsletter form, on its first focus, input or submit (a submit is held, never lost).
 *
 * Nothing imported here may also be imported by those chunks: esbuild would move such a module into
 * a chunk of its own that this bundle imports, one more file on every page. A chunk is handed what
 * it needs from here instead (the toast function); test/integration/javascript-per-page.test.ts
 * holds the bundle to one file.
 */

// A main island's toggles answer from now on, whether or not its own script has arrived.
answerEarlyToggles();
loadIslandsAfterLoad();
loadWebFontsAfterLoad();

const header = document.querySelector<HTMLElement>('[data-island="site-header"]');
if (header) enhanceHeader(header);
void nextTask().then(startListButtons);

showCurrentYear(document.querySelectorAll<HTMLElement>('[data-island="copyright-year"]'));

const search = document.querySelector<HTMLElement>('[data-island="site-search"]');
if (search) setUpSearch(search);

const backToTop = document.querySelector<HTMLElement>('[data-island="back-to-top"]');
if (backToTop) {
  // Hidden from now until the page is scrolled; if its code cannot load, the plain link shows again.
  backToTop.classList.add('is-enhanced');
  let loading = false;
  const load = () => {
    if (loading) return;
    loading = true;
    void import('./back-to-top.ts').then(
      ({ showBackToTop }) => showBackToTop(backToTop),
      () => backToTop.classList.remove('is-enhanced'),
    );
  };
  window.addEventListener('scroll', load, { once: true, passive: true });
  // A reload or a link to a section can open the page scrolled already. Asked in the next frame:
  // reading the scroll position now would make the browser lay out the whole page inside this
  // script, one long task on a slow phone; the frame lays it out anyway.
  requestAnimationFrame(() => {
    if (window.scrollY > 0) load();
  });
}

const follower = document.querySelector<HTMLElement>('[data-island="cursor-follower"]');
if (follower && hasFinePointer() && !prefersReducedMotion()) {
  // Decoration: without it the page is the same, so a failed download is left unsaid.
  onIdle(() => void import('./cursor-follower.ts').then(({ followPointer }) => followPointer(follower)).catch(() => undefined));
}

for (const root of document.querySelectorAll<HTMLElement>('[data-island="newsletter-form"]')) {
  const form = root.querySelector('form');
  if (form) loadFormOnFirstUse(form, () => import('./newsletter-form.ts').then(({ mountNewsletterForm }) => mountNewsletterForm(root, form, toast)));
}

/**
 * The search button and the "/" and Ctrl+K shortcuts open the dialog at once, whether or not its
 * search code is there yet; the first opening loads that code, which searches whatever was typed in
 * the meantime. The code is fetched as soon as the pointer or keyboard focus reaches the button.
 */
function setUpSearch(root: HTMLElement) {
  const dialog = root.querySelector<HTMLDialogElement>('dialog');
  const button = root.querySelector<HTMLButtonElement>('.site-search__open');
  const input = root.querySelector<HTMLInputElement>('#search-input');
  const status = root.querySelector<HTMLElement>('[data-search-status]');
  if (!dialog || !button || !input || !status) return;
  const modal = modalDialog(dialog, root.querySelector('.search-dialog__close'), 'input, button, a[href]');
  const code = () => import('./site-search.ts');
  // biome-ignore lint/correctness/noUnusedVariables: read by ??= below, so the search code is mounted once
  let mounted: Promise<void> | undefined;
  const open = () => {
    if (dialog.open) return;
    modal.show(input);
    input.select();
    mounted ??= code().then(
      ({ mountSearch }) => mountSearch(root),
      () => {
        // The owner's words, carried by the markup (labels.csv).
        status.textContent = status.dataset.unavailable as string;
        // The next opening tries again.
        mounted = undefined;
      },
    );
  };
  for (const type of ['pointerenter', 'focus'] as const) button.addEventListener(type, () => void code().catch(() => undefined), { once: true });
  button.addEventListener('click', open);
  document.addEventListener('keydown', (event) => {
    const typing = (event.target as Element).closest('input, textarea, select, [contenteditable="true"]');
    if ((event.key === '/' && !typing) || (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey))) {
      event.preventDefault();
      open();
    }
  });
  // The button is hidden until now: without JavaScript it would do nothing.
  root.classList.add('is-ready');
}
