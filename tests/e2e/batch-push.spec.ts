import { expect, test } from './fixtures';
import { signIn } from './helpers';
import { chooseStatusAction } from './row-actions';

/**
 * Changes queued offline go in one batch (`Sync/push`) once back online. The server runs the
 * batch and then drops the connection before answering (a test-mode fault): the client resends
 * the same batch, and every op answers its stored response instead of being applied again.
 */
// The page's own replayer: a Background Sync replay from the worker would send op by op.
test.use({ serviceWorkers: 'block' });

type PushResult = { id: string; status: number; replayed: boolean; body: { data: { version: number } } };

test('a batch whose answer is lost is sent again and each change is applied once', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'admin');
  await page.goto('/merchant/view-merchant-listing');
  await expect(page.getByText(/Showing 1–10 of \d+/)).toBeVisible({ timeout: 30_000 });

  await context.setOffline(true);
  const table = page.getByRole('table', { name: 'Merchants' });
  // Rows that offer a status change: a merchant that is not approved is never activated.
  const rows = table.getByRole('row').filter({ has: page.getByRole('button', { name: /^Actions for / }) });
  for (const index of [0, 1, 2]) {
    const row = rows.nth(index);
    const isDeactivating = (await chooseStatusAction(row)) === 'Deactivate';
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: isDeactivating ? 'Deactivate' : 'Activate' })
      .click();
    await expect(row.getByText('Pending sync')).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Pending changes: 3' })).toBeVisible();

  const batches: { ids: string[]; status: number; results: PushResult[] }[] = [];
  let dropped = false;
  await page.route('**/api/v1/bo/Sync/push', async (route) => {
    if (dropped) return route.continue();
    dropped = true;
    await route.continue({ headers: { ...route.request().headers(), 'x-test-fault': 'drop-after-commit' } });
  });
  const idsOf = (body: string | null) =>
    ((JSON.parse(body ?? '{}') as { ops?: { id: string }[] }).ops ?? []).map((op) => op.id);
  page.on('requestfailed', (request) => {
    if (request.url().endsWith('/Sync/push'))
      batches.push({ ids: idsOf(request.postData()), status: 0, results: [] });
  });
  page.on('response', async (response) => {
    if (!response.url().endsWith('/Sync/push')) return;
    const body = (await response.json()) as { data: { results: PushResult[] } };
    batches.push({
      ids: idsOf(response.request().postData()),
      status: response.status(),
      results: body.data.results,
    });
  });

  await context.setOffline(false);
  await expect(page.getByRole('link', { name: 'Pending changes: 0' })).toBeVisible({ timeout: 30_000 });
  // The listener records an answer once its body is read, which may end after the page is done.
  await expect.poll(() => batches.length).toBe(2);
  expect(batches[0]).toMatchObject({ status: 0 });
  expect(batches[0]?.ids).toHaveLength(3);
  expect(batches[1]?.ids).toEqual(batches[0]?.ids);
  expect(batches[1]?.results.map((result) => [result.id, result.status, result.replayed])).toEqual(
    batches[0]?.ids.map((id) => [id, 200, true]),
  );
  await expect(table.getByText('Pending sync')).toHaveCount(0);
});
