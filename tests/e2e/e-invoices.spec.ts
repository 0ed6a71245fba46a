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
