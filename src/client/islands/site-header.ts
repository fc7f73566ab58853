import { trapTab } from '../lib/focus-trap.ts';
import { prefersReducedMotion, SIDEBAR_QUERY } from '../lib/media.ts';

/**
 * Enhances the server-rendered header: the phone sidebar (open on the menu button; close on its
 * close button, a click outside, Escape, or leaving the page), the dropdown toggles, and the header
 * that becomes fixed once the page is scrolled 200 px. Without this script the header still works:
 * dropdowns open on hover and focus, and the sidebar opens as the :target of the menu link.
 * Part of the chrome bundle, run at once: the menu must answer the first tap.
 */
const FIXED_FROM = 200;

export function enhanceHeader(header: HTMLElement): void {
  document.documentElement.classList.add('js');
  const nav = header.querySelector<HTMLElement>('#site-nav');
  const openButton = header.querySelector<HTMLAnchorElement>('.menu-toggle');
  const closeButton = header.querySelector<HTMLAnchorElement>('.site-nav__close');
  if (!nav || !openButton || !closeButton) return;
  const sidebarMedia = window.matchMedia(SIDEBAR_QUERY);

  const backdrop = document.createElement('div');
  backdrop.className = 'sidebar-backdrop';
  backdrop.hidden = true;
  header.append(backdrop);

  // The links become buttons: they no longer go anywhere once this script handles them.
  for (const control of [openButton, closeButton]) {
    control.setAttribute('role', 'button');
  }
  openButton.setAttribute('aria-expanded', 'false');

  const isOpen = () => nav.classList.contains('is-open');
  const setOpen = (open: boolean, returnFocus = true) => {
    if (open === isOpen()) return;
    nav.classList.toggle('is-open', open);
    backdrop.hidden = !open;
    openButton.setAttribute('aria-expanded', String(open));
    document.body.classList.toggle('has-sidebar-open', open);
    if (open) {
      nav.setAttribute('role', 'dialog');
      nav.setAttribute('aria-modal', 'true');
      closeButton.focus();
    } else {
      nav.removeAttribute('role');
      nav.removeAttribute('aria-modal');
      if (returnFocus) openButton.focus();
    }
    updateFixed();
  };

  openButton.addEventListener('click', (event) => {
    event.preventDefault();
    setOpen(true);
  });
  closeButton.addEventListener('click', (event) => {
    event.preventDefault();
    setOpen(false);
  });
  backdrop.addEventListener('click', () => setOpen(false));
  document.addEventListener('click', (event) => {
    if (isOpen() && !nav.contains(event.target as Node) && !openButton.contains(event.target as Node)) setOpen(false);
  });
  // Following a link is a route change: the sidebar must not be open when the visitor comes back.
  nav.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a[href]:not(.site-nav__close)')) setOpen(false, false);
  });
  window.addEventListener('pageshow', () => setOpen(false, false));
  window.addEventListener('hashchange', () => setOpen(false, false));
  sidebarMedia.addEventListener('change', () => setOpen(false, false));

  // Keep keyboard focus inside the open sidebar, as in any dialog.
  nav.addEventListener('keydown', (event) => {
    if (isOpen()) trapTab(nav, event, 'a[href], button:not([hidden])');
  });

  // Dropdown toggles: click and keyboard on phones (inside the sidebar), and a disclosure button for keyboard users on desktop.
  const toggles = [...header.querySelectorAll<HTMLButtonElement>('.site-nav__toggle')];
  const closeSubmenus = (except?: HTMLButtonElement) => {
    for (const toggle of toggles) {
      if (toggle === except) continue;
      toggle.setAttribute('aria-expanded', 'false');
      toggle.closest('li')?.classList.remove('is-open');
    }
  };
  for (const toggle of toggles) {
    toggle.hidden = false;
    toggle.addEventListener('click', () => {
      const open = toggle.getAttribute('aria-expanded') !== 'true';
      closeSubmenus(toggle);
      toggle.setAttribute('aria-expanded', String(open));
      toggle.closest('li')?.classList.toggle('is-open', open);
    });
  }

  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    if (isOpen()) {
      setOpen(false);
      return;
    }
    const expanded = toggles.find((toggle) => toggle.getAttribute('aria-expanded') === 'true');
    if (expanded) {
      closeSubmenus();
      expanded.focus();
    }
  });
  document.addEventListener('click', (event) => {
    if (!sidebarMedia.matches && !(event.target as Element).closest('.site-nav__item.has-children')) closeSubmenus();
  });

  // The header's own box keeps its height while the bar inside is fixed, so nothing below jumps.
  let fixed = false;
  function updateFixed() {
    const shouldFix = window.scrollY >= FIXED_FROM && !isOpen();
    if (shouldFix === fixed) return;
    fixed = shouldFix;
    header.classList.toggle('is-fixed', fixed);
    header.classList.toggle('is-animated', fixed && !prefersReducedMotion());
  }
  window.addEventListener('scroll', updateFixed, { passive: true });
  // In the next frame, not now: reading the scroll position here would lay out the whole page
  // inside the chrome's script (see chrome.ts).
  requestAnimationFrame(updateFixed);
}
