import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from './fixtures';
import { apiToken, goOfflineWhenControlled, signIn } from './helpers';

/**
 * The invoicing lists from the device's mirror: the invoice list filtered, sorted and
 * paged offline; the adjustment enquiry's totals by type and its CSV export offline; a merchant
 * user's list holds only their merchant's invoices.
 */

const INVOICES = '/invoice/manage-invoice';
const ENQUIRY = '/invoice/adjustment-enquiry';

/** The total of "Showing 1–10 of 1,234". */
async function totalShown(page: Page): Promise<number> {
  const text = await page.getByText(/Showing \d+–\d+ of [\d,]+/).innerText();
  return Number((/of ([\d,]+)/.exec(text)?.[1] ?? '').replaceAll(',', ''));
}

const headerTexts = async (table: Locator) =>
  (await table.getByRole('columnheader').allInnerTexts()).map((text) => text.replace(/[▲▼↕]/g, '').trim());

/** The texts of one column on the page, found by its header (the row header is the first column). */
async function columnTexts(table: Locator, header: string): Promise<string[]> {
  const index = (await headerTexts(table)).indexOf(header);
  expect(index, `column ${header}`).toBeGreaterThan(0);
  return table
    .locator('tbody tr')
    .locator(`td:nth-child(${index + 1})`)
    .allInnerTexts();
}

/** "RM 1,234.50" → 123450: every seeded currency has two decimals. */
const minorUnits = (text: string) => Number(text.replace(/[^\d]/g, ''));

/** RFC 4180 records of a CSV text. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let isQuoted = false;
  for (let at = 0; at < text.length; at++) {
    const char = text[at];
    if (isQuoted && char === '"' && text[at + 1] === '"') {
      field += '"';
      at++;
    } else if (char === '"') isQuoted = !isQuoted;
    else if (!isQuoted && char === ',') {
      record.push(field);
      field = '';
    } else if (!isQuoted && char === '\r' && text[at + 1] === '\n') {
      records.push([...record, field]);
      record = [];
      field = '';
      at++;
    } else field += char;
  }
  return records;
}

async function openList(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByText(/Showing 1–\d+ of [\d,]+/)).toBeVisible({ timeout: 30_000 });
}

test('offline: the invoice list filters, sorts and pages from the mirror', async ({ page, context }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin');
  await openList(page, INVOICES, 'Manage Invoice');
  // The menu's item leads here (it said "Coming soon" before the screen existed).
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Manage Invoice' }),
  ).toHaveAttribute('href', INVOICES);
  // The default order is a column the user sees, newest change first, and none lies in the future.
  const table = page.getByRole('table', { name: 'Invoices' });
  await expect(table.getByRole('columnheader', { name: /^Last updated/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  const [newest = ''] = await columnTexts(table, 'Last updated');
  // Times show on the Malaysian clock (docs/product.md, Dates and time zone), whatever the browser's zone.
  const newestAt = await page.evaluate(
    (text) => new Date(`${text.replace(/^(\d{4})-(\w{3})-(\d{2})/, '$3 $2 $1')} GMT+0800`).getTime(),
    newest,
  );
  expect(newestAt).toBeLessThanOrEqual(Date.now());
  // The service worker holds the app's code, so the invoice's screen opens with no network too.
  await goOfflineWhenControlled(page, context);
  await expect(page.getByRole('status', { name: 'Connection status' })).toHaveText('Offline');
  const filters = page.getByRole('search', { name: 'Filter invoices' });

  // Issued invoices only, then a part of one guest's name in other letter case.
  await filters.getByLabel('Status').selectOption({ label: 'Issued' });
  await expect(page).toHaveURL(/status=Issued/);
  const issuedTotal = await totalShown(page);
  expect(new Set(await columnTexts(table, 'Status'))).toEqual(new Set(['Issued']));
  for (const number of await table.getByRole('rowheader').allInnerTexts())
    expect(number.trim()).toMatch(/^INV-\d{4}-\d{6,}$/);
  const [guest = ''] = await columnTexts(table, 'Guest name');
  const part = (guest.split(' ')[0] ?? guest).toUpperCase();
  await filters.getByLabel('Guest name').fill(part);
  await expect(page).toHaveURL(new RegExp(`guestName=${encodeURIComponent(part)}`));
  await expect.poll(() => totalShown(page)).toBeLessThan(issuedTotal);
  for (const name of await columnTexts(table, 'Guest name')) expect(name.toUpperCase()).toContain(part);
  await filters.getByLabel('Guest name').fill('');
  await expect(page).not.toHaveURL(/guestName=[^&]/);

  // Sort by total, both ways; the next page continues the order.
  const totalHeader = table.getByRole('columnheader', { name: /^Total/ });
  await table.getByRole('button', { name: /^Total/ }).click();
  await expect(totalHeader).toHaveAttribute('aria-sort', 'ascending');
  const ascending = (await columnTexts(table, 'Total')).map(minorUnits);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  await table.getByRole('button', { name: /^Total/ }).click();
  await expect(totalHeader).toHaveAttribute('aria-sort', 'descending');
  const descending = (await columnTexts(table, 'Total')).map(minorUnits);
  expect(descending).toEqual([...descending].sort((a, b) => b - a));
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(/Page 2 of \d+/)).toBeVisible();
  const second = (await columnTexts(table, 'Total')).map(minorUnits);
  expect(Math.max(...second)).toBeLessThanOrEqual(Math.min(...descending));

  // Drafts have no number yet.
  await filters.getByLabel('Status').selectOption({ label: 'Draft' });
  await expect(page).toHaveURL(/status=Draft/);
  expect(await totalShown(page)).toBeGreaterThan(0);
  expect(new Set(await table.getByRole('rowheader').allInnerTexts())).toEqual(new Set(['Number pending']));

  // A row opens the invoice's detail.
  await filters.getByLabel('Status').selectOption({ label: 'Issued' });
  // The rows are read once the Draft rows have gone (reading at once raced the list's update).
  await expect(page).toHaveURL(/status=Issued/);
  await expect(table.getByRole('rowheader').filter({ hasText: 'Number pending' })).toHaveCount(0);
  const [, other = ''] = await table.getByRole('rowheader').allInnerTexts();
  const opener = table.getByRole('rowheader').first().getByRole('button');
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/invoice\/invoice\/[0-9a-f-]{36}$/);

  // Ctrl+K finds another invoice by its number, offline, and opens its detail.
  await page.keyboard.press('Control+k');
  const search = page.getByRole('combobox', {
    name: 'Search pages, merchants, users, bookings and invoices',
  });
  await expect(search).toBeFocused();
  await search.fill(other.trim());
  await page.getByRole('option', { name: new RegExp(`Invoice\\s*${other.trim()}`) }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(other.trim());
  await expect(page).toHaveURL(/\/invoice\/invoice\/[0-9a-f-]{36}$/);
});

test('offline: the adjustment enquiry shows totals by type of the whole view and exports it', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const token = await apiToken(request, 'admin');
  /** The server's count of the notes a filter selects: the mirror's list must say the same. */
  const serverCount = async (filters: string) => {
    const answer = await request.get(`/api/v1/bo/Invoice/adjustmentEnquiry?pageSize=10&${filters}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(answer.ok()).toBe(true);
    return ((await answer.json()) as { data: { totalCount: number } }).data.totalCount;
  };
  await signIn(page, 'admin');
  await openList(page, ENQUIRY, 'Adjustment Enquiry');
  await goOfflineWhenControlled(page, context);
  const filters = page.getByRole('search', { name: 'Filter credit and debit notes' });
  const totals = page.getByRole('region', { name: 'Totals by type' });
  /** [credit notes, credited sen, debit notes, debited sen], summed over the currencies' tables. */
  const summed = async () => {
    const sums = [0, 0, 0, 0];
    for (const table of await totals.getByRole('table').all()) {
      const credit = await table
        .getByRole('row', { name: /^Credit notes/ })
        .getByRole('cell')
        .allInnerTexts();
      const debit = await table
        .getByRole('row', { name: /^Debit notes/ })
        .getByRole('cell')
        .allInnerTexts();
      [...credit, ...debit].forEach((text, at) => (sums[at] = (sums[at] ?? 0) + minorUnits(text)));
    }
    return sums;
  };

  // Active credit notes: the totals count every one of them, not just the page.
  await filters.getByLabel('Status').selectOption({ label: 'Active' });
  await filters.getByLabel('Type').selectOption({ label: 'Credit note' });
  await expect(page).toHaveURL(/kind=Credit/);
  const credits = await serverCount('status=Active&kind=Credit');
  expect(credits).toBeGreaterThan(10);
  // The URL changes before the list renders the new filter: the list is read once it has.
  await expect.poll(() => totalShown(page)).toBe(credits);
  await expect.poll(async () => (await summed())[0]).toBe(credits);
  const [, creditedSen = 0, debitCount] = await summed();
  expect(debitCount).toBe(0);
  await expect(totals.getByRole('table', { name: 'MYR' })).toBeVisible();

  // The CSV of the view holds every row, and its totals add up to the panel's, to the sen (every
  // seeded currency has two decimals, so the currencies' sums in sen add up too).
  const downloading = page.waitForEvent('download');
  await page.getByRole('toolbar', { name: 'List tools' }).getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: 'Export CSV' }).click();
  const csv = (await readFile(await (await downloading).path())).toString('utf8').slice(1);
  const [header = [], ...records] = parseCsv(csv);
  expect(records).toHaveLength(credits);
  const totalIndex = header.indexOf('Total');
  const kindIndex = header.indexOf('Type');
  expect(new Set(records.map((record) => record[kindIndex]))).toEqual(new Set(['Credit note']));
  const sumSen = records.reduce((sum, record) => sum + Math.round(Number(record[totalIndex]) * 100), 0);
  expect(sumSen).toBe(creditedSen);

  // Both kinds: the counts of the two add up to the view.
  await filters.getByLabel('Type').selectOption({ label: 'All types' });
  await expect(page).not.toHaveURL(/kind=Credit/);
  // Read too early, this was still the credit notes' count (244 against the panel's 350).
  const both = await serverCount('status=Active');
  expect(both).toBeGreaterThan(credits);
  await expect.poll(() => totalShown(page)).toBe(both);
  await expect
    .poll(async () => {
      const [creditCount = 0, , debits = 0] = await summed();
      return creditCount + debits;
    })
    .toBe(both);
});

test('a merchant user’s invoice list holds only their merchant’s invoices', async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const token = await apiToken(request, 'merchant.user');
  const answer = await request.get('/api/v1/bo/Invoice/invoiceListPage?pageSize=10', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.ok()).toBe(true);
  const { totalCount } = ((await answer.json()) as { data: { totalCount: number } }).data;

  await signIn(page, 'merchant.user');
  await openList(page, INVOICES, 'Manage Invoice');
  expect(await totalShown(page)).toBe(totalCount);
  await page.getByRole('button', { name: 'Columns' }).click();
  await page
    .getByRole('menu', { name: 'Columns' })
    .getByRole('menuitemcheckbox', { name: 'Merchant' })
    .click();
  await page.keyboard.press('Escape');
  await page.getByLabel('Rows per page').selectOption('50');
  const merchants = await columnTexts(page.getByRole('table', { name: 'Invoices' }), 'Merchant');
  expect(merchants.length).toBeGreaterThan(10);
  expect(new Set(merchants)).toEqual(new Set(['Demo Travel & Tours Sdn Bhd']));
  // A merchant user may draft invoices, not add notes nor enquire.
  await expect(page.getByRole('link', { name: 'New invoice' })).toBeVisible();

  const staffToken = await apiToken(request, 'admin');
  const all = await request.get('/api/v1/bo/Invoice/invoiceListPage?pageSize=10', {
    headers: { Authorization: `Bearer ${staffToken}` },
  });
  expect(((await all.json()) as { data: { totalCount: number } }).data.totalCount).toBeGreaterThan(
    totalCount,
  );
});
