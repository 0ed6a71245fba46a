/**
 * The e2e suite's `test`: Playwright's, failing a test on any console error or uncaught
 * exception of its pages (an expected outcome, such as a 401 page, is not an error, so any
 * error logged is a finding). Specs import `test` and
 * `expect` from here. The browser's own network lines ("Failed to load resource: … 401") are not
 * the app's: the suite goes offline and provokes refusals on purpose. A test that provokes an
 * error the app must log lists it: `test.use({ allowedConsoleErrors: [/…/] })`.
 */
import { test as base } from '@playwright/test';
import { trackRequests } from './network-quiet';

export * from '@playwright/test';

const BROWSER_NETWORK_LINE = /^Failed to load resource: /;
const BLOCKED_WORKER =
  /^\[pwa\] registration failed: TypeError: Cannot read properties of undefined \(reading 'waiting'\)/;

export { waitForNetworkQuiet } from './network-quiet';

export const test = base.extend<{
  allowedConsoleErrors: RegExp[];
  consoleErrors: string[];
  networkTracking: undefined;
}>({
  // With E2E_SERVERS > 1 (playwright.config.ts), the server of this worker's slot: slots never
  // run at once, so each server sees one spec file at a time.
  baseURL: async ({ baseURL }, use, testInfo) => {
    if (!baseURL || testInfo.parallelIndex === 0) return use(baseURL);
    const url = new URL(baseURL);
    url.port = String(Number(url.port) + testInfo.parallelIndex);
    await use(url.origin);
  },
  allowedConsoleErrors: [[], { option: true }],
  // Every page's requests from its first, for `waitForNetworkQuiet` (network-quiet.ts).
  networkTracking: [
    async ({ context }, use) => {
      trackRequests(context);
      await use(undefined);
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ context, allowedConsoleErrors, serviceWorkers }, use) => {
      const errors: string[] = [];
      // Playwright's 'block' replaces navigator.serviceWorker.register with a stub answering
      // nothing, on which workbox-window's register throws: the app rightly reports that.
      const allowed =
        serviceWorkers === 'block' ? [...allowedConsoleErrors, BLOCKED_WORKER] : allowedConsoleErrors;
      const isAllowed = (text: string) =>
        BROWSER_NETWORK_LINE.test(text) || allowed.some((pattern) => pattern.test(text));
      context.on('console', (message) => {
        if (message.type() !== 'error' || isAllowed(message.text())) return;
        errors.push(`${message.page()?.url() ?? ''}: ${message.text()}`);
      });
      context.on('weberror', (error) => {
        const text = String(error.error());
        if (!isAllowed(text)) errors.push(`${error.page()?.url() ?? ''}: uncaught ${text}`);
      });
      await use(errors);
      base.expect(errors, 'console errors and uncaught exceptions of the pages').toEqual([]);
    },
    { auto: true },
  ],
});
