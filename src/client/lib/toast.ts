import type { ToastType } from './show-toast.ts';

export type { ToastType };

/**
 * Shows a toast. toastify-js loads on the first toast, not with the page: most visitors never see
 * one, and the page's first seconds stay free for what they do see.
 */
export function toast(message: string, type: ToastType = 'default'): void {
  void import('./show-toast.ts').then(({ showToast }) => showToast(message, type));
}
