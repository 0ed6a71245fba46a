import { slipPng } from '../../server/db/seed/slip-files';
import { expect, test, type Page } from './fixtures';
import { apiToken, signIn } from './helpers';

/**
 * The Content-Security-Policy breaks nothing (docs/security.md, Hardening): the theme script
 * before first paint, the dashboard's chart, a slip shown from a blob: URL and the service worker
 * all run under it, and the browser reports no violation (the fixture fails on console errors too).
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

const violations = (page: Page) => page.evaluate(() => window.cspViolations ?? []);

test('the app runs under its policy: theme, dashboard chart, a slip, the service worker', async ({
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
  const token = await apiToken(request, 'merchant.user');
  const answer = await request.post('/api/v1/bo/Credit/topUp', {
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': crypto.randomUUID() },
    multipart: {
      json: JSON.stringify({
        id: crypto.randomUUID(),
        amountSen: 1_000,
        methodCode: 'DUITNOW',
        bankName: 'Maybank',
        accountNumber: '514012345678',
        referenceNumber: reference,
        bankInAt: '2026-11-20T10:15',
      }),
      slip: { name: 'slip.html', mimeType: 'text/html', buffer: Buffer.from(slipPng(reference, 320, 200)) },
    },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const { data } = (await answer.json()) as { data: { id: string; slip: { name: string } } };
  expect(data.slip.name).toBe('slip.png');
  const file = await request.get(`/api/v1/bo/Credit/slip/${data.id}`, {
    headers: { Authorization: `Bearer ${await apiToken(request, 'admin')}` },
  });
  expect(file.headers()['cache-control']).toBe('no-store');

  await page.goto('/credit/credit-management');
  const filters = page.getByRole('search', { name: 'Filter top-ups' });
  await filters.getByLabel('Reference number').fill(reference);
  await page.getByRole('button', { name: reference, exact: true }).click({ timeout: 30_000 });
  const slip = page.getByRole('img', { name: 'Bank-in slip' });
  await expect(slip).toBeVisible({ timeout: 20_000 });
  expect(await slip.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(320);

  expect(await violations(page)).toEqual([]);
});
