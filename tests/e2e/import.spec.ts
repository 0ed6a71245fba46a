import { readFile } from 'node:fs/promises';
import { XlsxWriter } from '../../src/lib/list-export/xlsx-writer';
import { readSpreadsheet } from '../../src/lib/list-import/read-spreadsheet';
import { expect, test, waitForNetworkQuiet, type APIRequestContext, type Page } from './fixtures';
import { apiToken, goOfflineWhenControlled, signIn } from './helpers';

/**
 * Import (docs/product.md): a Merchant Admin imports 20 clients from an XLSX made by the product's
 * own writer, fixes the one row in error in the preview, and sends them: each is created once.
 * The same file again finds them all: "would update", nothing new.
 */

const COUNT = 20;

/**
 * `count` individual clients; the fifth (row 6 of the sheet) has a phone number the form refuses,
 * and with `badEmailAt` that client's email is refused too.
 */
async function clientsWorkbook(domain: string, count = COUNT, badEmailAt?: number) {
  const writer = new XlsxWriter(['Account type', 'First name', 'Last name', 'Email', 'Phone'], 'Clients');
  for (let index = 1; index <= count; index++) {
    const phone = index === 5 ? '12345' : `012-345-${String(6000 + index)}`;
    const lastName = `Import ${String.fromCharCode(65 + (index % 26))}${String.fromCharCode(65 + Math.floor(index / 26))}`;
    const email = index === badEmailAt ? `klien${index}-at-${domain}` : `klien${index}@${domain}`;
    writer.writeRow(['Individual', 'Klien', lastName, email, phone]);
  }
  return Buffer.from(await writer.finish().arrayBuffer());
}

/** The list, loaded and its search parameters settled (a click before that is overtaken). */
async function openList(page: Page, list: string) {
  await page.goto(list);
  await expect(page.getByText(/Showing 1–\d+ of [\d,]+/)).toBeVisible({ timeout: 30_000 });
  await waitForNetworkQuiet(page);
}

/** The open list's Import tool. */
async function openImport(page: Page, heading: string) {
  await page.getByRole('toolbar', { name: 'List tools' }).getByRole('link', { name: 'Import' }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** Every client on the server whose email contains `email`, page by page (50 at most a page). */
async function serverClientEmails(request: APIRequestContext, token: string, email: string) {
  const emails: string[] = [];
  for (let page = 1; ; page++) {
    const answer = await request.get('/api/v1/bo/Client/clientListPage', {
      headers: { Authorization: `Bearer ${token}` },
      params: { pageSize: 50, curPageIndex: page, email },
    });
    const { data } = (await answer.json()) as { data: { totalCount: number; items: { email: string }[] } };
    emails.push(...data.items.map((item) => item.email));
    if (emails.length >= data.totalCount || data.items.length === 0)
      return { emails, total: data.totalCount };
  }
}

test('20 clients from an XLSX: one fixed in the preview, each created once, the same file again updates', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const domain = `import${Date.now()}.com.my`;
  const file = {
    name: 'clients.xlsx',
    mimeType: 'application/octet-stream',
    buffer: await clientsWorkbook(domain),
  };
  await signIn(page, 'merchant.admin');
  await page.goto('/client/client-list');
  // The list settles its search parameters once it has loaded; a click before that is overtaken.
  await expect(page.getByText(/Showing 1–\d+ of \d+/)).toBeVisible({ timeout: 20_000 });
  await waitForNetworkQuiet(page);
  await page.getByRole('toolbar', { name: 'List tools' }).getByRole('link', { name: 'Import' }).click();
  await expect(page).toHaveURL(/\/client\/import-clients/);
  await expect(page.getByRole('heading', { level: 1, name: 'Import Clients' })).toBeVisible();

  await page.getByLabel('Spreadsheet file (CSV or XLSX)').setInputFiles(file);
  const counts = page.getByRole('list', { name: 'Check result' });
  await expect(counts).toContainText(`New: ${COUNT - 1}`);
  await expect(counts).toContainText('With errors: 1');
  const phone = page.getByLabel('Phone, row 6');
  await phone.fill('012-345-6005');
  await phone.blur();
  await expect(counts).toContainText(`New: ${COUNT}`);
  await page.getByRole('button', { name: `Send ${COUNT} rows` }).click();
  const summary = page.getByRole('region', { name: 'Import summary' });
  await expect(summary).toContainText(`Created: ${COUNT}`, { timeout: 15_000 });
  await expect(summary).toContainText('Refused: 0');

  const token = await apiToken(request, 'merchant.admin');
  const answer = await request.get('/api/v1/bo/Client/clientListPage', {
    headers: { Authorization: `Bearer ${token}` },
    params: { pageSize: 50, email: domain },
  });
  const { data } = (await answer.json()) as { data: { totalCount: number } };
  expect(data.totalCount).toBe(COUNT);

  await page.getByRole('button', { name: 'Import another file' }).click();
  await page.getByLabel('Spreadsheet file (CSV or XLSX)').setInputFiles(file);
  await expect(counts).toContainText('New: 0');
  await expect(counts).toContainText(`Would update: ${COUNT - 1}`);
});

test('a Maker imports users from a CSV: invited once each, a Checker level refused at its cell', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const stamp = Date.now();
  const csv = [
    'Username,First name,Last name,ID number,Email,Mobile number,Level',
    `imp.a${stamp},Aina,Rahim,900101-14-5678,aina${stamp}@import.my,012-345-6789,Maker`,
    `imp.b${stamp},Badrul,Hisham,900202-14-5678,badrul${stamp}@import.my,012-345-6790,Checker`,
  ].join('\r\n');
  await signIn(page, 'maker');
  await page.goto('/user/manage-user');
  await expect(page.getByText(/Showing 1–\d+ of \d+/)).toBeVisible({ timeout: 20_000 });
  await waitForNetworkQuiet(page);
  await page.getByRole('toolbar', { name: 'List tools' }).getByRole('link', { name: 'Import' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import Users' })).toBeVisible();
  await page
    .getByLabel('Spreadsheet file (CSV or XLSX)')
    .setInputFiles({ name: 'users.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const counts = page.getByRole('list', { name: 'Check result' });
  await expect(counts).toContainText('New: 1');
  await expect(counts).toContainText('With errors: 1');
  await expect(page.getByText('The Checker level is not given by import.', { exact: false })).toBeVisible();
  await page.getByLabel('Role of the imported users').selectOption({ label: 'Super Admin' });
  await page.getByRole('button', { name: 'Send 1 row' }).click();
  const summary = page.getByRole('region', { name: 'Import summary' });
  await expect(summary).toContainText('Created: 1', { timeout: 15_000 });

  const token = await apiToken(request, 'maker');
  const answer = await request.get('/api/v1/bo/User/userList', {
    headers: { Authorization: `Bearer ${token}` },
    params: { pageSize: 10, email: `${stamp}@import.my` },
  });
  const { data } = (await answer.json()) as { data: { items: { username: string; status: string }[] } };
  expect(data.items.map((user) => [user.username, user.status])).toEqual([[`imp.a${stamp}`, 'N']]);
});

test('offline: 200 clients from an XLSX, two rows fixed in the preview, each created once when back online', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const domain = `offline${Date.now()}.com.my`;
  await signIn(page, 'merchant.admin');
  await openList(page, '/client/client-list');
  await goOfflineWhenControlled(page, context);
  await openImport(page, 'Import Clients');
  await expect(page.getByRole('status', { name: 'Connection status' })).toHaveText('Offline');

  await page.getByLabel('Spreadsheet file (CSV or XLSX)').setInputFiles({
    name: 'clients-200.xlsx',
    mimeType: 'application/octet-stream',
    buffer: await clientsWorkbook(domain, 200, 12),
  });
  const counts = page.getByRole('list', { name: 'Check result' });
  await expect(counts).toContainText('New: 198');
  await expect(counts).toContainText('With errors: 2');
  await page.getByLabel('Phone, row 6').fill('012-345-6005');
  await page.getByLabel('Email, row 13').fill(`klien12@${domain}`);
  await page.getByLabel('Email, row 13').blur();
  await expect(counts).toContainText('New: 200');
  await page.getByRole('button', { name: 'Send 200 rows' }).click();
  await expect(page.getByText('Waiting for the connection', { exact: false })).toBeVisible();
  await expect(page.getByText('0 of 200 rows sent')).toBeVisible();

  await context.setOffline(false);
  const summary = page.getByRole('region', { name: 'Import summary' });
  await expect(summary).toContainText('Created: 200', { timeout: 60_000 });
  await expect(summary).toContainText('Refused: 0');
  const { emails, total } = await serverClientEmails(
    request,
    await apiToken(request, 'merchant.admin'),
    domain,
  );
  expect(total).toBe(200);
  expect(new Set(emails).size).toBe(200);
});

test('a Maker imports a merchant: it waits for a Checker, not active', async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const stamp = Date.now();
  const registration = `2026${String(stamp).slice(-8)}`;
  const name = `Kedai Import ${stamp}`;
  const csv = [
    'Business registration number,Business name,Person in charge,Email,Contact number,Number of terminals',
    `${registration},${name},Nurul Aina,import${stamp}@kedai.com.my,012-345-6789,2`,
  ].join('\r\n');
  await signIn(page, 'maker');
  await openList(page, '/merchant/view-merchant-listing');
  await openImport(page, 'Import Merchants');
  await page
    .getByLabel('Spreadsheet file (CSV or XLSX)')
    .setInputFiles({ name: 'merchants.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByRole('list', { name: 'Check result' })).toContainText('New: 1');
  await page.getByRole('button', { name: 'Send 1 row' }).click();
  await expect(page.getByRole('region', { name: 'Import summary' })).toContainText('Created: 1', {
    timeout: 15_000,
  });

  const token = await apiToken(request, 'maker');
  const pending = await request.get('/api/v1/bo/Merchant/pendingMerchantListPage', {
    headers: { Authorization: `Bearer ${token}` },
    params: { pageSize: 10, merchantName: name },
  });
  const { data } = (await pending.json()) as {
    data: { items: { id: string; merchantName: string; status: string; approvalStatus: string }[] };
  };
  expect(data.items).toHaveLength(1);
  expect(data.items[0]).toMatchObject({ merchantName: name, approvalStatus: 'Pending' });
  expect(data.items[0]?.status).not.toBe('Active');
  // The audit names the Maker's import: the page and the file.
  const history = await request.get(`/api/v1/bo/Merchant/${data.items[0]?.id}/history`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const entries = (
    (await history.json()) as { data: { action: string; pagePath: string; details: object }[] }
  ).data;
  expect(entries.find((entry) => entry.action === 'merchant.create')).toMatchObject({
    pagePath: 'merchant-import-merchants',
    details: { importFile: 'merchants.csv' },
  });
});

test('the client list exported, one cell changed, imported back: one update, nothing new, no duplicate', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const domain = `roundtrip${Date.now()}.com.my`;
  const token = await apiToken(request, 'merchant.admin');
  for (const name of ['Aina', 'Badrul', 'Chong']) {
    const created = await request.post('/api/v1/bo/Client/create', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        id: crypto.randomUUID(),
        accountType: 'Corporate',
        companyName: `${name} Travel Sdn Bhd`,
        employeeCount: 'MoreThan5',
        title: 'MR',
        firstName: name,
        lastName: 'Rahman',
        email: `${name.toLowerCase()}@${domain}`,
        phone: '012-345-6789',
        bookingPccCode: 'KUL1A',
      },
    });
    expect(created.ok()).toBe(true);
  }
  await signIn(page, 'merchant.admin');
  await openList(page, '/client/client-list');
  await page.getByRole('search', { name: 'Filter clients' }).getByLabel('Email').fill(domain);
  await expect(page.getByText('Showing 1–3 of 3')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('toolbar', { name: 'List tools' }).getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: 'Export Excel (XLSX)' }).click();
  const exported = readSpreadsheet(
    new Uint8Array(await readFile(await (await downloading).path())),
    'c.xlsx',
  );
  if (!exported.ok) throw new Error(`the export does not read back: ${exported.code}`);

  // The user changes Badrul's phone, as in a spreadsheet program, and saves.
  const phoneAt = exported.header.indexOf('Phone');
  const writer = new XlsxWriter(exported.header, 'Clients');
  for (const row of exported.rows) {
    const isBadrul = row.cells.some((cell) => cell.startsWith('badrul@'));
    writer.writeRow(row.cells.map((cell, at) => (isBadrul && at === phoneAt ? '019-876-5432' : cell)));
  }
  await openImport(page, 'Import Clients');
  await page.getByLabel('Spreadsheet file (CSV or XLSX)').setInputFiles({
    name: 'clients-edited.xlsx',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from(await writer.finish().arrayBuffer()),
  });
  // The list's own columns (Client name, Status, Last changed) are no form field: left out.
  await page.getByRole('button', { name: 'Check the rows' }).click();
  const counts = page.getByRole('list', { name: 'Check result' });
  await expect(counts).toContainText('New: 0');
  await expect(counts).toContainText('Would update: 3');
  await page.getByRole('button', { name: 'Send 3 rows' }).click();
  const summary = page.getByRole('region', { name: 'Import summary' });
  await expect(summary).toContainText('Updated: 1', { timeout: 15_000 });
  await expect(summary).toContainText('Created: 0');

  const answer = await request.get('/api/v1/bo/Client/clientListPage', {
    headers: { Authorization: `Bearer ${token}` },
    params: { pageSize: 10, email: domain },
  });
  const { data } = (await answer.json()) as {
    data: {
      totalCount: number;
      items: { email: string; phone: string; title: string; bookingPccCode: string }[];
    };
  };
  expect(data.totalCount).toBe(3);
  const phones = Object.fromEntries(data.items.map((item) => [item.email.split('@')[0], item.phone]));
  expect(phones).toEqual({ aina: '012-345-6789', badrul: '019-876-5432', chong: '012-345-6789' });
  // The columns the export has not (title, booking PCC code) kept their values.
  expect(data.items.every((item) => item.title === 'MR' && item.bookingPccCode === 'KUL1A')).toBe(true);
});
