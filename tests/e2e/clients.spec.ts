import { logoPng } from '../../server/db/seed/clients';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { expectNoViolations } from './axe';
import { apiToken, chooseLanguage, signIn } from './helpers';
import { chooseRowAction } from './row-actions';

/**
 * Clients: a Merchant Admin creates a corporate client with a logo on a device with no
 * signal; it is sent once, logo included, when the connection returns; then edited and
 * deactivated. Another merchant's clients never reach a Merchant Admin. Malay once; axe.
 */

type ClientItem = {
  id: string;
  merchantId: string;
  companyName: string | null;
  phone: string;
  status: string;
  logo: { type: string; size: number } | null;
};
type ClientPage = { items: ClientItem[]; totalCount: number };

const LOGO = {
  name: 'maju-logo.png',
  mimeType: 'image/png',
  buffer: Buffer.from(logoPng('e2e', [0x1e, 0x5a, 0xa8])),
};

async function listClients(
  request: APIRequestContext,
  token: string,
  params: Record<string, string | number>,
) {
  const answer = await request.get('/api/v1/bo/Client/clientListPage', {
    headers: { Authorization: `Bearer ${token}` },
    params: { pageSize: 50, ...params },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: ClientPage }).data;
}

const isControlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);

const openList = async (page: Page) => {
  await page.goto('/client/client-list');
  await expect(page.getByRole('heading', { level: 1, name: 'Client List' })).toBeVisible();
  await expect(page.getByText(/Showing 1–\d+ of \d+/)).toBeVisible({ timeout: 30_000 });
};

test('offline: a corporate client with its logo is created once, then edited and deactivated', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'merchant.admin');
  await openList(page);
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Client List' }),
  ).toHaveAttribute('href', '/client/client-list');
  // The service worker holds the app's code, so the form opens with no network.
  await expect.poll(() => isControlled(page), { timeout: 20_000 }).toBe(true);

  await context.setOffline(true);
  await expect(page.getByRole('status', { name: 'Connection status' })).toHaveText('Offline');
  await page.getByRole('link', { name: 'Create Client' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create Client' })).toBeVisible();

  const company = `Klien Ujian ${Date.now()} Sdn Bhd`;
  // The account type switches the form: no company fields for an individual.
  await page.getByLabel('Account type').selectOption({ label: 'Individual' });
  await expect(page.getByLabel('Company name')).toHaveCount(0);
  await page.getByLabel('Account type').selectOption({ label: 'Corporate' });
  // A refused submit names the missing corporate fields and focuses the first field in error.
  await page.getByRole('button', { name: 'Create client' }).click();
  await expect(page.getByLabel('Company name')).toBeFocused();
  await page.getByLabel('Company name').fill(company);
  await page.getByLabel('Employee count').selectOption({ label: 'More than 5 employees' });
  await page.getByLabel('Title').selectOption('MR');
  await page.getByLabel('First name').fill('Ahmad');
  await page.getByLabel('Last name').fill('Faizal');
  await page.getByLabel('Email').fill('ahmad.faizal@klienujian.com.my');
  await page.getByLabel('Phone').fill('012-345-6789');
  await page.getByLabel('Booking PCC code').fill('kul1a');
  await page.getByLabel('Logo').setInputFiles(LOGO);
  await expect(page.getByRole('img', { name: 'Preview of the new logo' })).toBeVisible();
  await page.getByRole('button', { name: 'Create client' }).click();

  // Back on the list, offline: the row is there with its logo from the device, pending.
  await expect(page.getByRole('heading', { level: 1, name: 'Client List' })).toBeVisible();
  await page.getByRole('search', { name: 'Filter clients' }).getByLabel('Company name').fill(company);
  const table = page.getByRole('table', { name: 'Clients' });
  const row = table.getByRole('row').filter({ hasText: company });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Pending sync')).toBeVisible();
  const logo = row.getByRole('img', { name: `Logo of ${company}` });
  await expect(logo).toBeVisible();
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(48);
  await expect(page.getByRole('link', { name: 'Pending changes: 1' })).toBeVisible();

  // Online: sent once, with the logo.
  await context.setOffline(false);
  await expect(page.getByRole('link', { name: 'Pending changes: 0' })).toBeVisible({ timeout: 30_000 });
  await expect(row.getByText('Pending sync')).toHaveCount(0);
  const token = await apiToken(request, 'merchant.admin');
  const created = await listClients(request, token, { companyName: company });
  expect(created.totalCount).toBe(1);
  const [client] = created.items;
  expect(client).toMatchObject({ companyName: company, status: 'Active', logo: { type: 'image/png' } });
  const bytes = await request.get(`/api/v1/bo/Client/logo/${client?.id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(Buffer.compare(await bytes.body(), LOGO.buffer)).toBe(0);
  // The stored logo shows in the list (fetched with the session).
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(48);

  // Edit: a new phone number.
  await chooseRowAction(row, 'Edit');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Client' })).toBeVisible();
  await expect(page.getByLabel('Company name')).toHaveValue(company);
  await expect(page.getByRole('img', { name: `Logo of ${company}` })).toBeVisible();
  await page.getByLabel('Phone').fill('03-1234-5678');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Client List' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pending changes: 0' })).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(async () => (await listClients(request, token, { companyName: company })).items[0]?.phone)
    .toBe('03-1234-5678');

  // Deactivate, after a confirmation.
  await page.getByRole('search', { name: 'Filter clients' }).getByLabel('Company name').fill(company);
  await chooseRowAction(row, 'Deactivate');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click();
  await expect(row.getByText('Inactive', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pending changes: 0' })).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(async () => (await listClients(request, token, { companyName: company })).items[0]?.status)
    .toBe('Inactive');
});

test('a Merchant Admin never sees another merchant’s clients', async ({ page, request }) => {
  const staff = await apiToken(request, 'admin');
  const merchant = await apiToken(request, 'merchant.admin');
  const mine = await listClients(request, merchant, {});
  const own = new Set(mine.items.map((item) => item.merchantId));
  expect(own.size).toBe(1);
  const everyone = await listClients(request, staff, { accountType: 'Corporate' });
  const foreign = everyone.items.find((item) => !own.has(item.merchantId));
  expect(foreign?.companyName).toBeTruthy();
  const byId = await request.get(`/api/v1/bo/Client/${foreign?.id}`, {
    headers: { Authorization: `Bearer ${merchant}` },
  });
  expect(byId.status()).toBe(404);

  await signIn(page, 'merchant.admin');
  await openList(page);
  await page
    .getByRole('search', { name: 'Filter clients' })
    .getByLabel('Company name')
    .fill(foreign?.companyName ?? '');
  await expect(page.getByText('No clients match these filters.')).toBeVisible();
});

test('in Malay, the client screens read in Malay and pass axe at 390 px, light and dark', async ({
  page,
}) => {
  await signIn(page, 'merchant.admin');
  await openList(page);
  await chooseLanguage(page, 'Bahasa Malaysia');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { level: 1, name: 'Senarai Pelanggan' })).toBeVisible();
  const axe = () => expectNoViolations(page);
  await axe();
  // And in the dark theme (the app's preference key, as a11y.spec.ts sets it).
  await page.evaluate(() => localStorage.setItem('Back Office Portal-theme', 'dark'));
  await page.goto('/client/create-client');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('heading', { level: 1, name: 'Cipta Pelanggan' })).toBeVisible();
  await expect(page.getByLabel('Nama syarikat')).toBeVisible();
  await page.getByLabel('Jenis akaun').selectOption({ label: 'Individu' });
  await expect(page.getByLabel('Nama syarikat')).toHaveCount(0);
  await page.getByRole('button', { name: 'Cipta pelanggan' }).click();
  await expect(page.getByText('Medan ini wajib diisi').first()).toBeVisible();
  await axe();
});
