import { expect, test, waitForNetworkQuiet, type Page } from './fixtures';
import { apiToken, signIn } from './helpers';
import { fillRequiredMerchantFields } from './merchant-form';
import { submitTopUp } from './top-ups';

/**
 * Another user's change reaches an open screen through the change-notice stream
 * (docs/ARCHITECTURE.md, Change notices), well before the 60 s pull would bring it.
 */
const FAR_BELOW_THE_MINUTE_PULL = 10_000;

/** The bell's panel, opened, showing `text` among the unread notifications. */
async function bellShows(page: Page, text: string) {
  const bell = page.getByRole('button', { name: /^Notifications, \d+ new$/ });
  await expect(bell).toBeVisible({ timeout: FAR_BELOW_THE_MINUTE_PULL });
  await bell.click();
  const item = page.getByRole('list', { name: 'Unread notifications' }).getByRole('link', { name: text });
  await expect(item).toBeVisible({ timeout: FAR_BELOW_THE_MINUTE_PULL });
  return item;
}

test("a Checker's open pending list shows a Maker's new merchant, and the Maker's open profile shows the decision, without a reload", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const name = `Kedai Notis ${Date.now().toString(36)} Sdn Bhd`;
  const checkerContext = await browser.newContext();
  const checker = await checkerContext.newPage();
  await signIn(checker, 'admin');
  await checker.goto('/merchant/pending-merchant-listing');
  await expect(checker.getByText(/Showing 1–\d+ of \d+|No merchants/).first()).toBeVisible({
    timeout: 30_000,
  });
  await checker.getByLabel('Merchant name').fill(name);

  await signIn(page, 'maker');
  await page.goto('/merchant/create-merchant');
  await fillRequiredMerchantFields(page, name);
  await page.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pending changes: 0' })).toBeVisible({ timeout: 20_000 });

  // The Checker did nothing: the notice made their app pull, and the bell says it waits on them.
  await expect(checker.getByRole('link', { name })).toBeVisible({ timeout: FAR_BELOW_THE_MINUTE_PULL });
  await (await bellShows(checker, `Merchant ${name} is waiting for your approval.`)).click();
  await expect(checker.getByRole('heading', { level: 1, name })).toBeVisible();
  await checker.getByRole('button', { name: 'Approve' }).click();
  await checker.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
  await expect(checker.getByTestId('merchant-approval')).toHaveText('Approved', { timeout: 20_000 });

  // The Maker's profile, open all along, shows the decision.
  await expect(page.getByTestId('merchant-approval')).toHaveText('Approved', {
    timeout: FAR_BELOW_THE_MINUTE_PULL,
  });
  await expect(
    page.getByRole('status').filter({ hasText: 'Someone else changed this record' }),
  ).toBeVisible();
  // …and the Maker is told; opening the notification marks it read.
  await (await bellShows(page, `Your merchant ${name} was approved.`)).click();
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeHidden();
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
