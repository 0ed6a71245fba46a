import { expect, test, type Page } from './fixtures';
import { axeViolations } from './axe';
import { apiToken, chooseLanguage, signIn } from './helpers';

/**
 * Invoicing end to end: a merchant admin drafts an invoice offline with two revenue
 * lines and one cost line, sees its totals and gross profit as they type, issues it still offline,
 * and once online sees the number the server assigned, once, and its e-invoice validated; then adds
 * a credit note, prints (with the e-invoice's QR code), and reads the amounts in Malay.
 */

const INVOICE_NUMBER = /^INV-\d{4}-\d{6,}$/;

async function waitForServiceWorker(page: Page) {
  // Offline, the app's own chunks come from the service worker's cache.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 })
    .toBe(true);
}

test('an invoice drafted and issued offline gets its number once online; a credit note; print; Malay', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const guest = `E2E Guest ${Date.now()}`;
  await signIn(page, 'merchant.admin');
  await page.goto('/invoice/manage-invoice');
  await expect(page.getByText(/Showing \d+–\d+ of [\d,]+/)).toBeVisible({ timeout: 30_000 });
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await expect(page.getByRole('status', { name: 'Connection status' })).toHaveText('Offline');
  await page.getByRole('link', { name: 'New invoice' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create invoice' })).toBeVisible();

  await page.getByLabel('Guest name').fill(guest);
  await page.getByLabel('Tour code').fill('TC-E2E');
  await page.getByLabel('Market').selectOption({ label: 'Domestic' });
  await page.getByLabel('Sales type, revenue line 1').selectOption({ label: 'Hotel' });
  await page.getByLabel('Pax, revenue line 1').fill('2');
  await page.getByLabel('Unit price, revenue line 1').fill('1,234.50');
  await page.getByLabel('SST rate, revenue line 1').selectOption('8');
  await page.getByRole('button', { name: 'Add revenue line' }).click();
  // The new line's first field has the focus: the keyboard goes on.
  await expect(page.getByLabel('Sales type, revenue line 2')).toBeFocused();
  await page.getByLabel('Sales type, revenue line 2').selectOption({ label: 'Transfer' });
  await page.getByLabel('Pax, revenue line 2').fill('3');
  await page.getByLabel('Unit price, revenue line 2').fill('10.01');
  await page.getByLabel('SST rate, revenue line 2').selectOption('6');
  await page.getByRole('button', { name: 'Add cost line' }).click();
  // The booking is picked from the merchant's mirrored bookings, by keyboard.
  const booking = page.getByRole('combobox', { name: 'Booking reference, cost line 1' });
  await expect(booking).toBeFocused();
  const firstBooking = page.getByRole('listbox').getByRole('option').first();
  await expect(firstBooking).toBeVisible();
  const reference = (await firstBooking.innerText()).split(/\s/)[0] ?? '';
  await booking.press('Enter');
  await expect(booking).toHaveValue(reference);
  await page.getByLabel('Unit price, cost line 1').fill('1500');

  const totals = page.getByRole('group').or(page.locator('dl')).filter({ hasText: 'Gross profit %' });
  await expect(totals).toContainText('RM 2,499.03'); // revenue: 2 × 1,234.50 + 3 × 10.01
  await expect(totals).toContainText('RM 199.32'); // SST: 197.52 at 8 % + 1.80 at 6 %
  await expect(totals).toContainText('RM 2,698.35'); // total
  await expect(totals).toContainText('RM 1,500.00'); // cost
  await expect(totals).toContainText('RM 999.03'); // gross profit
  await expect(totals).toContainText('39.98%');
  await expect(page.getByLabel('Amount, revenue line 1')).toHaveText('RM 2,469.00');

  // A wrong amount is refused at its field (docs/product.md, Validation messages), then corrected.
  await page.getByLabel('Pax, revenue line 2').fill('three');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Enter numbers only')).toBeVisible();
  await page.getByLabel('Pax, revenue line 2').fill('3');
  await page.getByRole('button', { name: 'Save draft' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Invoice Number pending' })).toBeVisible();
  await expect(page.getByText('Not yet sent')).toBeVisible();
  const detailUrl = page.url();
  await page.getByRole('button', { name: 'Issue' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Issue' }).click();
  await expect(page.getByText('Issued', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice Number pending' })).toBeVisible();

  // The print view works offline too, from the mirror: an Issued invoice waiting for its number.
  await page.getByRole('link', { name: 'Print' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'INVOICE / INVOIS' })).toBeVisible();
  await expect(page.getByText(guest)).toBeVisible();
  await expect(page.getByText('Number pending')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice Number pending' })).toBeVisible();

  await context.setOffline(false);
  const heading = page.getByRole('heading', { level: 1, name: /^Invoice INV-/ });
  await expect(heading).toBeVisible({ timeout: 30_000 });
  const number = ((await heading.innerText()).replace('Invoice ', '') ?? '').trim();
  expect(number).toMatch(INVOICE_NUMBER);
  await expect(page.getByText('Not yet sent')).toBeHidden();

  // Its e-invoice: submitted by the server's job to the shipped simulator, Valid, cancellable by
  // this Checker for the next 72 hours.
  const eInvoice = page.getByRole('region', { name: 'E-invoice', exact: true });
  await expect(eInvoice.getByText('Valid', { exact: true })).toBeVisible({ timeout: 45_000 });
  await expect(eInvoice).toContainText('Simulated MyInvois: not validated by LHDN.');
  await expect(eInvoice).toContainText(/Cancellable for 7[12] h \d+ min/);
  const uuid = (await eInvoice.locator('code').innerText()).trim();
  expect(uuid).not.toBe('');

  // The list shows the number once: one row for this guest.
  await page.goto(`/invoice/manage-invoice?guestName=${encodeURIComponent(guest)}`);
  await expect(page.getByText(/Showing 1–1 of 1$/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('table').getByText(number)).toHaveCount(1);

  // A credit note from the invoice's detail, the invoice chosen already.
  await page.goto(detailUrl);
  await page.getByRole('link', { name: 'Add credit note' }).click();
  await expect(page.getByRole('combobox', { name: 'Invoice number' })).toHaveValue(number);
  await page.getByLabel('Payment mode').selectOption({ label: 'Bank transfer' });
  await page.getByLabel('Description, line 1').fill('Refund of one night');
  await page.getByLabel('Unit price, line 1').fill('99999');
  await page.getByRole('button', { name: 'Save note' }).click();
  // More than what remains is refused at the form.
  await expect(
    page.getByRole('alert').filter({ hasText: 'A credit note cannot be more than' }),
  ).toContainText('RM 2,698.35');
  await page.getByLabel('Unit price, line 1').fill('100');
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Invoice ${number}` })).toBeVisible();
  const notes = page.getByRole('region', { name: 'Credit and debit notes' });
  await expect(notes.getByText(/^CN-\d{4}-\d{6,}$/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Net amount')).toBeVisible();
  await expect(page.locator('dl').filter({ hasText: 'Net amount' })).toContainText('RM 2,598.35');

  // Deactivation is refused while a balance remains, and says why.
  await page.getByRole('button', { name: 'Deactivate' }).first().click();
  await expect(page.getByRole('alertdialog')).toContainText('This invoice still has an unrefunded balance.');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Close' }).click();

  // The print view: no app chrome, bilingual labels, SST per rate.
  await page.getByRole('link', { name: 'Print' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'INVOICE / INVOIS' })).toBeVisible();
  await expect(page.getByText(number)).toBeVisible();
  await expect(page.getByText('Invoice No. / No. Invois')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  const sst = page.getByRole('table', { name: 'SST summary / Ringkasan SST' });
  await expect(sst.getByRole('row', { name: /^6 %/ })).toContainText('RM 1.80');
  await expect(sst.getByRole('row', { name: /^8 %/ })).toContainText('RM 197.52');
  await expect(page.getByText('DRAFT — NOT A TAX INVOICE / DRAF — BUKAN INVOIS CUKAI')).toHaveCount(0);
  // Validated: the QR code of its public validation link, and its UUID in text.
  await expect(page.getByRole('img', { name: 'MyInvois validation link of this document' })).toBeVisible();
  await expect(page.getByText(uuid)).toBeVisible();

  // A Draft prints with the banner.
  const token = await apiToken(request, 'merchant.admin');
  const drafts = await request.get('/api/v1/bo/Invoice/invoiceListPage?status=Draft&pageSize=10', {
    headers: { authorization: `Bearer ${token}` },
  });
  const draftId = ((await drafts.json()) as { data: { items: { id: string }[] } }).data.items[0]?.id ?? '';
  expect(draftId, 'a seeded Draft').not.toBe('');
  await page.goto(`/invoice/invoice/${draftId}/print`);
  await expect(page.getByText('DRAFT — NOT A TAX INVOICE / DRAF — BUKAN INVOIS CUKAI')).toBeVisible();
  await expect(
    page.getByText('e-Invoice: not yet validated by MyInvois / e-Invois: belum disahkan oleh MyInvois'),
  ).toBeVisible();

  // In Malay, the same invoice's amounts are formatted for ms.
  await page.goto(detailUrl);
  await expect(page.getByRole('heading', { level: 1, name: `Invoice ${number}` })).toBeVisible();
  await chooseLanguage(page, 'Bahasa Malaysia');
  await expect(page.getByRole('heading', { level: 1, name: `Invois ${number}` })).toBeVisible();
  // Malaysian Malay's currency format, as this browser's Intl writes it (ms-MY: "RM 2,698.35").
  const inMalay = await page.evaluate(() =>
    new Intl.NumberFormat('ms-MY', { style: 'currency', currency: 'MYR' }).format(2698.35),
  );
  expect(inMalay).toMatch(/^RM\s?2,698\.35$/);
  const malayTotals = page.getByLabel('Jumlah keseluruhan');
  await expect(malayTotals).toContainText('Jumlah');
  await expect(malayTotals).toContainText(inMalay);
});

test('staff pick the merchant; each field says what is wrong, in Malay too', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'admin');
  await page.goto('/invoice/create-invoice');
  await expect(page.getByRole('heading', { level: 1, name: 'Create invoice' })).toBeVisible();
  await chooseLanguage(page, 'Bahasa Malaysia');
  await expect(page.getByRole('heading', { level: 1, name: 'Cipta invois' })).toBeVisible();
  // Dates as docs/product.md writes them (yyyy-MMM-dd), with Malay month names, never mm/dd/yyyy.
  await expect(page.getByLabel('Tarikh akhir')).toHaveValue(/^\d{4}-[A-Z][a-z]{2}-\d{2}$/);
  await page.getByLabel('Harga seunit, baris hasil 1').fill('12,3x');
  await page.getByRole('button', { name: 'Simpan draf' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Sesetengah medan tidak sah' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Peniaga' })).toHaveAttribute('aria-invalid', 'true');
  const guestName = page.getByLabel('Nama tetamu');
  await expect(guestName).toHaveAttribute('aria-invalid', 'true');
  // Ark's field names its message with aria-errormessage.
  const messageId = (await guestName.getAttribute('aria-errormessage')) ?? '';
  await expect(page.locator(`[id="${messageId}"]`)).toHaveText('Medan ini wajib diisi');
  await expect(page.getByText('Masukkan nombor sahaja')).toBeVisible();

  // The merchant is searched in the mirror and chosen by keyboard.
  const merchant = page.getByRole('combobox', { name: 'Peniaga' });
  await merchant.fill('Demo Travel');
  await expect(page.getByRole('listbox').getByRole('option').first()).toContainText('Demo Travel');
  await merchant.press('ArrowDown');
  await merchant.press('ArrowUp');
  await merchant.press('Enter');
  await expect(merchant).toHaveValue(/Demo Travel/);
  await page.getByLabel('Nama tetamu').fill('Tetamu Ujian');
  await page.getByLabel('Pasaran').selectOption('Umrah');
  await page.getByLabel('Jenis jualan, baris hasil 1').selectOption('Visa');
  await page.getByLabel('Harga seunit, baris hasil 1').fill('250');
  await page.getByRole('button', { name: 'Simpan draf' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invois Nombor belum diberi' })).toBeVisible();
  await expect(page.getByText('Draf', { exact: true })).toBeVisible();
  await expect(page.getByText('Demo Travel', { exact: false }).first()).toBeVisible();
  // Online, the draft reaches the server and stays a Draft without a number.
  await expect(page.getByText('Belum dihantar', { exact: true })).toBeHidden({ timeout: 30_000 });

  // A Draft is edited on the version the server gave it.
  await page.getByRole('link', { name: 'Sunting' }).click();
  await expect(page.getByLabel('Harga seunit, baris hasil 1')).toHaveValue('250.00');
  await page.getByLabel('Nama tetamu').fill('Tetamu Ujian Dua');
  await page.getByRole('button', { name: 'Simpan draf' }).click();
  await expect(page.getByText('Tetamu Ujian Dua')).toBeVisible();
  await expect(page.getByText('Belum dihantar', { exact: true })).toBeHidden({ timeout: 30_000 });
  await expect(page.getByText('Tetamu Ujian Dua')).toBeVisible();
});

test('the form with its messages, the detail, the note form and the print view pass axe (WCAG 2.1 AA)', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'merchant.admin');
  await page.goto('/invoice/create-invoice');
  await page.getByRole('button', { name: 'Add cost line' }).click();
  await page.getByRole('button', { name: 'Save draft' }).click();
  const form = await axeViolations(page);
  const token = await apiToken(request, 'merchant.admin');
  const issued = await request.get('/api/v1/bo/Invoice/invoiceListPage?status=Issued&pageSize=10', {
    headers: { authorization: `Bearer ${token}` },
  });
  const id = ((await issued.json()) as { data: { items: { id: string }[] } }).data.items[0]?.id ?? '';
  await page.goto(`/invoice/invoice/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: /^Invoice / })).toBeVisible();
  const detail = await axeViolations(page);
  await page.getByRole('link', { name: 'Add credit note' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const note = await axeViolations(page);
  await page.goBack();
  await page.getByRole('link', { name: 'Print' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'INVOICE / INVOIS' })).toBeVisible();
  const print = await axeViolations(page);
  expect({ form, detail, note, print }).toEqual({ form: [], detail: [], note: [], print: [] });
});
