import { expect, test, waitForNetworkQuiet } from './fixtures';
import { apiToken, signIn } from './helpers';
import { bellShows, FAR_BELOW_THE_MINUTE_PULL, merchantHandOver } from './live-notices-flow';
import { submitTopUp } from './top-ups';

test("a Checker's open pending list and bell show a Maker's new merchant, and the Maker's open profile and bell the decision, without a reload", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const checkerContext = await browser.newContext();
  await merchantHandOver(await checkerContext.newPage(), page);
  await checkerContext.close();
});

test("staff's open Credit Management shows a merchant's new top-up without a reload; the bells tell the Checker and then the submitter", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const merchantContext = await browser.newContext();
  const merchant = await merchantContext.newPage();
  await signIn(merchant, 'merchant.user');
  await signIn(page, 'admin');
  await page.goto('/credit/credit-management');
  const filters = page.getByRole('search', { name: 'Filter top-ups' });
  await expect(filters.getByLabel('Status')).toHaveValue('Pending');
  const reference = `LIVE-${Date.now().toString(36).toUpperCase()}`;
  await filters.getByLabel('Reference number').fill(reference);
  // The device copy is complete before the top-up exists: only a notice can bring it now.
  await waitForNetworkQuiet(page);
  const topUp = await submitTopUp(page.request, reference, 25_000);
  await expect(page.getByRole('button', { name: reference, exact: true })).toBeVisible({
    timeout: FAR_BELOW_THE_MINUTE_PULL,
  });
  await bellShows(page, `A top-up of RM 250.00 (reference ${reference}) is waiting for your approval.`);
  await page.keyboard.press('Escape');

  const token = await apiToken(page.request, 'admin');
  const approved = await page.request.post('/api/v1/bo/Credit/approve', {
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': crypto.randomUUID() },
    data: { id: topUp.id },
  });
  expect(approved.status()).toBe(200);
  await bellShows(merchant, `Your top-up of RM 250.00 (reference ${reference}) was approved.`);
  await merchantContext.close();
});
