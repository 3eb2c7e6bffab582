// When a page has finished loading what it asked for, in the page's own terms: the route walk and
// the public-page sweep check the CSP, raw catalog keys and axe once everything has arrived, also
// after a move through the app's router, where no load event or 'networkidle' tells it.
import type { BrowserContext, Page, Request } from '@playwright/test';

/** The requests of each page of a tracked context still waiting for their answer. */
const inFlight = new WeakMap<Page, Set<Request>>();

/**
 * Tracks the requests of the context's pages, for settle(). Only where settle() is used: every
 * request of a tracked page is reported to the test process.
 */
export function trackRequests(context: BrowserContext): BrowserContext {
  const track = (page: Page) => {
    if (inFlight.has(page)) return;
    const pending = new Set<Request>();
    inFlight.set(page, pending);
    page.on('request', (request) => pending.add(request));
    page.on('requestfinished', (request) => pending.delete(request));
    page.on('requestfailed', (request) => pending.delete(request));
  };
  // A page already open is tracked from now: call this before it navigates.
  for (const page of context.pages()) track(page);
  context.on('page', track);
  return context;
}

/** How long a page must go without a request for its network to count as settled. */
const QUIET_MS = 150;

/**
 * Waits until the page (of a context given to trackRequests) has loaded and then made no request for
 * QUIET_MS, with a frame drawn in between: every lazy chunk, image and GraphQL answer a render
 * asks for has then arrived. Playwright's 'networkidle' proves the same after a fixed 500 ms of
 * quiet, which the walks paid on every page.
 */
export async function settle(page: Page): Promise<void> {
  const pending = inFlight.get(page);
  if (!pending) throw new Error('settle: open the page in a context given to trackRequests first');
  await page.waitForLoadState('load');
  const deadline = Date.now() + 30_000;
  let quietSince = pending.size === 0 ? Date.now() : undefined;
  while (quietSince === undefined || Date.now() - quietSince < QUIET_MS) {
    if (Date.now() > deadline) {
      throw new Error(`requests still pending: ${[...pending].map((r) => r.url()).join(', ')}`);
    }
    // A round trip through the page's next frame: what its last answers made it render is drawn,
    // and what that render asked for has been reported.
    await page
      .evaluate(
        () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
      )
      // A navigation in between: the new document's requests are tracked as well.
      .catch(() => {});
    if (pending.size > 0) quietSince = undefined;
    else quietSince ??= Date.now();
    if (quietSince !== undefined) await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
