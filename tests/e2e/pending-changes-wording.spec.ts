import { expect, test } from './fixtures';
import { chooseLanguage, goOfflineWhenControlled, signIn } from './helpers';

/**
 * Pending changes in words a person uses: an invoice draft saved offline reads as its guest, its
 * revenue lines and its total, never its fields or ids; and being offline is no error: the op waits
 * for the connection, with nothing in red.
 */
test('an invoice draft saved offline reads as a person would say it, and waits for the connection', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const guest = `QA Guest ${Date.now()}`;
  await signIn(page, 'merchant.admin');
  await page.goto('/invoice/manage-invoice');
  await expect(page.getByText(/Showing \d+–\d+ of [\d,]+/)).toBeVisible({ timeout: 30_000 });
  await goOfflineWhenControlled(page, context);
  await expect(page.getByRole('status', { name: 'Connection status' })).toHaveText('Offline');

  await page.getByRole('link', { name: 'New invoice' }).click();
  // The list stays on screen until the form's route has loaded, and its filters have a "Guest
  // name" field too: wait for the form before typing.
  await expect(page.getByRole('heading', { level: 1, name: 'Create invoice' })).toBeVisible();
  await page.getByLabel('Guest name').fill(guest);
  await page.getByLabel('Market').selectOption({ label: 'Domestic' });
  await page.getByLabel('Sales type, revenue line 1').selectOption({ label: 'Hotel' });
  await page.getByLabel('Pax, revenue line 1').fill('2');
  await page.getByLabel('Unit price, revenue line 1').fill('1,234.50');
  await page.getByLabel('SST rate, revenue line 1').selectOption('8');
  await page.getByRole('button', { name: 'Add revenue line' }).click();
  await page.getByLabel('Sales type, revenue line 2').selectOption({ label: 'Hotel' });
  await page.getByLabel('Pax, revenue line 2').fill('3');
  await page.getByLabel('Unit price, revenue line 2').fill('10.01');
  await page.getByLabel('SST rate, revenue line 2').selectOption('6');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice Number pending' })).toBeVisible();

  await page.getByRole('link', { name: /^Pending changes: / }).click();
  const list = page.getByRole('list', { name: 'Pending changes' });
  const item = list.getByRole('listitem', {
    name: `Invoice draft for ${guest}, 2 revenue lines, RM\u00a02,698.35`,
  });
  await expect(item).toBeVisible();
  // The replayer has tried and found no connection: the op waits for it, which is no error.
  await expect(item.getByText('Waiting for the connection')).toBeVisible();
  await expect(item.getByRole('alert')).toHaveCount(0);
  await expect(item).not.toContainText(/unavailable|revenueLines|object Object|guestName/);

  await chooseLanguage(page, 'Bahasa Malaysia');
  const senarai = page.getByRole('list', { name: 'Perubahan belum dihantar' });
  await expect(
    senarai.getByRole('listitem', { name: `Draf invois untuk ${guest}, 2 baris hasil, RM\u00a02,698.35` }),
  ).toBeVisible();
  await expect(senarai.getByText('Menunggu sambungan')).toBeVisible();
  await chooseLanguage(page, 'English');

  await context.setOffline(false);
  await expect(page.getByText('All changes are sent. Nothing is waiting.')).toBeVisible({ timeout: 30_000 });
});
