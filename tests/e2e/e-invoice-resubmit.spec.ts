import { expect, test } from './fixtures';
import { apiToken, signIn } from './helpers';
import { expectNoViolations } from './axe';

/**
 * Resubmit and print (docs/e-invoicing.md, Resubmit; Parties): the demo seeds an Invalid e-invoice
 * (the company's TIN refused, since fixed), so staff send it again from the invoice's panel; the
 * new attempt becomes Valid through the job and the pull, the Invalid one stays under "Earlier
 * attempts", and the print shows the company as issuer, the merchant billed and the QR code.
 */
test('an Invalid e-invoice sent again becomes Valid, and its print names issuer, buyer and QR', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const token = await apiToken(request, 'admin');
  const listed = await request.get(
    '/api/v1/bo/EInvoice/eInvoiceListPage?state=invalid&documentKind=invoice',
    {
      headers: { Authorization: `Bearer ${token}` },
    },
  );
  expect(listed.status()).toBe(200);
  const { items } = (
    (await listed.json()) as { data: { items: { documentId: string; codeNumber: string }[] } }
  ).data;
  const invalid = items[0];
  if (!invalid) throw new Error('the demo seed has an Invalid e-invoice');

  await signIn(page, 'admin');
  await page.goto(`/invoice/invoice/${invalid.documentId}`);
  const panel = page.getByRole('region', { name: 'E-invoice' });
  await expect(panel.getByText('Invalid', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByRole('list', { name: 'Errors from MyInvois' })).toContainText(
    'Supplier TIN is invalid',
  );
  await panel.getByRole('button', { name: 'Send e-invoice again' }).click();
  await expect(panel.getByText('Attempt 2')).toBeVisible();
  await expect(panel.getByText('Valid', { exact: true })).toBeVisible({ timeout: 60_000 });
  const earlier = panel.getByRole('list', { name: 'Earlier attempts' });
  await expect(earlier).toContainText('Attempt 1');
  await expect(earlier).toContainText('Supplier TIN is invalid');
  await expectNoViolations(page);

  await page.goto(`/invoice/invoice/${invalid.documentId}/print`);
  const issuer = page.getByRole('region', { name: 'Issuer / Pengeluar' });
  await expect(issuer).toContainText('Contoh Travel & Tours Sdn. Bhd.');
  await expect(issuer).toContainText('C21638015020');
  await expect(issuer).toContainText('W10-1808-32000022');
  await expect(page.getByRole('region', { name: 'Bill to / Dibilkan kepada' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'MyInvois validation link of this document' })).toBeVisible();
  await expectNoViolations(page);
});
