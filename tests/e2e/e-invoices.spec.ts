import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';
import { apiToken, signIn } from './helpers';

/**
 * e-Invoices (docs/ARCHITECTURE.md, E-invoices): an invoice issued by a Merchant Admin reaches the
 * simulator through the submission job (every E_INVOICE_INTERVAL, 15 s by default), comes back
 * Valid through the delta pull, and shows so on the e-Invoices screen, which says the service is
 * simulated.
 */
test('an issued invoice becomes Valid on the e-Invoices screen, with the simulator named', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const token = await apiToken(request, 'merchant.admin');
  const headers = { Authorization: `Bearer ${token}` };
  const id = randomUUID();
  const created = await request.post('/api/v1/bo/Invoice/create', {
    headers,
    data: {
      id,
      currency: 'MYR',
      dueDate: '2999-12-31',
      tourCode: 'TC-EINV-01',
      guestName: 'Nur Aisyah',
      market: 'Domestic',
      remark: null,
      handledBy: 'Agent One',
      revenueLines: [{ salesType: 'Hotel', pax: 1, unitPriceSen: 50_000, taxRate: 6, amountSen: 50_000 }],
      costLines: [],
    },
  });
  expect(created.status()).toBe(200);
  const issued = await request.post('/api/v1/bo/Invoice/issue', { headers, data: { id } });
  expect(issued.status()).toBe(200);
  const { invoiceNumber } = ((await issued.json()) as { data: { invoiceNumber: string } }).data;

  await signIn(page, 'merchant.admin');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'e-Invoices' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'e-Invoices' })).toBeVisible();
  await expect(page.getByRole('note').filter({ hasText: 'Simulated MyInvois' })).toHaveText(
    'Simulated MyInvois: documents are validated by the simulator that ships with this product, not by LHDN.',
  );
  const row = page.getByRole('row').filter({ hasText: invoiceNumber });
  await expect(row.getByText('Valid', { exact: true })).toBeVisible({ timeout: 45_000 });
  await expect(row.getByText('Invoice', { exact: true })).toBeVisible();
  await row.getByRole('rowheader').getByRole('button').click();
  await expect(page).toHaveURL(new RegExp(`/invoice/invoice/${id}$`));
});

/**
 * A document not in MYR (docs/e-invoicing.md, Foreign currency): the exchange rate field shows
 * once the currency is USD, a malformed rate is refused at its field, a Draft without a rate is not
 * issued (the dialog says why), and with one it is issued, Valid at the simulator, and its detail,
 * e-invoice panel and print name the rate; the print gives the SST in MYR.
 */
test('a USD invoice is issued with its exchange rate, which its detail, e-invoice and print show', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const guest = `FX Guest ${Date.now()}`;
  await signIn(page, 'merchant.admin');
  await page.goto('/invoice/manage-invoice');
  await expect(page.getByText(/Showing \d+–\d+ of [\d,]+/)).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: 'New invoice' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create invoice' })).toBeVisible();
  await expect(page.getByLabel(/^Exchange rate/)).toHaveCount(0);
  await page.getByLabel('Currency').selectOption('USD');
  const rate = page.getByLabel('Exchange rate (MYR per 1 USD)');
  await expect(rate).toBeVisible();
  await page.getByLabel('Guest name').fill(guest);
  await page.getByLabel('Market').selectOption({ label: 'Outbound' });
  await page.getByLabel('Sales type, revenue line 1').selectOption({ label: 'Hotel' });
  await page.getByLabel('Pax, revenue line 1').fill('1');
  await page.getByLabel('Unit price, revenue line 1').fill('500');
  await page.getByLabel('SST rate, revenue line 1').selectOption('6');

  await rate.fill('4,47');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(rate).toHaveAttribute('aria-invalid', 'true');
  await expect(
    page.getByText('Write the exchange rate as a number with up to 6 decimal places, such as 4.4725.'),
  ).toBeVisible();
  // Saved without a rate, the Draft is not issued: the dialog says why.
  await rate.fill('');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice Number pending' })).toBeVisible();
  await page.getByRole('button', { name: 'Issue' }).click();
  const refusal = page.getByRole('alertdialog', { name: 'This invoice cannot be issued' });
  await expect(refusal).toContainText(
    'An invoice in USD needs its exchange rate to MYR before it is issued.',
  );
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await page.getByLabel('Exchange rate (MYR per 1 USD)').fill('4.4725');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice Number pending' })).toBeVisible();
  await page.getByRole('button', { name: 'Issue' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Issue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Invoice INV-/ })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('1 USD = 4.4725 MYR').first()).toBeVisible();
  const eInvoice = page.getByRole('region', { name: 'E-invoice', exact: true });
  await expect(eInvoice.getByText('Valid', { exact: true })).toBeVisible({ timeout: 45_000 });
  await expect(eInvoice).toContainText('1 USD = 4.4725 MYR');

  await page.getByRole('link', { name: 'Print' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'INVOICE / INVOIS' })).toBeVisible();
  await expect(page.getByText('1 USD = 4.4725 MYR')).toBeVisible();
  // SST US$30.00 at 4.4725 = RM 134.175, half-up to the sen.
  await expect(page.getByText('SST in MYR / SST dalam MYR')).toBeVisible();
  await expect(page.getByText('RM 134.18')).toBeVisible();
});
