/**
 * "The network is quiet", as Playwright's `networkidle` means it but for the app: the change-notice
 * stream (docs/ARCHITECTURE.md, Change notices) stays open as long as the page is signed in, so
 * `networkidle` would never come. The suite's fixture tracks every page's requests from the start
 * (`trackRequests`); `waitForNetworkQuiet` waits until none but the stream has been in flight for
 * 500 ms.
 */
import type { BrowserContext, Page, Request } from '@playwright/test';

const STREAM = /\/Sync\/notices(\?|$)/;
const QUIET_MS = 500;
const inFlight = new WeakMap<Page, Set<Request>>();

function pageOf(request: Request): Page | null {
  try {
    return request.frame().page();
  } catch {
    return null; // a service worker's request
  }
}

export function trackRequests(context: BrowserContext): void {
  const settle = (request: Request) => {
    const page = pageOf(request);
    if (page) inFlight.get(page)?.delete(request);
  };
  context.on('request', (request) => {
    const page = pageOf(request);
    if (!page || STREAM.test(request.url())) return;
    const requests = inFlight.get(page) ?? new Set<Request>();
    inFlight.set(page, requests.add(request));
  });
  context.on('requestfinished', settle);
  context.on('requestfailed', settle);
}

export async function waitForNetworkQuiet(page: Page, timeoutMs = 30_000): Promise<void> {
  await page.waitForLoadState('load');
  const deadline = Date.now() + timeoutMs;
  let quietSince = Date.now();
  while (Date.now() - quietSince < QUIET_MS) {
    if (Date.now() > deadline) throw new Error(`the network was not quiet within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    if ((inFlight.get(page)?.size ?? 0) > 0) quietSince = Date.now();
  }
}
