import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import { TOAST_DURATION_MS, TOAST_LIMIT } from './constants.js';

export type ToastVariant = 'default' | 'destructive';

export interface ToastContent {
  title: string;
  description?: string;
  variant: ToastVariant;
}

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

/** The app's one toast queue, rendered by `<AppToastRegion>`. */
export const toastQueue = new ToastQueue<ToastContent>({ maxVisibleToasts: TOAST_LIMIT });

/** Shows a toast; returns its key (for `toastQueue.close(key)`). */
export function toast({ title, description, variant = 'default' }: ToastInput): string {
  return toastQueue.add({ title, description, variant }, { timeout: TOAST_DURATION_MS });
}
