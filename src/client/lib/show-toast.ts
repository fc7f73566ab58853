// The package's ES module build: its UMD main file would need esbuild's CommonJS helpers, which
// esbuild puts in a chunk of their own that every bundle, the chrome's included, would then import.
import Toastify from 'toastify-js/src/toastify-es.js';

export type ToastType = 'default' | 'success' | 'info' | 'error' | 'warning' | 'loading';

export interface ToastHandle {
  dismiss(): void;
}

const AUTO_CLOSE_MS = 5000;
/** A toast dragged sideways past this share of its width is dismissed. */
const SWIPE_SHARE = 0.8;

const ICONS: Record<ToastType, string> = { default: '', success: '✓', info: 'i', error: '!', warning: '!', loading: '' };

/** Every running auto-close timer, so a window that loses focus pauses them all. */
const timers = new Set<PausableTimer>();
window.addEventListener('blur', () => {
  for (const timer of timers) timer.pause();
});
window.addEventListener('focus', () => {
  for (const timer of timers) timer.resume();
});

/**
 * One toast system for the whole site, on toastify-js: top right, light theme, a close button,
 * auto-close after 5 s (paused while hovered or while the window is in the background), swipe or
 * drag sideways to dismiss, and announced to screen readers. A loading toast stays until dismissed.
 * A still toast (for visitors who asked for less motion) appears and goes without sliding.
 */
export function showToast(message: string, type: ToastType = 'default', still = false): ToastHandle {
  let timer: PausableTimer | undefined;
  const instance = Toastify({
    text: message,
    duration: -1,
    close: true,
    gravity: 'top',
    position: 'right',
    stopOnFocus: false,
    className: `toast toast--${type}${still ? ' toast--still' : ''}`,
    escapeMarkup: true,
    ariaLive: type === 'error' ? 'assertive' : 'polite',
    callback: () => {
      if (timer) timers.delete(timer);
    },
  });
  instance.showToast();
  const element = (instance as unknown as { toastElement: HTMLElement }).toastElement;
  element.setAttribute('role', type === 'error' ? 'alert' : 'status');
  element.dataset.type = type;
  if (ICONS[type] || type === 'loading') {
    const icon = document.createElement('span');
    icon.className = 'toast__icon';
    icon.setAttribute('aria-hidden', 'true');
    icon.textContent = ICONS[type];
    element.prepend(icon);
  }
  element.querySelector('.toast-close')?.setAttribute('aria-label', 'Close notification');
  const dismiss = () => {
    if (timer) timers.delete(timer);
    timer?.cancel();
    instance.hideToast();
  };
  if (type !== 'loading') {
    timer = new PausableTimer(AUTO_CLOSE_MS, dismiss);
    timers.add(timer);
    element.addEventListener('mouseenter', () => timer?.pause());
    element.addEventListener('mouseleave', () => {
      if (document.hasFocus()) timer?.resume();
    });
  }
  enableSwipe(element, dismiss);
  return { dismiss };
}

/** A timeout that can pause and resume with the time it had left. */
class PausableTimer {
  private remaining: number;
  private started = 0;
  private handle: ReturnType<typeof setTimeout> | undefined;

  constructor(
    duration: number,
    private readonly done: () => void,
  ) {
    this.remaining = duration;
    this.resume();
  }

  pause() {
    if (this.handle === undefined) return;
    clearTimeout(this.handle);
    this.handle = undefined;
    this.remaining -= performance.now() - this.started;
  }

  resume() {
    if (this.handle !== undefined || this.remaining <= 0) return;
    this.started = performance.now();
    this.handle = setTimeout(this.done, Math.max(0, this.remaining));
  }

  cancel() {
    clearTimeout(this.handle);
    this.handle = undefined;
    this.remaining = 0;
  }
}

/** Follows a finger or mouse dragging the toast sideways; past 80% of its width it goes. */
function enableSwipe(element: HTMLElement, dismiss: () => void) {
  let startX: number | null = null;
  let offset = 0;
  element.addEventListener('pointerdown', (event) => {
    if ((event.target as Element).closest('.toast-close')) return;
    startX = event.clientX;
    element.setPointerCapture(event.pointerId);
    element.classList.add('is-dragging');
  });
  element.addEventListener('pointermove', (event) => {
    if (startX === null) return;
    offset = event.clientX - startX;
    element.style.translate = `${offset}px 0`;
    element.style.opacity = String(Math.max(0.2, 1 - Math.abs(offset) / element.offsetWidth));
  });
  const end = () => {
    if (startX === null) return;
    startX = null;
    element.classList.remove('is-dragging');
    if (Math.abs(offset) > element.offsetWidth * SWIPE_SHARE) {
      dismiss();
    } else {
      element.style.translate = '';
      element.style.opacity = '';
    }
    offset = 0;
  };
  element.addEventListener('pointerup', end);
  element.addEventListener('pointercancel', end);
}
