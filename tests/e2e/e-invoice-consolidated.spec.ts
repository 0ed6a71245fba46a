import { randomUUID } from 'node:crypto';
import { expectNoViolations } from './axe';
import { type APIRequestContext, expect, test } from './fixtures';
import { apiToken, signIn } from './helpers';

/**
 * The monthly consolidated e-invoice (docs/e-invoicing.md, Consolidated): an invoice whose buyer
 * has no TIN shows the pre-flight's notice with the way to the consolidated screen; a Maker
 * prepares the month there, another user, a Checker, approves and submits it, and the submission
 * job brings it back Valid. A month's USD invoices at two exchange rates are two groups, two
 * consolidated e-invoices, each Valid.
 */
async function issueForMerchantWithoutTin(request: APIRequestContext, extra: Record<string, unknown> = {}) {
  const headers = { Authorization: `Bearer ${await apiToken(request, 'maker')}` };
  const merchants = await request.get('/api/v1/bo/Merchant/merchantListPage?pageSize=50', { headers });
  const items = ((await merchants.json()) as { data: { items: { id: string; tin: string | null }[] } }).data
    .items;
  const merchant = items.find((item) => !item.tin);
  if (!merchant) throw new Error('no merchant without a TIN in the demo data');
  const id = randomUUID();
  const created = await request.post('/api/v1/bo/Invoice/create', {
    headers,
    data: {
      id,
      merchantId: merchant.id,
      currency: 'MYR',
      dueDate: '2999-12-31',
      tourCode: 'TC-CONS-01',
      guestName: 'Tan Mei Ling',
      market: 'Domestic',
      remark: null,
      handledBy: 'Agent One',
      revenueLines: [{ salesType: 'Hotel', pax: 2, unitPriceSen: 35_000, taxRate: 8, amountSen: 70_000 }],
      costLines: [],
      ...extra,
    },
  });
  expect(created.status()).toBe(200);
  expect((await request.post('/api/v1/bo/Invoice/issue', { headers, data: { id } })).status()).toBe(200);
  return id;
}

test('an invoice whose buyer lacks a TIN shows the pre-flight notice and goes Valid in the Checker’s consolidated e-invoice', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const id = await issueForMerchantWithoutTin(request);

  await signIn(page, 'maker');
  await page.goto(`/invoice/invoice/${id}`);
  const preflight = page.getByRole('region', { name: 'E-invoice pre-flight' });
  await expect(preflight).toContainText('The buyer has no TIN.');
  await preflight.getByRole('link', { name: 'Open the consolidated e-invoices' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Consolidated e-invoices' })).toBeVisible();
  await page
    .getByRole('button', { name: /^Prepare / })
    .first()
    .click();
  const review = page.getByRole('region', { name: /^Consolidated e-invoice CONS-/ });
  await expect(review.getByText('Waiting for a Checker’s approval')).toBeVisible();
  await expect(review.getByRole('button', { name: 'Approve and submit' })).toHaveCount(0);
  await expect(review).toContainText('another Checker approves and submits it');
  await expectNoViolations(page, 'consolidated e-invoices, prepared', { settle: true });

  const checkerContext = await browser.newContext();
  const checker = await checkerContext.newPage();
  await checker.setViewportSize({ width: 390, height: 844 });
  await signIn(checker, 'admin');
  await checker.goto('/invoice/e-invoices/consolidated');
  await checker
    .getByRole('button', { name: /^Review CONS-/ })
    .first()
    .click();
  const checkerReview = checker.getByRole('region', { name: /^Consolidated e-invoice CONS-/ });
  await checkerReview.getByRole('button', { name: 'Approve and submit' }).click();
  await expect(checkerReview.getByText('Queued', { exact: true })).toBeVisible();
  // The job (every E_INVOICE_INTERVAL) submits it; the list shows it Valid once it has.
  await expect(async () => {
    await checker.reload();
    await expect(
      checker.getByRole('row').filter({ hasText: 'CONS-' }).first().getByText('Valid'),
    ).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 60_000 });
  await checkerContext.close();

  // The invoice says which consolidated e-invoice reported it.
  await page.goto(`/invoice/invoice/${id}`);
  await expect(page.getByText(/^Included in consolidated e-invoice CONS-/)).toBeVisible({ timeout: 30_000 });
});

test('two USD invoices at different rates in one month become two consolidated e-invoices, each Valid', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  // Rates of this run only: the server is shared with other spec files.
  const digits = () => String(1000 + Math.floor(Math.random() * 9000));
  const rates = [`4.${digits()}7`, `5.${digits()}3`];
  for (const exchangeRate of rates)
    await issueForMerchantWithoutTin(request, { currency: 'USD', exchangeRate });
  const groupOf = (rate: string) => new RegExp(`\\(1 USD = ${rate.replace('.', '\\.')} MYR\\)$`);

  await signIn(page, 'maker');
  await page.goto('/invoice/e-invoices/consolidated');
  await page
    .getByRole('button', { name: new RegExp(`^Invoices waiting in .*${groupOf(rates[0] ?? '').source}`) })
    .click();
  const waiting = page.getByRole('region', { name: /^Invoices waiting: / });
  await expect(waiting).toContainText('SST in MYR');
  await expectNoViolations(page, 'consolidated e-invoices, a USD group waiting', { settle: true });
  const numbers: string[] = [];
  for (const rate of rates) {
    await page.getByRole('button', { name: new RegExp(`^Prepare .*${groupOf(rate).source}`) }).click();
    const review = page.getByRole('region', { name: /^Consolidated e-invoice CONS-/ });
    await expect(review).toContainText(`1 USD = ${rate} MYR`);
    const heading = await review.getByRole('heading', { level: 2 }).textContent();
    numbers.push(heading?.replace('Consolidated e-invoice ', '') ?? '');
  }
  expect(new Set(numbers).size).toBe(2);

  const checkerContext = await browser.newContext();
  const checker = await checkerContext.newPage();
  await signIn(checker, 'admin');
  await checker.goto('/invoice/e-invoices/consolidated');
  for (const number of numbers) {
    await checker.getByRole('button', { name: `Review ${number}`, exact: true }).click();
    const review = checker.getByRole('region', { name: `Consolidated e-invoice ${number}` });
    await review.getByRole('button', { name: 'Approve and submit' }).click();
    await expect(review.getByText('Queued', { exact: true })).toBeVisible();
  }
  await expect(async () => {
    await checker.reload();
    for (const number of numbers) {
      await expect(
        checker
          .getByRole('row')
          .filter({ has: checker.getByText(number, { exact: true }) })
          .getByText('Valid'),
      ).toBeVisible({
        timeout: 2_000,
      });
    }
  }).toPass({ timeout: 60_000 });
  await checkerContext.close();
});
