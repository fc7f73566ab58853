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
  const isOpen = () => nav.classList.contains('is-open');
  const updateFixed = fixedHeader(header, isOpen);
  const setOpen = phoneSidebar({ header, nav, openButton, closeButton, sidebarMedia, isOpen, updateFixed });
  const closeSubmenus = submenuToggles(header, sidebarMedia);
  // Escape closes the sidebar first, then an open submenu, giving focus back to its toggle.
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    if (isOpen()) setOpen(false);
    else closeSubmenus()?.focus();
  });
}

interface Sidebar {
  header: HTMLElement;
  nav: HTMLElement;
  openButton: HTMLAnchorElement;
  closeButton: HTMLAnchorElement;
  sidebarMedia: MediaQueryList;
  isOpen: () => boolean;
  updateFixed: () => void;
}

/** The phone's sidebar, a modal dialog once this runs; returns what opens and closes it. */
function phoneSidebar({ header, nav, openButton, closeButton, sidebarMedia, isOpen, updateFixed }: Sidebar): (open: boolean, returnFocus?: boolean) => void {
  const backdrop = document.createElement('div');
  backdrop.className = 'sidebar-backdrop';
  backdrop.hidden = true;
  header.append(backdrop);

  // The links become buttons: they no longer go anywhere once this script handles them.
  for (const control of [openButton, closeButton]) {
    control.setAttribute('role', 'button');
  }
  openButton.setAttribute('aria-expanded', 'false');

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
  return setOpen;
}

/**
 * Dropdown toggles: click and keyboard on phones (inside the sidebar), and a disclosure button for
 * keyboard users on desktop. Returns what closes them all, which gives back the toggle that was open.
 */
function submenuToggles(header: HTMLElement, sidebarMedia: MediaQueryList): () => HTMLButtonElement | undefined {
  const toggles = [...header.querySelectorAll<HTMLButtonElement>('.site-nav__toggle')];
  const closeSubmenus = (except?: HTMLButtonElement) => {
    const expanded = toggles.find((toggle) => toggle.getAttribute('aria-expanded') === 'true');
    for (const toggle of toggles) {
      if (toggle === except) continue;
      toggle.setAttribute('aria-expanded', 'false');
      toggle.closest('li')?.classList.remove('is-open');
    }
    return expanded;
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
  document.addEventListener('click', (event) => {
    if (!sidebarMedia.matches && !(event.target as Element).closest('.site-nav__item.has-children')) closeSubmenus();
  });
  return () => closeSubmenus();
}

/**
 * The header that becomes fixed once the page is scrolled past FIXED_FROM (never while the sidebar
 * is open). Its own box keeps its height while the bar inside is fixed, so nothing below jumps.
 * Returns what checks it again.
 */
function fixedHeader(header: HTMLElement, isOpen: () => boolean): () => void {
  let fixed = false;
  const updateFixed = () => {
    const shouldFix = window.scrollY >= FIXED_FROM && !isOpen();
    if (shouldFix === fixed) return;
    fixed = shouldFix;
    header.classList.toggle('is-fixed', fixed);
    header.classList.toggle('is-animated', fixed && !prefersReducedMotion());
  };
  window.addEventListener('scroll', updateFixed, { passive: true });
  // In the next frame, not now: reading the scroll position here would lay out the whole page
  // inside the chrome's script (see chrome.ts).
  requestAnimationFrame(updateFixed);
  return updateFixed;
}
