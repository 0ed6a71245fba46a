import { expect, test } from './fixtures';
import { signIn } from './helpers';
import { chooseStatusAction } from './row-actions';

/**
 * The server commits a change and then drops the connection before answering (a fault it honours
 * only in test mode). The client cannot know the change landed, so it retries with the same
 * Idempotency-Key; the server answers the stored response instead of applying it again.
 */
// This is about the page's own replayer; with the service worker, a Background Sync replay could
// send the retry from the worker instead, where the page does not see the request.
test.use({ serviceWorkers: 'block' });

test('a change whose answer is lost is retried and applied exactly once', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'admin');
  await page.goto('/merchant/view-merchant-listing');
  await expect(page.getByText(/Showing 1–10 of \d+/)).toBeVisible({ timeout: 30_000 });

  const sent: { key: string | null; replayed: string | null; status: number }[] = [];
  let dropped = false;
  await page.route('**/api/v1/bo/Merchant/status/update', async (route) => {
    if (dropped) return route.continue();
    dropped = true;
    await route.continue({ headers: { ...route.request().headers(), 'x-test-fault': 'drop-after-commit' } });
  });
  page.on('response', (response) => {
    if (response.url().endsWith('/Merchant/status/update')) {
      sent.push({
        key: response.request().headers()['idempotency-key'] ?? null,
        replayed: response.headers()['idempotent-replayed'] ?? null,
        status: response.status(),
      });
    }
  });
  page.on('requestfailed', (request) => {
    if (request.url().endsWith('/Merchant/status/update')) {
      sent.push({ key: request.headers()['idempotency-key'] ?? null, replayed: null, status: 0 });
    }
  });

  // The first row that offers a status change: a merchant that is not approved is never activated.
  const row = page
    .getByRole('table', { name: 'Merchants' })
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: /^Actions for / }) })
    .first();
  const isDeactivating = (await chooseStatusAction(row)) === 'Deactivate';
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: isDeactivating ? 'Deactivate' : 'Activate' })
    .click();

  await expect.poll(() => sent.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
  await expect(page.getByRole('link', { name: 'Pending changes: 0' })).toBeVisible({ timeout: 30_000 });
  expect(sent.length).toBe(2);
  expect(sent[0]?.status).toBe(0);
  expect(sent[1]).toMatchObject({ key: sent[0]?.key, replayed: 'true', status: 200 });
  await expect(
    row.getByRole('cell', { name: isDeactivating ? 'Inactive' : 'Active', exact: true }),
  ).toBeVisible();
  await expect(row.getByText('Pending sync')).toHaveCount(0);
});
