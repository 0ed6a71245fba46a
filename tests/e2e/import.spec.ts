import { XlsxWriter } from '../../src/lib/list-export/xlsx-writer';
import { expect, test, waitForNetworkQuiet } from './fixtures';
import { apiToken, signIn } from './helpers';

/**
 * Import (docs/product.md): a Merchant Admin imports 20 clients from an XLSX made by the product's
 * own writer, fixes the one row in error in the preview, and sends them: each is created once.
 * The same file again finds them all: "would update", nothing new.
 */

const COUNT = 20;

async function clientsWorkbook(domain: string) {
  const writer = new XlsxWriter(['Account type', 'First name', 'Last name', 'Email', 'Phone'], 'Clients');
  for (let index = 1; index <= COUNT; index++) {
    // Row 6 of the sheet (the fifth client) has a phone number the form refuses.
    const phone = index === 5 ? '12345' : `012-345-${String(6000 + index)}`;
    writer.writeRow([
      'Individual',
      'Klien',
      `Import ${String.fromCharCode(64 + index)}`,
      `klien${index}@${domain}`,
      phone,
    ]);
  }
  return Buffer.from(await writer.finish().arrayBuffer());
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
