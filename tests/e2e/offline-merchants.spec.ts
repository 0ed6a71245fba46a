import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { apiToken, signIn } from './helpers';
import { chooseStatusAction } from './row-actions';

async function waitForMirror(page: Page) {
  await page.goto('/merchant/view-merchant-listing');
  await expect(page.getByText(/Showing 1–10 of \d+/)).toBeVisible({ timeout: 30_000 });
}

async function serverMerchant(request: APIRequestContext, token: string, name: string) {
  const response = await request.get('/api/v1/bo/Merchant/merchantListPage', {
    params: { merchantName: name, pageSize: 10 },
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as {
    data: { items: { merchantName: string; status: string; version: number }[] };
  };
  return body.data.items.find((item) => item.merchantName === name);
}

test('offline: filter, sort and page merchants, change two statuses, replay once online', async ({
  page,
  context,
  request,
}) => {
  await signIn(page, 'admin');
  await waitForMirror(page);

  await context.setOffline(true);
  await expect(page.getByRole('status', { name: 'Connection status' })).toHaveText('Offline');

  // Sort by name descending, then page forward and back: all from the mirror.
  const table = page.getByRole('table', { name: 'Merchants' });
  const nameHeader = page.getByRole('columnheader', { name: /Merchant name/ });
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  await page.getByRole('button', { name: /Merchant name/ }).click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(/Page 2 of \d+/)).toBeVisible();
  await page.getByLabel('Rows per page').selectOption('25');
  await expect(page.getByText(/Showing 1–25 of \d+/)).toBeVisible();

  // Filter to one merchant by a case-insensitive part of its name and deactivate or activate it.
  // Rows that offer a status change: a merchant that is not approved is never activated.
  const rows = table.getByRole('row').filter({ has: page.getByRole('button', { name: /^Actions for / }) });
  const names = await rows.getByRole('rowheader').allInnerTexts();
  const targets = names.slice(0, 2).map((name) => name.replace('Pending sync', '').trim());
  const expected: Record<string, string> = {};
  for (const name of targets) {
    await page.getByLabel('Merchant name').fill(name.toUpperCase());
    const row = table.getByRole('row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    const isDeactivating = (await chooseStatusAction(row)) === 'Deactivate';
    expected[name] = isDeactivating ? 'Inactive' : 'Active';
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: isDeactivating ? 'Deactivate' : 'Activate' })
      .click();
    await expect(row.getByText('Pending sync')).toBeVisible();
    await expect(row.getByRole('cell', { name: expected[name], exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Pending changes: 2' })).toBeVisible();

  // Back online: both changes are sent once and the pending count returns to 0.
  await context.setOffline(false);
  await expect(page.getByRole('link', { name: 'Pending changes: 0' })).toBeVisible({ timeout: 20_000 });
  const token = await apiToken(request, 'admin');
  for (const name of targets) {
    const merchant = await serverMerchant(request, token, name);
    expect(merchant?.status).toBe(expected[name]);
  }
});

test('a row clicked while the filter is still being typed opens, and the list does not pull the user back', async ({
  page,
}) => {
  // The page's timers are the test's to hold (they run on real time until paused).
  await page.clock.install();
  await signIn(page, 'admin');
  await waitForMirror(page);
  const first = page.getByRole('table', { name: 'Merchants' }).getByRole('link').first();
  const name = (await first.textContent()) ?? '';
  // Timers stand still: the filter's debounce can only run after the click, as on a slow device.
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.getByLabel('Merchant name').fill(name);
  // A slow device: the profile takes a while to open, and the debounce comes due meanwhile.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
  await first.click();
  await page.clock.runFor(1_000);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await page.clock.resume();
  // The late filter update was dropped: the profile opened and stays.
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL(/\/merchant\/merchant-profile\//);
});
