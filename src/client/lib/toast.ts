import { prefersReducedMotion } from './media.ts';
import type { ToastType } from './show-toast.ts';

export type { ToastType };

/**
 * Shows a toast. toastify-js loads on the first toast, not with the page: most visitors never see
 * one, and the page's first seconds stay free for what they do see.
 */
export function toast(message: string, type: ToastType = 'default'): void {
  // Read here, not in show-toast.ts, so that show-toast.ts imports nothing the chrome bundle has:
  // esbuild would put a module shared by that bundle and a chunk it loads later into a file of its
  // own, one more request on every page (see src/client/islands/chrome.ts).
  const still = prefersReducedMotion();
  void import('./show-toast.ts').then(({ showToast }) => showToast(message, type, still));
}
