import { expect, test, type Page } from './fixtures';
import { signIn } from './helpers';
import { chooseStatusAction } from './row-actions';

const LIST = '/merchant/view-merchant-listing';

const isControlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);

test('after one visit the app starts offline: reload and a deep link render from cache; an offline change replays', async ({
  page,
  context,
}) => {
  await signIn(page, 'admin');
  await page.goto(LIST);
  await expect(page.getByText(/Showing 1–10 of \d+/)).toBeVisible({ timeout: 30_000 });
  // The worker installed (the whole shell is precached) and controls the page.
  await expect.poll(() => isControlled(page), { timeout: 20_000 }).toBe(true);
  await page.evaluate(() => navigator.serviceWorker.ready);
  // The manifest is linked and served; the precache answers nothing under /api/.
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');

  await context.setOffline(true);

  // A reload with no network: the shell comes from the precache, the rows from the mirror.
  await page.reload();
  await expect(page.getByText(/Showing 1–10 of \d+/)).toBeVisible();
  await expect(page.getByText(/You are offline/)).toBeVisible();
  expect(await isControlled(page)).toBe(true);

  // A cold deep link in a new tab, still offline.
  const tab = await context.newPage();
  await tab.goto(`${LIST}?pageSize=25`);
  await expect(tab.getByRole('table', { name: 'Merchants' }).getByRole('row')).not.toHaveCount(0);
  await expect(tab.getByText(/Showing 1–\d+ of \d+/)).toBeVisible();
  await expect(tab.getByRole('status', { name: 'Connection status' })).toHaveText('Offline');
  await tab.close();

  // A change made offline is queued...
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
  await expect(row.getByText('Pending sync')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pending changes: 1' })).toBeVisible();

  // ...and sent once the network is back.
  await context.setOffline(false);
  await expect(page.getByRole('link', { name: 'Pending changes: 0' })).toBeVisible({ timeout: 20_000 });
  await expect(row.getByText('Pending sync')).toHaveCount(0);
});
