// Cumulative layout shift, as Lighthouse counts it, for the tests of a first paint that must not move.
import type { BrowserContext, Page } from '@playwright/test';

declare global {
  interface Window {
    __layoutShift?: number;
  }
}

/**
 * A page of `context` that adds up every layout shift from the first paint on, as Lighthouse's
 * CLS counts them, in `window.__layoutShift`.
 */
export async function watchShifts(context: BrowserContext): Promise<Page> {
  await context.addInitScript(() => {
    window.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        window.__layoutShift = (window.__layoutShift ?? 0) + entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return context.newPage();
}
