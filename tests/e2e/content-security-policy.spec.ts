import { readFileSync } from 'node:fs';
import { slipPng } from '../../server/db/seed/slip-files';
import { expect, test, type Page } from './fixtures';
import { apiToken, signIn } from './helpers';
import { submitTopUp } from './top-ups';

/**
 * The Content-Security-Policy breaks nothing (docs/security.md, Hardening): the theme script
 * before first paint, the dashboard's chart, an image slip and a PDF slip shown from blob: URLs
 * and the service worker all run under it, and the browser reports no violation (the fixture fails on console errors too).
 */

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/** Every violation the page sees, kept on `window.cspViolations`. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
}

async function openTopUp(page: Page, reference: string) {
  await page.goto('/credit/credit-management');
  await page.getByRole('search', { name: 'Filter top-ups' }).getByLabel('Reference number').fill(reference);
  await page.getByRole('button', { name: reference, exact: true }).click({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: `Top-up ${reference}` })).toBeVisible();
}

const violations = (page: Page) => page.evaluate(() => window.cspViolations ?? []);

test('the app runs under its policy: theme, dashboard chart, image and PDF slips, the service worker', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const shell = await request.get('/');
  const policy = shell.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("default-src 'self'");
  expect(policy).toMatch(/script-src 'self' 'sha256-[\w+/=]+'/);
  expect(policy).not.toContain('unsafe-inline');

  await recordViolations(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin');
  await page.goto('/dashboard');
  const chart = page.getByRole('region', { name: 'Bookings in the last 30 days' });
  await expect(chart.locator('canvas').first()).toBeVisible({ timeout: 60_000 });
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  const reference = `E2E-CSP-${Date.now().toString(36).toUpperCase()}`;
  const image = await submitTopUp(request, reference, 1_000, undefined, {
    name: 'slip.html',
    mimeType: 'text/html',
    buffer: Buffer.from(slipPng(reference, 320, 200)),
  });
  expect(image.slip.name).toBe('slip.png');
  const file = await request.get(`/api/v1/bo/Credit/slip/${image.id}`, {
    headers: { Authorization: `Bearer ${await apiToken(request, 'admin')}` },
  });
  expect(file.headers()['cache-control']).toBe('no-store');
  await openTopUp(page, reference);
  const slip = page.getByRole('img', { name: 'Bank-in slip' });
  await expect(slip).toBeVisible({ timeout: 20_000 });
  expect(await slip.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(320);

  // A PDF slip opens in the browser's viewer inside a frame from a blob: URL (frame-src blob:);
  // the viewer's own frame loads the document again, also under `object-src 'none'`.
  await submitTopUp(request, `${reference}-PDF`, 1_000, undefined, {
    name: 'slip.pdf',
    mimeType: 'application/pdf',
    buffer: readFileSync('tests/fixtures/files/bank-in-slip.pdf'),
  });
  await openTopUp(page, `${reference}-PDF`);
  await expect(page.getByTitle('Bank-in slip (PDF)')).toBeVisible({ timeout: 20_000 });
  if (await page.evaluate(() => navigator.pdfViewerEnabled)) {
    await expect
      .poll(() => page.frames().filter((frame) => frame.url().startsWith('blob:')).length, {
        timeout: 20_000,
      })
      .toBeGreaterThanOrEqual(2);
  }

  expect(await violations(page)).toEqual([]);
});
