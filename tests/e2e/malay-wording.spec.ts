import { expect, test } from './fixtures';
import { expectNoViolations } from './axe';
import { apiToken, chooseLanguage, signIn } from './helpers';

/**
 * Malay as a Malaysian accountant reads it (docs/glossary-ms.md): where one English word means two
 * things, each screen shows the Malay word of its own meaning (a Lingui context in the source).
 */

test('a booking not yet confirmed reads "Belum disahkan"; a top-up waiting for a Checker "Menunggu kelulusan"', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin');
  await page.goto('/booking/booking-list');
  await chooseLanguage(page, 'Bahasa Malaysia');
  await expect(page.getByRole('heading', { level: 1, name: 'Senarai Tempahan' })).toBeVisible();
  const status = page.getByRole('combobox', { name: 'Status', exact: true });
  await expect(status.locator('option')).toHaveText([
    'Semua status',
    'Disahkan',
    'Belum disahkan',
    'Dibatalkan',
  ]);
  await status.selectOption({ label: 'Belum disahkan' });
  const bookings = page.getByRole('table', { name: 'Tempahan' });
  await expect(bookings.getByText('Belum disahkan').first()).toBeVisible({ timeout: 30_000 });
  await expect(bookings.getByText('Menunggu kelulusan')).toHaveCount(0);

  // Credit Management opens on the top-ups waiting for approval.
  await page.goto('/credit/credit-management');
  const topUps = page.getByRole('table').first();
  await expect(topUps.getByText('Menunggu kelulusan').first()).toBeVisible({ timeout: 30_000 });
  await expect(topUps.getByText('Belum disahkan')).toHaveCount(0);
});

test('cabin classes, markets, the sales type Transfer and the print view’s due date', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await signIn(page, 'admin');
  await page.goto('/markup/create-markup');
  await chooseLanguage(page, 'Bahasa Malaysia');
  await expect(page.getByRole('heading', { level: 1, name: 'Cipta Markup' })).toBeVisible();
  const cabins = page.getByLabel('Jenis kabin').locator('option');
  for (const cabin of ['Kelas Ekonomi', 'Kelas Ekonomi Premium', 'Kelas Perniagaan', 'Kelas Pertama']) {
    await expect(cabins.filter({ hasText: new RegExp(`^${cabin}$`) })).toHaveCount(1);
  }

  await page.goto('/invoice/create-invoice');
  await expect(page.getByRole('heading', { level: 1, name: 'Cipta invois' })).toBeVisible();
  const markets = page.getByLabel('Pasaran').locator('option');
  await expect(markets.filter({ hasText: /^Pelancongan masuk$/ })).toHaveCount(1);
  await expect(markets.filter({ hasText: /^Pelancongan keluar$/ })).toHaveCount(1);
  const salesTypes = page.getByLabel('Jenis jualan, baris hasil 1').locator('option');
  await expect(salesTypes.filter({ hasText: /^Pengangkutan \(transfer\)$/ })).toHaveCount(1);
  await expectNoViolations(page, 'invoice form in Malay');

  // The print view's due date is the payment's, in both of its languages.
  const token = await apiToken(request, 'merchant.admin');
  const issued = await request.get('/api/v1/bo/Invoice/invoiceListPage?status=Issued&pageSize=10', {
    headers: { authorization: `Bearer ${token}` },
  });
  const invoiceId = ((await issued.json()) as { data: { items: { id: string }[] } }).data.items[0]?.id ?? '';
  expect(invoiceId, 'a seeded issued invoice').not.toBe('');
  await page.goto(`/invoice/invoice/${invoiceId}/print`);
  await expect(page.getByText('Due date / Tarikh akhir bayaran')).toBeVisible();
});
