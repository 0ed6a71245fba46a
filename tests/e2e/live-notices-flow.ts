import { expect, type Page } from './fixtures';
import { signIn } from './helpers';
import { fillRequiredMerchantFields } from './merchant-form';

/**
 * Another user's change reaches an open screen and the bell through the change-notice stream
 * (docs/ARCHITECTURE.md, Change notices; Notifications), well before the 60 s pull would bring it.
 */
export const FAR_BELOW_THE_MINUTE_PULL = 10_000;

const unread = (page: Page) => page.getByRole('list', { name: 'Unread notifications' });

/** The bell's panel, opened, showing `text` among the unread notifications. */
export async function bellShows(page: Page, text: string) {
  const bell = page.getByRole('button', { name: /^Notifications, \d+ new$/ });
  await expect(bell).toBeVisible({ timeout: FAR_BELOW_THE_MINUTE_PULL });
  await bell.click();
  const item = unread(page).getByRole('link', { name: text });
  await expect(item).toBeVisible({ timeout: FAR_BELOW_THE_MINUTE_PULL });
  return item;
}

/**
 * A Maker submits a merchant while a Checker keeps the pending list open (each page may be on its
 * own server process): the list and the Checker's bell show it, the Checker approves it from the
 * notification, and the Maker's open profile and bell show the decision; opening a notification
 * marks it read.
 */
export async function merchantHandOver(checker: Page, maker: Page) {
  const name = `Kedai Notis ${Date.now().toString(36)} Sdn Bhd`;
  await signIn(checker, 'admin');
  await checker.goto('/merchant/pending-merchant-listing');
  await expect(checker.getByText(/Showing 1–\d+ of \d+|No merchants/).first()).toBeVisible({
    timeout: 30_000,
  });
  await checker.getByLabel('Merchant name').fill(name);

  await signIn(maker, 'maker');
  await maker.goto('/merchant/create-merchant');
  await fillRequiredMerchantFields(maker, name);
  await maker.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(maker.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(maker.getByRole('link', { name: 'Pending changes: 0' })).toBeVisible({ timeout: 20_000 });

  // The Checker did nothing: the notice made their app pull, and the bell says it waits on them.
  await expect(checker.getByRole('link', { name })).toBeVisible({ timeout: FAR_BELOW_THE_MINUTE_PULL });
  await (await bellShows(checker, `Merchant ${name} is waiting for your approval.`)).click();
  await expect(checker.getByRole('heading', { level: 1, name })).toBeVisible();
  await checker.getByRole('button', { name: 'Approve' }).click();
  await checker.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
  await expect(checker.getByTestId('merchant-approval')).toHaveText('Approved', { timeout: 20_000 });

  // The Maker's profile, open all along, shows the decision, and the Maker is told.
  await expect(maker.getByTestId('merchant-approval')).toHaveText('Approved', {
    timeout: FAR_BELOW_THE_MINUTE_PULL,
  });
  await expect(
    maker.getByRole('status').filter({ hasText: 'Someone else changed this record' }),
  ).toBeVisible();
  const told = `Your merchant ${name} was approved.`;
  await (await bellShows(maker, told)).click();
  await expect(maker.getByRole('dialog', { name: 'Notifications' })).toBeHidden();
  // Opened, it is read: the bell no longer lists it.
  await maker.getByRole('button', { name: /^Notifications/ }).click();
  await expect(maker.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
  await expect(unread(maker).getByRole('link', { name: told })).toHaveCount(0);
  await maker.keyboard.press('Escape');
}
